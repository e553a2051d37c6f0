import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/page-frame/page-frame';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { BrandGrid } from '@/features/exhibition/components/brand-grid';
import { brandQuerySchema } from '@/features/exhibition/schemas';
import { countLocalBrands, listLocalBrands } from '@/features/exhibition/server';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const PATH = '/paraiso-sello-local';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticRouteMetadata(params, PATH);
}

/** Paraíso Sello Local: the local-entrepreneur area and its brands. */
export default async function LocalBrandsPage({ params, searchParams }: Props) {
  const { locale, match } = await resolveStaticRoute(params, PATH);
  setRequestLocale(locale);
  const { categoria } = brandQuerySchema.parse(await searchParams);
  const [page, brands, total, common] = await Promise.all([
    getRoutePageModel(locale, match),
    listLocalBrands(locale, categoria),
    countLocalBrands(),
    getTranslations('common'),
  ]);
  return (
    <PageFrame
      title={page.title}
      description={page.description}
      breadcrumb={page.breadcrumb}
      breadcrumbLabel={common('breadcrumb')}
      intro={page.intro}
    >
      <BrandGrid brands={brands} total={total} category={categoria} />
    </PageFrame>
  );
}
