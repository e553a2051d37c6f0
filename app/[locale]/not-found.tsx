import { NotFoundView } from '@/components/error-view/not-found-view';

/**
 * Rendered when a page calls notFound() for data it cannot find (e.g. an unknown flight). Kept
 * small on purpose: Next serialises this element into every page's payload. Pages in the (site)
 * group get the header and footer from their layout (see (site)/not-found.tsx); unknown paths
 * never reach here: the proxy rewrites them to /http-404.
 */
export default function NotFound() {
  return (
    <main id="main" tabIndex={-1}>
      <NotFoundView />
    </main>
  );
}
