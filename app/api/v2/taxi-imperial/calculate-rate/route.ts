import { assertPickupWindow, assertServiceArea, calculateTaxiRate, taxiRoute } from '@/features/taxi/server';
import { rateRequestSchema, type RateResponse } from '@/features/taxi/schemas';
import { parseJsonBody } from '@/lib/http/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST calculate-rate {lat, lon, fechaReserva} → {normal, minivan, van} in COP. No sign-in. */
export const POST = taxiRoute(async (request, _context, { t }) => {
  const { lat, lon, fechaReserva } = await parseJsonBody(request, rateRequestSchema, { maxBytes: 2_000 });
  assertPickupWindow(fechaReserva, 'fechaReserva', t);
  assertServiceArea(lat, lon, t);
  const body: RateResponse = { ...calculateTaxiRate({ lat, lon, pickupAt: fechaReserva }), currency: 'COP' };
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } });
});
