import 'server-only';
import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/locales';
import { PREVIEW_SEGMENT, routeByPath } from '@/lib/routes';
import { getContentView, type ContentView } from './content-view';
import { hasPreviewSession, isPreviewSecret, previewMetadata, previewPath } from './preview';
import { getRouteMetadata } from './route-page';

/** The preview route's own title and alternates, never indexed, followed or cached. */
export async function previewPageMetadata(locale: Locale): Promise<Metadata> {
  const match = { route: routeByPath(`/${PREVIEW_SEGMENT}/[pageType]/[slug]/[...tail]`), params: {} };
  return { ...(await getRouteMetadata(locale, match)), ...previewMetadata };
}

/**
 * The draft a preview URL shows: `rest` is every segment after the preview segment. null (a 404) for a path
 * that is no content route, without the secret or its session (the proxy turns `?secret=` into a session
 * cookie and takes it out of the URL; either proves it), or when the store has nothing at the path.
 */
export async function getPreviewDraft(
  rest: string[] | undefined,
  secret: unknown,
  locale: Locale,
): Promise<{ path: string; content: ContentView } | null> {
  const path = previewPath(rest);
  if (!path || (!(await hasPreviewSession()) && !isPreviewSecret(secret))) return null;
  const content = await getContentView(path, locale, true);
  return content ? { path, content } : null;
}
