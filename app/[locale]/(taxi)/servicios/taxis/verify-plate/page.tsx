import { StaticRoutePage } from '@/features/content/components/static-route-page';
import { staticRouteMetadata } from '@/features/content/server';

const PATH = '/servicios/taxis/verify-plate';

export function generateMetadata({ params }: PageProps<'/[locale]/servicios/taxis/verify-plate'>) {
  return staticRouteMetadata(params, PATH);
}

export default function Page({ params }: PageProps<'/[locale]/servicios/taxis/verify-plate'>) {
  return <StaticRoutePage params={params} path={PATH} />;
}
