import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/page-frame/page-frame';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { OroPuro } from '@/features/exhibition/components/oro-puro';
import { listPhotos, photoCounts } from '@/features/exhibition/server';

interface Props {
  params: Promise<{ locale: string }>;
}

const PATH = '/experiencia/oro-puro';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticRouteMetadata(params, PATH);
}

export default async function OroPuroPage({ params }: Props) {
  const { locale, match } = await resolveStaticRoute(params, PATH);
  setRequestLocale(locale);
  const [page, counts, photos, common] = await Promise.all([
    getRoutePageModel(locale, match),
    photoCounts(),
    listPhotos(locale),
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
      <OroPuro total={counts.total} byCategory={counts.byCategory} previews={photos} />
    </PageFrame>
  );
}
