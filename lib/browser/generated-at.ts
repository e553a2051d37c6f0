/**
 * The instant the server rendered the page, in `<meta name="generated-at" content="ISO">` (root layout
 * metadata). A page served from the service worker's cache (or the server's page cache) keeps its render
 * time, so this is the age of the data the visitor sees.
 */
export const GENERATED_AT_META = 'generated-at';

/** The page's render instant, or undefined when the page has none (or a malformed one). */
export function readGeneratedAt(doc: Document = document): Date | undefined {
  const metas = doc.querySelectorAll<HTMLMetaElement>(`meta[name="${GENERATED_AT_META}"]`);
  // After client-side navigations the newest page's metadata is the last one.
  const content = metas[metas.length - 1]?.content;
  if (!content) return undefined;
  const ms = Date.parse(content);
  return Number.isNaN(ms) ? undefined : new Date(ms);
}
