import { setRequestLocale } from 'next-intl/server';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { BookingsView } from '@/features/taxi/components/bookings-view.client';
import { TaxiPage } from '@/features/taxi/components/taxi-page';

const PATH = '/servicios/taxis/bookings';

export function generateMetadata({ params }: PageProps<'/[locale]/servicios/taxis/bookings'>) {
  return staticRouteMetadata(params, PATH);
}

export default async function Page({ params }: PageProps<'/[locale]/servicios/taxis/bookings'>) {
  const { locale, match } = await resolveStaticRoute(params, PATH);
  setRequestLocale(locale);
  return (
    <TaxiPage page={await getRoutePageModel(locale, match)}>
      <BookingsView />
    </TaxiPage>
  );
}
