import { PageFrame } from '@/components/page-frame/page-frame';
import { openRoute } from '@/features/content/server';
import { DirectoryListView } from '@/features/establishments/components/directory-list-view';
import type { ListPage } from '@/features/establishments/schemas';
import { getDirectoryList } from '@/features/establishments/server';

/** Props of the pages that list one business type (/establecimientos/{list}, /tu-viaje-inicia-en-eldorado/{list}). */
export interface DirectoryListProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** One list of the directory at the registered route `path`. */
export async function renderDirectoryList({ params, searchParams }: DirectoryListProps, list: ListPage, path: string) {
  const query = await searchParams;
  const {
    locale,
    page,
    data: model,
  } = await openRoute(params, path, (locale) => getDirectoryList(list, query, locale));
  return (
    <PageFrame page={page}>
      <DirectoryListView model={model} basePath={path} locale={locale} />
    </PageFrame>
  );
}
