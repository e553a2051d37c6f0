import { multiSearch, searchSite } from '@/features/search/server';
import { multiQueryRequestSchema, simpleSearchQuerySchema } from '@/features/search/schemas';
import { withApiErrors, parseJsonBody, parseSearchParams } from '@/lib/http/handler';
import { markupSafeJson } from '@/lib/http/json';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const CACHE_CONTROL = 'public, max-age=60';

/**
 * POST /api/v2/search: Algolia's multi-query request/response over the embedded per-locale index.
 * Like Algolia, it takes the JSON body as text/plain too: algoliasearch sends it so. Answers echo the
 * query (`query`, `params`) as Algolia's do, so they are written markup-safe (lib/http/json.ts).
 */
export const POST = withApiErrors(async (request: Request) => {
  const body = await parseJsonBody(request, multiQueryRequestSchema, { maxBytes: 20_000, acceptTextPlain: true });
  return markupSafeJson(await multiSearch(body), { headers: { 'Cache-Control': 'no-store' } });
});

/** GET /api/v2/search?q=&locale=&page=: one result in the same shape (links, crawlers, curl). */
export const GET = withApiErrors(async (request: Request) => {
  const { q, locale, page, hitsPerPage } = parseSearchParams(request, simpleSearchQuerySchema);
  return markupSafeJson(await searchSite(locale, q, page, hitsPerPage), {
    headers: { 'Cache-Control': CACHE_CONTROL },
  });
});
