import { StaticRoutePage } from '@/features/content/components/static-route-page';
import { staticRouteMetadata } from '@/features/content/server';

const PATH = '/servicios/taxis/bookings';

export function generateMetadata({ params }: PageProps<'/[locale]/servicios/taxis/bookings'>) {
  return staticRouteMetadata(params, PATH);
}

export default function Page({ params }: PageProps<'/[locale]/servicios/taxis/bookings'>) {
  return <StaticRoutePage params={params} path={PATH} />;
}
