import 'server-only';

/** What pages, route handlers and the chatbot use from the search feature. */
export {
  buildRecords,
  invalidateSearchIndexes,
  localeIndexes,
  warmSearchIndexes,
  type LocaleIndexes,
} from './index-store';
export {
  indexNameOf,
  INDEX_PREFIX,
  localeOfIndex,
  multiSearch,
  retrievePassages,
  searchSite,
  type RetrievedPassages,
} from './search-service';
export {
  getSearchPage,
  readSearchParams,
  searchPageMetadata,
  searchSuggestions,
  type SearchPageModel,
} from './search-page';
