import { revalidateBodySchema } from '@/features/content/entry-schemas';
import { assertRevalidateAuthorized, revalidatePaths } from '@/features/content/server';
import { invalidateSearchIndexes, warmSearchIndexes } from '@/features/search/server';
import { parseJsonBody, withApiErrors } from '@/lib/http/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST /api/v2/content/revalidate: after a content update, drop the cached pages of the changed paths
 * and the search index, rebuilt at once in the background from the content store.
 */
export const POST = withApiErrors(async (request: Request) => {
  assertRevalidateAuthorized(request);
  const { paths } = await parseJsonBody(request, revalidateBodySchema);
  const purgedEntries = revalidatePaths(paths);
  invalidateSearchIndexes();
  void warmSearchIndexes();
  return Response.json({ purgedEntries, paths }, { headers: { 'Cache-Control': 'no-store' } });
});
