import type { FlightResponse } from '@/features/flights/schemas';
import { findFlight } from '@/features/flights/server';
import { echoableInput, notFound } from '@/lib/http/errors';
import { withApiErrors } from '@/lib/http/handler';
import { FLIGHTS_CACHE_CONTROL } from '../list-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET /api/v2/flights/{id}: one flight by id, or by designator (the nearest day it flies), and whether it is simulated. */
export const GET = withApiErrors(async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  const found = await findFlight(id);
  if (!found) throw notFound(`No flight ${echoableInput(id) ?? 'with that id'} yesterday, today or tomorrow.`);
  const body: FlightResponse = { ...found.flight, simulated: found.simulated };
  return Response.json(body, { headers: { 'Cache-Control': FLIGHTS_CACHE_CONTROL } });
});
