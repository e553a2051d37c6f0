import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/page-frame/page-frame';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { DirectoryIndex } from '@/features/establishments/components/directory-index';
import { DirectoryListView } from '@/features/establishments/components/directory-list-view';
import { LIST_PAGES } from '@/features/establishments/schemas';
import { directorySummary, getDirectoryList } from '@/features/establishments/server';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const PATH = '/establecimientos';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticRouteMetadata(params, PATH);
}

/** /establecimientos: the lists of the directory, and a search across all of them. */
export default async function DirectoryIndexPage({ params, searchParams }: Props) {
  const { locale, match } = await resolveStaticRoute(params, PATH);
  setRequestLocale(locale);
  const lists = [...LIST_PAGES, 'casas-de-cambio' as const];
  const [page, model, summary, pages, common] = await Promise.all([
    getRoutePageModel(locale, match),
    getDirectoryList(null, await searchParams, locale),
    directorySummary(lists),
    getTranslations('pages.establecimientos'),
    getTranslations('common'),
  ]);
  const t = await getTranslations('establishments');
  const titles = Object.fromEntries(
    lists.map((l) => [l, l === 'casas-de-cambio' ? t('exchangeHouses') : pages(`${l}.title`)]),
  );
  return (
    <PageFrame
      title={page.title}
      description={page.description}
      breadcrumb={page.breadcrumb}
      breadcrumbLabel={common('breadcrumb')}
      intro={page.intro}
    >
      <DirectoryIndex summary={summary} titles={titles} />
      <DirectoryListView model={model} basePath={PATH} locale={locale} />
    </PageFrame>
  );
}
