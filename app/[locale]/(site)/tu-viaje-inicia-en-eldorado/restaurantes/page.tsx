import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/page-frame/page-frame';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { DirectoryListView } from '@/features/establishments/components/directory-list-view';
import { getDirectoryList } from '@/features/establishments/server';
import { BRAND } from '@/lib/routes';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const PATH = `/tu-viaje-inicia-en-${BRAND}/restaurantes`;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticRouteMetadata(params, PATH);
}

/** The restaurantes list of the directory, framed for a passenger before the flight. */
export default async function TripStartsRestaurantsPage({ params, searchParams }: Props) {
  const { locale, match } = await resolveStaticRoute(params, PATH);
  setRequestLocale(locale);
  const [page, model, common] = await Promise.all([
    getRoutePageModel(locale, match),
    getDirectoryList('restaurantes', await searchParams, locale),
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
      <DirectoryListView model={model} basePath={PATH} locale={locale} />
    </PageFrame>
  );
}
