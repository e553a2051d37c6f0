import { StaticRoutePage } from '@/features/content/components/static-route-page';
import { staticRouteMetadata } from '@/features/content/server';

const PATH = '/tiempo-en-fila';

export function generateMetadata({ params }: PageProps<'/[locale]/tiempo-en-fila'>) {
  return staticRouteMetadata(params, PATH);
}

export default function Page({ params }: PageProps<'/[locale]/tiempo-en-fila'>) {
  return <StaticRoutePage params={params} path={PATH} variant="screen" />;
}
