import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueuesResponse } from '../schemas';
import { answeredAt, apiUrl, getJson, REALTIME_QUERY_DEFAULTS } from './realtime-fetch';

/** GET /api/v2/queues for client islands: key, fetcher (zod-parsed), query options and hook. */

export const queuesKey = (terminal?: string) => ['realtime', 'queues', terminal ?? 'all'] as const;

export async function fetchQueues(apiBase: string, terminal?: string, signal?: AbortSignal): Promise<QueuesResponse> {
  const url = apiUrl(apiBase, `/v2/queues${terminal ? `?terminal=${encodeURIComponent(terminal)}` : ''}`);
  const [{ queuesResponseSchema }, body] = await Promise.all([import('../schemas'), getJson(url, signal)]);
  return queuesResponseSchema.parse(body);
}

export function queuesQueryOptions(apiBase: string, terminal?: string) {
  return queryOptions({
    queryKey: queuesKey(terminal),
    queryFn: ({ signal }) => fetchQueues(apiBase, terminal, signal),
    ...REALTIME_QUERY_DEFAULTS,
  });
}

/**
 * Starts from the server's answer and refetches every 60 s while visible. The answer's age counts
 * from its own `updatedAt`, not from when the page was shown: a page served from a cache with an
 * answer older than a refresh interval refetches at once.
 */
export function useQueues(apiBase: string, initial: QueuesResponse, terminal?: string, clockOffsetMs = 0) {
  return useQuery({
    ...queuesQueryOptions(apiBase, terminal),
    initialData: initial,
    // The answer's time is on the application clock; the browser's is real time (they differ under APP_NOW).
    initialDataUpdatedAt: answeredAt(initial) - clockOffsetMs,
  });
}
