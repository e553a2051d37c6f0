import type { RouteDef } from '../routes';

/*
 * How long the rendered HTML of a page is served from the page cache (seconds; 0 = never cached).
 * No page of the site varies by visitor on the server (no cookies, no server sessions: taxi sign-in
 * lives in the browser), so every public page can be cached; how long depends on how fast its data moves.
 */
const SECONDS_BY_SECTION: Partial<Record<RouteDef['section'], number>> = {
  // Boards and queues refresh in the browser every 60 s; the first paint may be this old.
  flights: 20,
  realtime: 20,
  home: 60,
  // The booking form's first paint shows today and now; the browser moves them on at once, but a
  // short life keeps the server-rendered defaults (and the date picker's minimum) close to true.
  taxi: 60,
  system: 0,
};
const DEFAULT_SECONDS = 300;

export function pageCacheSeconds(route: RouteDef): number {
  // Hidden routes are one-off links (account validation, preview) or error pages.
  if (route.hidden || route.status404) return 0;
  return SECONDS_BY_SECTION[route.section] ?? DEFAULT_SECONDS;
}

/** After its time is up, an entry is still served (and refreshed in the background) for this many times as long. */
export const STALE_FACTOR = 10;
