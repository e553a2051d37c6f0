'use client';

import { useNetworkStatus, type NetworkStatus } from './network-status';

/**
 * Prefetch policy (SPEC §2 "Prefetch is skipped when offline, on 2g or in data-saver mode").
 *
 * Next prefetches every `<Link>` that scrolls into view. That is wasted (or failing) traffic for a
 * passenger on a roaming 2G connection, with data saver on, or with no connection at all, so menu
 * links pass `prefetch={prefetchAllowed ? undefined : false}`: `undefined` keeps Next's default,
 * `false` disables it. Browsers without the Network Information API are treated as fast.
 */
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

export function shouldPrefetch(status: Pick<NetworkStatus, 'online' | 'effectiveType' | 'saveData'>): boolean {
  if (!status.online) return false;
  if (status.saveData) return false;
  if (status.effectiveType && SLOW_CONNECTIONS.has(status.effectiveType)) return false;
  return true;
}

/** `prefetch` prop value for a Link under the current network conditions. */
export function prefetchProp(allowed: boolean): false | undefined {
  return allowed ? undefined : false;
}

/** True when links may be prefetched now; re-renders when the connection changes. */
export function usePrefetchAllowed(): boolean {
  return useNetworkStatus(shouldPrefetch);
}
