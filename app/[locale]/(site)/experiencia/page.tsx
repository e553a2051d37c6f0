import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/page-frame/page-frame';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { ExperienceLanding } from '@/features/exhibition/components/experience';
import { countLocalBrands, photoCounts } from '@/features/exhibition/server';

interface Props {
  params: Promise<{ locale: string }>;
}

const PATH = '/experiencia';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticRouteMetadata(params, PATH);
}

export default async function ExperiencePage({ params }: Props) {
  const { locale, match } = await resolveStaticRoute(params, PATH);
  setRequestLocale(locale);
  const [page, photos, brands, common] = await Promise.all([
    getRoutePageModel(locale, match),
    photoCounts(),
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
      <ExperienceLanding counts={{ photos: photos.total, brands }} />
    </PageFrame>
  );
}
