import { imdfQuerySchema } from '@/features/maps/imdf/schema';
import { imdfResponse } from '@/features/maps/server';
import { parseSearchParams, withApiErrors } from '@/lib/http/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET /api/v2/maps/imdf[?feature=unit]: the venue as an IMDF zip, or one feature type as GeoJSON. */
export const GET = withApiErrors(async (request: Request) => {
  const query = parseSearchParams(request, imdfQuerySchema);
  return imdfResponse(query, request.headers.get('if-none-match'));
});
