import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/page-frame/page-frame';
import { openRoute, routeMetadata } from '@/features/content/server';
import { DirectoryIndex } from '@/features/establishments/components/directory-index';
import { DirectoryListView } from '@/features/establishments/components/directory-list-view';
import { LIST_PAGES } from '@/features/establishments/schemas';
import { directorySummary, getDirectoryList } from '@/features/establishments/server';

const PATH = '/establecimientos';
const LISTS = [...LIST_PAGES, 'casas-de-cambio' as const];

export const generateMetadata = routeMetadata(PATH);

/** /establecimientos: the lists of the directory, and a search across all of them. */
export default async function DirectoryIndexPage({ params, searchParams }: PageProps<'/[locale]/establecimientos'>) {
  const { locale, page } = await openRoute(params, PATH);
  const [model, summary, pages, t] = await Promise.all([
    getDirectoryList(null, await searchParams, locale),
    directorySummary(LISTS),
    getTranslations('pages.establecimientos'),
    getTranslations('establishments'),
  ]);
  const titles = Object.fromEntries(
    LISTS.map((l) => [l, l === 'casas-de-cambio' ? t('exchangeHouses') : pages(`${l}.title`)]),
  );
  return (
    <PageFrame page={page}>
      <DirectoryIndex summary={summary} titles={titles} />
      <DirectoryListView model={model} basePath={PATH} locale={locale} />
    </PageFrame>
  );
}
