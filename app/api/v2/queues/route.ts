import { terminalQuerySchema } from '@/features/realtime/schemas';
import { getQueues } from '@/features/realtime/server';
import { parseSearchParams, withApiErrors } from '@/lib/http/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Queue readings change every few minutes; pages refresh every 60 s. */
const REALTIME_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=30';

/** GET /api/v2/queues[?terminal=T1|T2]: waiting times per checkpoint and queue type. */
export const GET = withApiErrors(async (request: Request) => {
  const query = parseSearchParams(request, terminalQuerySchema);
  return Response.json(await getQueues(query), { headers: { 'Cache-Control': REALTIME_CACHE_CONTROL } });
});
