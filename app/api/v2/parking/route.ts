import { terminalQuerySchema } from '@/features/realtime/schemas';
import { getParking } from '@/features/realtime/server';
import { parseSearchParams, withApiErrors } from '@/lib/http/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET /api/v2/parking[?terminal=T1|T2]: availability, pricing and payment link per lot. */
export const GET = withApiErrors(async (request: Request) => {
  const query = parseSearchParams(request, terminalQuerySchema);
  return Response.json(await getParking(query), {
    headers: { 'Cache-Control': 'public, max-age=30, stale-while-revalidate=30' },
  });
});
