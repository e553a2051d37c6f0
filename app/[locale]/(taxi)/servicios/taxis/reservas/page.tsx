import { StaticRoutePage } from '@/features/content/components/static-route-page';
import { staticRouteMetadata } from '@/features/content/server';

const PATH = '/servicios/taxis/reservas';

export function generateMetadata({ params }: PageProps<'/[locale]/servicios/taxis/reservas'>) {
  return staticRouteMetadata(params, PATH);
}

export default function Page({ params }: PageProps<'/[locale]/servicios/taxis/reservas'>) {
  return <StaticRoutePage params={params} path={PATH} />;
}
