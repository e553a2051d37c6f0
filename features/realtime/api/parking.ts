import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParkingResponse } from '../schemas';
import { answeredAt, apiUrl, getJson, REALTIME_QUERY_DEFAULTS } from './realtime-fetch';

/** GET /api/v2/parking for client islands: key, fetcher (zod-parsed), query options and hook. */

export const parkingKey = (terminal?: string) => ['realtime', 'parking', terminal ?? 'all'] as const;

export async function fetchParking(apiBase: string, terminal?: string, signal?: AbortSignal): Promise<ParkingResponse> {
  const url = apiUrl(apiBase, `/v2/parking${terminal ? `?terminal=${encodeURIComponent(terminal)}` : ''}`);
  const [{ parkingResponseSchema }, body] = await Promise.all([import('../schemas'), getJson(url, signal)]);
  return parkingResponseSchema.parse(body);
}

export function parkingQueryOptions(apiBase: string, terminal?: string) {
  return queryOptions({
    queryKey: parkingKey(terminal),
    queryFn: ({ signal }) => fetchParking(apiBase, terminal, signal),
    ...REALTIME_QUERY_DEFAULTS,
  });
}

/**
 * Starts from the server's answer and refetches every 60 s while visible. The answer's age counts
 * from its own `updatedAt`, not from when the page was shown: a page served from a cache with an
 * answer older than a refresh interval refetches at once.
 */
export function useParking(apiBase: string, initial: ParkingResponse, terminal?: string, clockOffsetMs = 0) {
  return useQuery({
    ...parkingQueryOptions(apiBase, terminal),
    initialData: initial,
    // The answer's time is on the application clock; the browser's is real time (they differ under APP_NOW).
    initialDataUpdatedAt: answeredAt(initial) - clockOffsetMs,
  });
}
