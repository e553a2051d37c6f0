import { openRoute, routeMetadata } from '@/features/content/server';
import { BookingsView } from '@/features/taxi/components/bookings-view.client';
import { TaxiPage } from '@/features/taxi/components/taxi-page';

const PATH = '/servicios/taxis/bookings';

export const generateMetadata = routeMetadata(PATH);

export default async function Page({ params }: PageProps<'/[locale]/servicios/taxis/bookings'>) {
  const { page } = await openRoute(params, PATH);
  return (
    <TaxiPage page={page}>
      <BookingsView />
    </TaxiPage>
  );
}
