import { ScreenPage } from '@/features/content/components/screen-page';
import { openRoute, routeMetadata } from '@/features/content/server';

const PATH = '/dora-traductora';

export const generateMetadata = routeMetadata(PATH);

export default async function Page({ params }: PageProps<'/[locale]/dora-traductora'>) {
  const { page } = await openRoute(params, PATH);
  return <ScreenPage model={page} />;
}
