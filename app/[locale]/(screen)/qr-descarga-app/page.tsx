import { AppDownload } from '@/features/content/components/app-download';
import { ScreenPage } from '@/features/content/components/screen-page';
import { openRoute, routeMetadata } from '@/features/content/server';

const PATH = '/qr-descarga-app';

export const generateMetadata = routeMetadata(PATH);

export default async function Page({ params }: PageProps<'/[locale]/qr-descarga-app'>) {
  const { page } = await openRoute(params, PATH);
  return (
    <ScreenPage model={page}>
      <AppDownload />
    </ScreenPage>
  );
}
