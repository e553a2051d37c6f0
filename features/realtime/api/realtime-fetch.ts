import { REALTIME_REFRESH_MS } from '../schemas';

/*
 * Shared by the real-time endpoints' client files: the URL under the public API base and a JSON
 * GET that fails on non-2xx. Responses are parsed with the feature's zod schemas, imported on the
 * first refetch (the first paint is the server's), so zod stays out of the first-load JavaScript.
 */

export const REALTIME_QUERY_DEFAULTS = {
  refetchInterval: REALTIME_REFRESH_MS,
  // React Query pauses the interval while the tab is hidden (refetchIntervalInBackground: false).
  refetchIntervalInBackground: false,
  staleTime: REALTIME_REFRESH_MS,
} as const;

export function apiUrl(apiBase: string, path: string): string {
  return `${apiBase.replace(/\/+$/, '')}${path}`;
}

export async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as unknown;
}

/** When the server produced an answer (ms), from its `updatedAt`; now when that is unreadable. */
export function answeredAt(answer: { updatedAt: string }): number {
  const at = Date.parse(answer.updatedAt);
  return Number.isNaN(at) ? Date.now() : at;
}
