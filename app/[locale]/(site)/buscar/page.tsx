import { setRequestLocale } from 'next-intl/server';
import { SearchPage } from '@/features/search/components/search-page';
import { getSearchPage, readSearchParams, searchPageMetadata } from '@/features/search/server';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/buscar'>) {
  return searchPageMetadata(await pageLocale(params));
}

export default async function SearchResultsPage({ params, searchParams }: PageProps<'/[locale]/buscar'>) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const { query, page } = readSearchParams(await searchParams);
  return <SearchPage locale={locale} model={await getSearchPage(locale, query, page)} />;
}
