import { openRoute, routeMetadata } from '@/features/content/server';
import { BookingSection } from '@/features/taxi/components/booking-section';
import { TaxiPage } from '@/features/taxi/components/taxi-page';

const PATH = '/servicios/taxis';

export const generateMetadata = routeMetadata(PATH);

export default async function Page({ params }: PageProps<'/[locale]/servicios/taxis'>) {
  const { page } = await openRoute(params, PATH);
  return (
    <TaxiPage page={page}>
      <BookingSection />
    </TaxiPage>
  );
}
