import { PageFrame } from '@/components/page-frame/page-frame';
import { openRoute, routeMetadata } from '@/features/content/server';
import { BrandGrid } from '@/features/exhibition/components/brand-grid';
import { brandQuerySchema } from '@/features/exhibition/schemas';
import { countLocalBrands, listLocalBrands } from '@/features/exhibition/server';

const PATH = '/paraiso-sello-local';

export const generateMetadata = routeMetadata(PATH);

/** Paraíso Sello Local: the local-entrepreneur area and its brands. */
export default async function LocalBrandsPage({ params, searchParams }: PageProps<'/[locale]/paraiso-sello-local'>) {
  const { locale, page } = await openRoute(params, PATH);
  const { categoria } = brandQuerySchema.parse(await searchParams);
  const [brands, total] = await Promise.all([listLocalBrands(locale, categoria), countLocalBrands()]);
  return (
    <PageFrame page={page}>
      <BrandGrid brands={brands} total={total} category={categoria} />
    </PageFrame>
  );
}
