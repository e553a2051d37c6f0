import 'server-only';

/** What pages, route handlers and other features use from the establishments feature. */
export {
  directorySummary,
  establishmentsOfType,
  type ListSummary,
  findEstablishment,
  getEstablishmentItem,
  listEstablishments,
  listFilterOptions,
  loadDirectory,
  type FilterOption,
  type ListFilterOptions,
} from './establishments-service';
export { DIRECTORY_CACHE_CONTROL, parseEstablishmentQuery, withoutEmptyParams } from './api';
export type { DirectoryEntry, Locale, Localized } from '../directory';
export { getDirectoryList, LIST_FILTERS, type DirectoryListModel } from './list-page';
export { getDetailMetadata, getDetailPage, type DetailPageModel } from './detail-page';
export {
  detailSegment,
  directoryListRedirect,
  resolveDetailPage,
  DETAIL_WITHOUT_TYPE,
  type DirectoryTarget,
} from './route-page';
