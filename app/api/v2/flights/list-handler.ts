import type { Direction } from '@/features/flights/designator';
import { flightListQuerySchema } from '@/features/flights/schemas';
import { listFlights } from '@/features/flights/server';
import { parseSearchParams, withApiErrors } from '@/lib/http/handler';

/** Flight data changes by the minute: clients and caches may reuse an answer for 30 s. */
export const FLIGHTS_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=30';

/** GET /api/v2/flights/departures|arrivals: the same handler for both directions. */
export function flightListHandler(direction: Direction) {
  return withApiErrors(async (request: Request) => {
    // An empty value (`?airline=`, as a form sends it) means the parameter is absent.
    const params = new URLSearchParams(
      [...new URL(request.url).searchParams].filter(([, value]) => value.trim() !== ''),
    );
    const query = parseSearchParams(params, flightListQuerySchema);
    const list = await listFlights({ ...query, direction });
    return Response.json(list, { headers: { 'Cache-Control': FLIGHTS_CACHE_CONTROL } });
  });
}
