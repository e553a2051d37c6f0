import { setRequestLocale } from 'next-intl/server';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { BookingSection } from '@/features/taxi/components/booking-section';
import { TaxiPage } from '@/features/taxi/components/taxi-page';

const PATH = '/servicios/taxis';

export function generateMetadata({ params }: PageProps<'/[locale]/servicios/taxis'>) {
  return staticRouteMetadata(params, PATH);
}

export default async function Page({ params }: PageProps<'/[locale]/servicios/taxis'>) {
  const { locale, match } = await resolveStaticRoute(params, PATH);
  setRequestLocale(locale);
  return (
    <TaxiPage page={await getRoutePageModel(locale, match)}>
      <BookingSection />
    </TaxiPage>
  );
}
