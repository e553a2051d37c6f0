import { RoutePage } from '@/features/content/components/route-page';
import { openRoute, routeMetadata } from '@/features/content/server';
import { ParkingPanel } from '@/features/realtime/components/live-panels';

const PATH = '/servicios/informacion-y-disponibilidad-parqueaderos';

export const generateMetadata = routeMetadata(PATH);

/** The parking content page with the live availability embedded. */
export default async function ParkingInformationPage({
  params,
}: PageProps<'/[locale]/servicios/informacion-y-disponibilidad-parqueaderos'>) {
  const { locale, page } = await openRoute(params, PATH);
  return (
    <RoutePage model={page}>
      <ParkingPanel locale={locale} linkToAll />
    </RoutePage>
  );
}
