import type { RouteDef } from '../routes';

/*
 * How long the rendered HTML of a page is served from the page cache (seconds; 0 = never cached).
 * No page of the site varies by visitor on the server (no cookies, no server sessions: taxi sign-in
 * lives in the browser), so every public page can be cached; how long depends on how fast its data moves.
 *
 * `maxAgeSeconds` is the oldest a page may be when served: past `seconds` an entry is still served
 * (STALE, refreshed in the background) until it is that old, then it is a miss again.
 */
export interface PageCachePolicy {
  seconds: number;
  maxAgeSeconds: number;
}

/** After its time is up, an entry is still served for up to this many times as long in all (slow-moving pages). */
export const STALE_FACTOR = 10;

const NEVER: PageCachePolicy = { seconds: 0, maxAgeSeconds: 0 };

/** Boards and queues refresh in the browser every 60 s; the first paint may be this old. */
const REAL_TIME: PageCachePolicy = { seconds: 20, maxAgeSeconds: 20 * STALE_FACTOR };

/**
 * Pages with an open/closed badge (computed from the schedule at render time) or offers that expire
 * at midnight: a badge or an offer is at most two minutes out of date.
 */
const CLOCK_BOUND: PageCachePolicy = { seconds: 60, maxAgeSeconds: 120 };

const CONTENT: PageCachePolicy = { seconds: 300, maxAgeSeconds: 300 * STALE_FACTOR };

const BY_SECTION: Partial<Record<RouteDef['section'], PageCachePolicy>> = {
  flights: REAL_TIME,
  realtime: REAL_TIME,
  // The home page shows featured offers.
  home: CLOCK_BOUND,
  establishments: CLOCK_BOUND,
  offers: CLOCK_BOUND,
  // The booking form's first paint shows today and now; the browser moves them on at once, but a
  // short life keeps the server-rendered defaults (and the date picker's minimum) close to true.
  taxi: CLOCK_BOUND,
  system: NEVER,
};

/** Pages outside those sections whose data moves as fast. */
const BY_PATH: Record<string, PageCachePolicy> = {
  // The content page embeds the lots' live availability.
  '/servicios/informacion-y-disponibilidad-parqueaderos': REAL_TIME,
  // Exchange houses and map places carry open/closed badges.
  '/prepara-tu-viaje/divisas': CLOCK_BOUND,
  '/mapas': CLOCK_BOUND,
};

export function pageCachePolicy(route: RouteDef): PageCachePolicy {
  // Hidden routes are one-off links (account validation, preview) or error pages.
  if (route.hidden || route.status404) return NEVER;
  return BY_PATH[route.path] ?? BY_SECTION[route.section] ?? CONTENT;
}

export function pageCacheSeconds(route: RouteDef): number {
  return pageCachePolicy(route).seconds;
}
