import { listOffers, OFFERS_CACHE_CONTROL } from '@/features/offers/server';
import { offerQuerySchema } from '@/features/offers/schemas';
import { parseSearchParams, withApiErrors } from '@/lib/http/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET /api/v2/offers: offers valid today (an expired offer is never listed), featured first. */
export const GET = withApiErrors(async (request: Request) => {
  const params = new URLSearchParams([...new URL(request.url).searchParams].filter(([, v]) => v.trim() !== ''));
  const query = parseSearchParams(params, offerQuerySchema);
  return Response.json(await listOffers(query), { headers: { 'Cache-Control': OFFERS_CACHE_CONTROL } });
});
