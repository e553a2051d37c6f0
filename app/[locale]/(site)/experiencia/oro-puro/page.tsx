import { PageFrame } from '@/components/page-frame/page-frame';
import { openRoute, routeMetadata } from '@/features/content/server';
import { OroPuro } from '@/features/exhibition/components/oro-puro';
import { listPhotos, photoCounts } from '@/features/exhibition/server';

const PATH = '/experiencia/oro-puro';

export const generateMetadata = routeMetadata(PATH);

export default async function OroPuroPage({ params }: PageProps<'/[locale]/experiencia/oro-puro'>) {
  const { locale, page } = await openRoute(params, PATH);
  const [counts, photos] = await Promise.all([photoCounts(), listPhotos(locale)]);
  return (
    <PageFrame page={page}>
      <OroPuro total={counts.total} byCategory={counts.byCategory} previews={photos} />
    </PageFrame>
  );
}
