import { PageFrame } from '@/components/page-frame/page-frame';
import { openRoute, routeMetadata } from '@/features/content/server';
import { ExperienceLanding } from '@/features/exhibition/components/experience';
import { countLocalBrands, photoCounts } from '@/features/exhibition/server';

const PATH = '/experiencia';

export const generateMetadata = routeMetadata(PATH);

export default async function ExperiencePage({ params }: PageProps<'/[locale]/experiencia'>) {
  const { page } = await openRoute(params, PATH);
  const [photos, brands] = await Promise.all([photoCounts(), countLocalBrands()]);
  return (
    <PageFrame page={page}>
      <ExperienceLanding counts={{ photos: photos.total, brands }} />
    </PageFrame>
  );
}
