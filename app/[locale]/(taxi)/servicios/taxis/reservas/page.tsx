import { openRoute, routeMetadata } from '@/features/content/server';
import { BookingSection } from '@/features/taxi/components/booking-section';
import { HowItWorks } from '@/features/taxi/components/how-it-works';
import { TaxiPage } from '@/features/taxi/components/taxi-page';

const PATH = '/servicios/taxis/reservas';

export const generateMetadata = routeMetadata(PATH);

export default async function Page({ params }: PageProps<'/[locale]/servicios/taxis/reservas'>) {
  const { page } = await openRoute(params, PATH);
  return (
    <TaxiPage page={page}>
      <HowItWorks />
      <BookingSection />
    </TaxiPage>
  );
}
