import { getLocale } from 'next-intl/server';
import type { RouteSearchSource } from '@/components/layout/header/route-search';
import { config } from '@/lib/config';
import { searchSuggestions } from '../server';
import { HeaderSearchIsland } from './header-search.client';

/**
 * The header's site search, composed into the header by app/[locale]/chrome.tsx. Algolia's public
 * settings reach the browser only when both the app id and the search-only key are configured. The
 * pages offered under 'Sin Resultados' are the results page's (passed in as data).
 */
export async function HeaderSearch({ source }: { source: RouteSearchSource }) {
  const { ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY, ALGOLIA_INDEX_PREFIX } = config();
  const algolia =
    ALGOLIA_APP_ID && ALGOLIA_SEARCH_KEY
      ? { appId: ALGOLIA_APP_ID, searchKey: ALGOLIA_SEARCH_KEY, indexPrefix: ALGOLIA_INDEX_PREFIX }
      : undefined;
  const locale = await getLocale();
  const suggestions = await searchSuggestions(locale);
  return <HeaderSearchIsland source={source} suggestions={suggestions} algolia={algolia} />;
}
