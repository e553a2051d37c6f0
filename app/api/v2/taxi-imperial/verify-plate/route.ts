import { taxiRoute, verifyPlate } from '@/features/taxi/server';
import { verifyPlateQuerySchema } from '@/features/taxi/schemas';
import { parseSearchParams } from '@/lib/http/handler';
import { getDb } from '@/lib/server/db';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET verify-plate?plate=ABC123 → whether it is an authorised airport taxi, with company and type. */
export const GET = taxiRoute(async (request) => {
  const { plate } = parseSearchParams(request, verifyPlateQuerySchema);
  return Response.json(await verifyPlate(getDb(), plate), { headers: { 'Cache-Control': 'no-store' } });
});
