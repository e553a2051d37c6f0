import { STALE_FACTOR } from './policy';
import { MemoryPageStore, type CachedPage } from './store';

/*
 * The page cache: rendered HTML served to every visitor with a fresh CSP nonce.
 *
 * A nonce-based CSP makes Next render every page per request. The proxy instead keeps each page's
 * HTML as rendered with a random, never-published token as its nonce, and answers each request
 * with that HTML where the token is replaced by the request's own fresh nonce (and the matching
 * CSP header). Content injected into a page cannot guess the token, so it cannot borrow the nonce.
 *
 * On a miss the proxy renders the page through a loopback request to this same server, marked with
 * a per-process secret so that the inner request renders normally with the token as its nonce.
 * Expired entries are served while a background render refreshes them (stale-while-revalidate).
 */

export { pageCachePolicy, pageCacheSeconds, type PageCachePolicy } from './policy';
export type { CachedPage } from './store';

export const FILL_HEADER = 'x-page-cache-fill';
export const CACHE_STATUS_HEADER = 'X-Page-Cache';
const FILL_TIMEOUT_MS = 20_000;
const MAX_QUERY_LENGTH = 512;
const REPLAYED_HEADERS = ['content-type', 'link', 'vary', 'content-language'];

/**
 * The loopback render answered 404: the page of a known route called notFound() for data it cannot find
 * (an unknown flight or establishment). The proxy then serves the server-rendered localised 404 page,
 * which Next 16 does not do itself for dynamic pages (vercel/next.js#97000).
 */
export const NOT_FOUND = Symbol('page-cache.not-found');
type RenderResult = CachedPage | typeof NOT_FOUND | undefined;

/** Tells the other instances to purge too (set by lib/server/redis/page-cache-sync.ts when REDIS_URL is set). */
export type PurgeBroadcaster = (prefixes: readonly string[] | undefined) => void;

interface PageCacheState {
  store: MemoryPageStore;
  secret: string;
  inflight: Map<string, Promise<RenderResult>>;
  broadcast?: PurgeBroadcaster;
}

const STATE_KEY = Symbol.for('eldorado.page-cache');

/** Process-wide, on globalThis: the proxy and the route bundles are separate module graphs. */
function state(): PageCacheState {
  const holder = globalThis as typeof globalThis & { [STATE_KEY]?: PageCacheState };
  holder[STATE_KEY] ??= { store: new MemoryPageStore(), secret: randomHex(32), inflight: new Map() };
  return holder[STATE_KEY];
}

function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** When the request is the proxy's own loopback render, the token to render with as the nonce. */
export function fillTokenOf(request: Request): string | undefined {
  const value = request.headers.get(FILL_HEADER);
  if (!value) return undefined;
  const [secret, token] = value.split('.');
  if (!secret || !token || !/^[0-9a-f]{32}$/.test(token)) return undefined;
  return constantTimeEqual(secret, state().secret) ? token : undefined;
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** Plain page loads only: not client-side navigations (RSC payloads), actions or odd requests. */
export function isCacheableRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const { headers } = request;
  if (headers.has('rsc') || headers.has('next-router-prefetch') || headers.has('next-action')) return false;
  if (headers.has('authorization') || headers.has(FILL_HEADER)) return false;
  const url = new URL(request.url);
  return !url.searchParams.has('_rsc') && url.search.length <= MAX_QUERY_LENGTH;
}

/** Path plus the query sorted by name, so `?b=1&a=2` and `?a=2&b=1` share an entry. */
export function cacheKeyOf(url: URL): string {
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

export type CacheOutcome = 'hit' | 'stale' | 'miss';

export interface PageLookup {
  page: CachedPage;
  outcome: CacheOutcome;
}

export interface LookupOptions {
  ttlSeconds: number;
  /** The oldest an entry may be when served stale (default STALE_FACTOR × ttlSeconds). */
  maxAgeSeconds?: number;
  /** This server's own origin for the loopback render, e.g. `http://localhost:3000`. */
  origin: string;
  nowMs?: number;
}

/**
 * The cached page for the request, rendering it on a miss; NOT_FOUND when the page answered 404;
 * undefined when it cannot be cached.
 */
export async function lookupPage(
  request: Request,
  options: LookupOptions,
): Promise<PageLookup | typeof NOT_FOUND | undefined> {
  const nowMs = options.nowMs ?? Date.now();
  const key = cacheKeyOf(new URL(request.url));
  const ttlMs = options.ttlSeconds * 1000;
  const maxAgeMs = (options.maxAgeSeconds ?? options.ttlSeconds * STALE_FACTOR) * 1000;
  const entry = state().store.get(key);
  if (entry) {
    const age = nowMs - entry.storedAtMs;
    if (age < entry.ttlMs) return { page: entry, outcome: 'hit' };
    if (age < maxAgeMs) {
      void renderAndStore(key, options.origin, ttlMs);
      return { page: entry, outcome: 'stale' };
    }
  }
  const page = await renderAndStore(key, options.origin, ttlMs);
  if (page === NOT_FOUND) return NOT_FOUND;
  return page && { page, outcome: 'miss' };
}

/** One render per key at a time; concurrent misses wait for the same render. */
function renderAndStore(key: string, origin: string, ttlMs: number): Promise<RenderResult> {
  const { inflight } = state();
  const running = inflight.get(key);
  if (running) return running;
  const render = renderPage(key, origin, ttlMs)
    .catch((error: unknown) => {
      console.error(`[page-cache] render of ${key} failed:`, error instanceof Error ? error.message : error);
      return undefined;
    })
    .finally(() => inflight.delete(key));
  inflight.set(key, render);
  return render;
}

async function renderPage(key: string, origin: string, ttlMs: number): Promise<RenderResult> {
  const { secret, store } = state();
  const token = randomHex(16);
  const response = await fetch(new URL(key, origin), {
    headers: { [FILL_HEADER]: `${secret}.${token}`, accept: 'text/html' },
    redirect: 'manual',
    signal: AbortSignal.timeout(FILL_TIMEOUT_MS),
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (response.status === 404) {
    void response.body?.cancel().catch(() => undefined);
    return NOT_FOUND;
  }
  // Only complete pages are kept: not redirects, 404s, errors, or anything that sets a cookie.
  if (response.status !== 200 || !contentType.startsWith('text/html') || response.headers.has('set-cookie')) {
    void response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  const html = await response.text();
  const headers = REPLAYED_HEADERS.flatMap((name): [string, string][] => {
    const value = response.headers.get(name);
    return value ? [[name, value]] : [];
  });
  const page: CachedPage = { html, token, headers, storedAtMs: Date.now(), ttlMs };
  store.set(key, page);
  return page;
}

/** The response for a cached page, its token replaced by this request's nonce. */
export function cachedPageResponse(
  { page, outcome }: PageLookup,
  nonce: string,
  method: string,
  nowMs = Date.now(),
): Response {
  const headers = new Headers(page.headers);
  headers.set(CACHE_STATUS_HEADER, outcome.toUpperCase());
  headers.set('Age', String(Math.max(0, Math.floor((nowMs - page.storedAtMs) / 1000))));
  // Browsers revalidate: each response carries its own nonce, so it is never shared.
  headers.set('Cache-Control', 'private, no-cache');
  const body = method === 'HEAD' ? null : page.html.replaceAll(page.token, nonce);
  return new Response(body, { status: 200, headers });
}

/**
 * Drops cached pages (all, or those whose path starts with a prefix), e.g. after a content update, in
 * this instance and, with REDIS_URL, in every other one (a purge event on a Redis channel). Returns the
 * number of entries dropped here.
 */
export function purgePageCache(prefixes?: readonly string[]): number {
  const dropped = purgeLocalPageCache(prefixes);
  state().broadcast?.(prefixes);
  return dropped;
}

/** Drops cached pages of this instance only (what a purge event from another instance does). */
export function purgeLocalPageCache(prefixes?: readonly string[]): number {
  return state().store.purge(prefixes);
}

/** Installs (or, with undefined, removes) the hook that sends purges to the other instances. */
export function setPageCachePurgeBroadcaster(broadcast: PurgeBroadcaster | undefined): void {
  state().broadcast = broadcast;
}

/** For tests and benches. */
export function pageCacheSize(): { entries: number; bytes: number } {
  return state().store.size;
}
