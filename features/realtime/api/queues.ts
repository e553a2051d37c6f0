import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueuesResponse } from '../schemas';
import { apiUrl, getJson, REALTIME_QUERY_DEFAULTS } from './realtime-fetch';

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

/** Starts from the server's answer (`initial`, rendered at `initialAt` ms) and refetches every 60 s while visible. */
export function useQueues(apiBase: string, initial: QueuesResponse, initialAt: number, terminal?: string) {
  return useQuery({ ...queuesQueryOptions(apiBase, terminal), initialData: initial, initialDataUpdatedAt: initialAt });
}
