import { distancesQuerySchema } from '@/features/realtime/schemas';
import { getDistances } from '@/features/realtime/server';
import { parseSearchParams, withApiErrors } from '@/lib/http/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET /api/v2/distances[?from=&to=]: Terminal 1 walking times; the graph changes rarely. */
export const GET = withApiErrors(async (request: Request) => {
  const query = parseSearchParams(request, distancesQuerySchema);
  return Response.json(getDistances(query), {
    headers: { 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400' },
  });
});
