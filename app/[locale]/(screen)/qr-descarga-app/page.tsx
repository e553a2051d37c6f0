import { AppDownload } from '@/features/content/components/app-download';
import { StaticRoutePage } from '@/features/content/components/static-route-page';
import { staticRouteMetadata } from '@/features/content/server';

const PATH = '/qr-descarga-app';

export function generateMetadata({ params }: PageProps<'/[locale]/qr-descarga-app'>) {
  return staticRouteMetadata(params, PATH);
}

export default function Page({ params }: PageProps<'/[locale]/qr-descarga-app'>) {
  return (
    <StaticRoutePage params={params} path={PATH} variant="screen">
      <AppDownload />
    </StaticRoutePage>
  );
}
