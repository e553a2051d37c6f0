import { setRequestLocale } from 'next-intl/server';
import { SearchPage } from '@/features/search/components/search-page';
import { getSearchPage, readSearchParams, searchPageMetadata } from '@/features/search/server';
import { isLocale } from '@/lib/i18n/locales';

export async function generateMetadata({ params }: PageProps<'/[locale]/buscar'>) {
  const { locale } = await params;
  return searchPageMetadata(isLocale(locale) ? locale : 'es');
}

export default async function SearchResultsPage({ params, searchParams }: PageProps<'/[locale]/buscar'>) {
  const { locale: raw } = await params;
  const locale = isLocale(raw) ? raw : 'es';
  setRequestLocale(locale);
  const { query, page } = readSearchParams(await searchParams);
  return <SearchPage locale={locale} model={await getSearchPage(locale, query, page)} />;
}
