import 'server-only';

export {
  getItemMetadata,
  getRouteMetadata,
  getRoutePageModel,
  getRouteTitle,
  type RoutePageModel,
  type RouteLink,
} from './route-page';
export { openRoute, routeMetadata } from './route-params';
export { getContentView, type ContentView } from './content-view';
export { transportChoice } from './transport-choice';
export {
  articleMetadata,
  getArticle,
  getDocumentView,
  getFaqGroups,
  listDocumentViews,
  listNews,
  listStories,
  listUpcomingEvents,
  newsByYear,
  type DocumentView,
  type EntryView,
  type FaqGroup,
} from './entries';
export { listPublishedPages, listStoredPagePaths, type PublishedPage } from './store';
export { documentPdf } from './document-pdf';
export { getPreviewDraft, previewPageMetadata } from './preview-page';
export { assertRevalidateAuthorized, revalidatePaths } from './revalidate';
export { publishPage, type PublishReport } from './publish';
