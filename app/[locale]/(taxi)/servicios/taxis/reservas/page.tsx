import { setRequestLocale } from 'next-intl/server';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { BookingSection } from '@/features/taxi/components/booking-section';
import { HowItWorks } from '@/features/taxi/components/how-it-works';
import { TaxiPage } from '@/features/taxi/components/taxi-page';

const PATH = '/servicios/taxis/reservas';

export function generateMetadata({ params }: PageProps<'/[locale]/servicios/taxis/reservas'>) {
  return staticRouteMetadata(params, PATH);
}

export default async function Page({ params }: PageProps<'/[locale]/servicios/taxis/reservas'>) {
  const { locale, match } = await resolveStaticRoute(params, PATH);
  setRequestLocale(locale);
  return (
    <TaxiPage page={await getRoutePageModel(locale, match)}>
      <HowItWorks />
      <BookingSection />
    </TaxiPage>
  );
}
