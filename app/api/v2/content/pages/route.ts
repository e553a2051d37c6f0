import { publishPageSchema } from '@/features/content/schemas';
import { assertRevalidateAuthorized, publishPage } from '@/features/content/server';
import { invalidateSearchIndexes, warmSearchIndexes } from '@/features/search/server';
import { parseJsonBody, withApiErrors } from '@/lib/http/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** A page in the definePage format, four locales of up to ten blocks each. */
const MAX_PAGE_BYTES = 400_000;

/**
 * PUT /api/v2/content/pages: an operator publishes one page without a rebuild (same bearer token as the
 * revalidation). Its cached pages are dropped and the search index rebuilt at once in the background.
 */
export const PUT = withApiErrors(async (request: Request) => {
  assertRevalidateAuthorized(request);
  const page = await parseJsonBody(request, publishPageSchema, { maxBytes: MAX_PAGE_BYTES });
  const report = await publishPage(page);
  invalidateSearchIndexes();
  void warmSearchIndexes();
  return Response.json(report, { headers: { 'Cache-Control': 'no-store' } });
});
