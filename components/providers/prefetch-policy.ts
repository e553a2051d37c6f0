import type { NetworkStatus } from './network-status.client';

/**
 * Prefetch policy (SPEC §2 "Prefetch is skipped when offline, on 2g or in data-saver mode").
 *
 * Next prefetches every `<Link>` that scrolls into view. Each of the site's pages renders per request
 * (nonce CSP), so a prefetch is a fresh server render that the page cache cannot answer, ≈30 kB
 * gzip: the header and footer alone cost every page view six of them (≈180 kB) before the visitor
 * chose anything. So the site's links (components/link) prefetch on intent only (pointer over, touch, focus: the
 * route is then loaded by the time the click lands), and never offline, on 2g or with data saver.
 * Browsers without the Network Information API are treated as fast.
 */
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

export function shouldPrefetch(status: Pick<NetworkStatus, 'online' | 'effectiveType' | 'saveData'>): boolean {
  if (!status.online) return false;
  if (status.saveData) return false;
  if (status.effectiveType && SLOW_CONNECTIONS.has(status.effectiveType)) return false;
  return true;
}
