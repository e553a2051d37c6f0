import { setRequestLocale } from 'next-intl/server';
import { RoutePage } from '@/features/content/components/route-page';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { AlertLinkOutcome } from '@/features/flight-alerts/components/alert-link-outcome';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const ROUTE = '/vuelos/alertas';
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** The links of flight alerts: confirm an email subscription or stop alerts. Never cached, never indexed. */
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: Props) {
  return staticRouteMetadata(params, ROUTE);
}

export default async function FlightAlertsLinkPage({ params, searchParams }: Props) {
  const { locale, match } = await resolveStaticRoute(params, ROUTE);
  setRequestLocale(locale);
  const query = await searchParams;
  const model = await getRoutePageModel(locale, match);
  return (
    <RoutePage model={{ ...model, related: [] }}>
      <AlertLinkOutcome action={one(query.action)} id={one(query.id)} token={one(query.token)} />
    </RoutePage>
  );
}
