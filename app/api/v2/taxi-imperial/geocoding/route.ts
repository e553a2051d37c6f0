import { enforceGeocodingRateLimit, geocodeAddress, taxiRoute } from '@/features/taxi/server';
import { geocodingRequestSchema, type GeocodingResponse } from '@/features/taxi/schemas';
import { parseJsonBody } from '@/lib/http/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST geocoding {address} → {formatedAddress, lat, lng}; 422 when the address cannot be placed. */
export const POST = taxiRoute(async (request, _context, { t }) => {
  await enforceGeocodingRateLimit(request, t);
  const { address } = await parseJsonBody(request, geocodingRequestSchema, { maxBytes: 2_000 });
  const body: GeocodingResponse = await geocodeAddress(address, t);
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } });
});
