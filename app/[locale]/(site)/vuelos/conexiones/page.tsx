import { setRequestLocale } from 'next-intl/server';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { ConnectionGuide } from '@/features/flights/components/connection-guide';
import { FlightsPage } from '@/features/flights/components/flights-page';
import { parseConnectionForm, passengerAirlines, planConnection } from '@/features/flights/server';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export function generateMetadata({ params }: Props) {
  return staticRouteMetadata(params, '/vuelos/conexiones');
}

export default async function ConnectionsPage({ params, searchParams }: Props) {
  const { locale, match } = await resolveStaticRoute(params, '/vuelos/conexiones');
  setRequestLocale(locale);
  const form = parseConnectionForm(await searchParams);
  const plan = form.input ? planConnection(form.input) : null;
  const airlines = passengerAirlines().map(({ code, name }) => ({ code, name }));
  return (
    <FlightsPage model={await getRoutePageModel(locale, match)}>
      <ConnectionGuide form={form} plan={plan} airlines={airlines} locale={locale} />
    </FlightsPage>
  );
}
