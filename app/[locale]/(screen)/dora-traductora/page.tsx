import { StaticRoutePage } from '@/features/content/components/static-route-page';
import { staticRouteMetadata } from '@/features/content/server';

const PATH = '/dora-traductora';

export function generateMetadata({ params }: PageProps<'/[locale]/dora-traductora'>) {
  return staticRouteMetadata(params, PATH);
}

export default function Page({ params }: PageProps<'/[locale]/dora-traductora'>) {
  return <StaticRoutePage params={params} path={PATH} variant="screen" />;
}
