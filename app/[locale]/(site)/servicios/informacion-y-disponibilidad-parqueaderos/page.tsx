import { setRequestLocale } from 'next-intl/server';
import { RoutePage } from '@/features/content/components/route-page';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { ParkingPanel } from '@/features/realtime/components/live-panels';

const PATH = '/servicios/informacion-y-disponibilidad-parqueaderos';

type Props = PageProps<'/[locale]/servicios/informacion-y-disponibilidad-parqueaderos'>;

export function generateMetadata({ params }: Props) {
  return staticRouteMetadata(params, PATH);
}

/** The parking content page with the live availability embedded. */
export default async function ParkingInformationPage({ params }: Props) {
  const { locale, match } = await resolveStaticRoute(params, PATH);
  setRequestLocale(locale);
  return (
    <RoutePage model={await getRoutePageModel(locale, match)}>
      <ParkingPanel locale={locale} linkToAll />
    </RoutePage>
  );
}
