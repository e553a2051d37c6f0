import { RoutePage } from '@/features/content/components/route-page';
import { openRoute, routeMetadata } from '@/features/content/server';
import { AlertLinkOutcome } from '@/features/flight-alerts/components/alert-link-outcome';

const ROUTE = '/vuelos/alertas';
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** The links of flight alerts: confirm an email subscription or stop alerts. Never cached, never indexed. */
export const dynamic = 'force-dynamic';

export const generateMetadata = routeMetadata(ROUTE);

export default async function FlightAlertsLinkPage({ params, searchParams }: PageProps<'/[locale]/vuelos/alertas'>) {
  const { page } = await openRoute(params, ROUTE);
  const query = await searchParams;
  return (
    <RoutePage model={{ ...page, related: [] }}>
      <AlertLinkOutcome action={one(query.action)} id={one(query.id)} token={one(query.token)} />
    </RoutePage>
  );
}
