import { DIRECTORY_CACHE_CONTROL, listEstablishments, parseEstablishmentQuery } from '@/features/establishments/server';
import { withApiErrors } from '@/lib/http/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET /api/v2/establishments: the directory, filtered and paginated. */
export const GET = withApiErrors(async (request: Request) => {
  const query = await parseEstablishmentQuery(new URL(request.url));
  return Response.json(await listEstablishments(query), { headers: { 'Cache-Control': DIRECTORY_CACHE_CONTROL } });
});
