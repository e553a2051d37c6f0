import { withDeadline } from '../deadline';
import { registerProcessStateHook } from '../process-state';
import { logger } from '../server/log';
import { STALE_FACTOR } from './policy';
import { MemoryPageStore, purgeCovers, type CachedPage, type SharedPageRead, type SharedPageStore } from './store';

const log = logger('page-cache');

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
 *
 * Two levels: this process's memory first (a hit never leaves the process), then, with REDIS_URL, a
 * store shared by every instance (installed by lib/server/redis/page-cache-sync.ts): a local miss looks
 * there before rendering, and every render is written there, so a page is rendered once for all the
 * instances. The shared level is best effort: it is given SHARED_READ_TIMEOUT_MS on the page path, and
 * any failure means "as without it" (render here), with one warning a minute.
 */

export { pageCachePolicy, pageCacheSeconds, type PageCachePolicy } from './policy';
export type { CachedPage, SharedPageRead, SharedPageStore } from './store';

export const FILL_HEADER = 'x-page-cache-fill';
export const CACHE_STATUS_HEADER = 'X-Page-Cache';
const FILL_TIMEOUT_MS = 20_000;
const MAX_QUERY_LENGTH = 512;
/**
 * Query variants of one path kept at once. Only the parameters a page reads make a variant (LookupOptions
 * `query`), but their values are the visitor's (a search, a board's filters): past this many, a new variant
 * is rendered without being stored, so they cannot push the real pages out of memory (or fill the shared level).
 */
export const MAX_QUERY_VARIANTS_PER_PATH = 32;
const REPLAYED_HEADERS = ['content-type', 'link', 'vary', 'content-language'];
/** The longest a request waits for the shared level before rendering the page itself. */
export const SHARED_READ_TIMEOUT_MS = 150;
/** A settled purge is remembered this long: a render or read that started before it must not store. */
const PURGE_MEMORY_MS = FILL_TIMEOUT_MS + 10_000;
const PURGE_RETRY_MAX_MS = 10_000;

/**
 * The loopback render answered 404: the page of a known route called notFound() for data it cannot find
 * (an unknown flight or establishment). The proxy then serves the server-rendered localised 404 page,
 * which Next 16 does not do itself for dynamic pages (vercel/next.js#97000).
 */
export const NOT_FOUND = Symbol('page-cache.not-found');
type RenderResult = CachedPage | typeof NOT_FOUND | undefined;

/** Tells the other instances to purge too (set by lib/server/redis/page-cache-sync.ts when REDIS_URL is set). */
export type PurgeBroadcaster = (prefixes: readonly string[] | undefined) => void;

/** A purge seen by this process (its own or another instance's). */
interface PurgeRecord {
  seq: number;
  atMs: number;
  prefixes: readonly string[] | undefined;
  /** False while its deletion from the shared level is pending (this process's own purges only). */
  settled: boolean;
}

interface PageCacheState {
  store: MemoryPageStore;
  secret: string;
  inflight: Map<string, Promise<RenderResult>>;
  broadcast?: PurgeBroadcaster;
  shared?: SharedPageStore;
  sharedReads: Map<string, Promise<SharedPageRead | undefined>>;
  purgeSeq: number;
  /** Purges newer than PURGE_MEMORY_MS, and pending ones; older ones are forgotten up to `purgeFloor`. */
  purges: PurgeRecord[];
  purgeFloor: number;
  /** This process's purges not yet applied to the shared level, oldest first. */
  pendingPurges: PurgeRecord[];
  drain?: Promise<void>;
  retryTimer?: ReturnType<typeof setTimeout>;
  retryMs: number;
  lastSharedWarningMs: number;
  lastPurgeWarningMs: number;
}

const STATE_KEY = Symbol.for('eldorado.page-cache');

/** Process-wide, on globalThis: the proxy and the route bundles are separate module graphs. */
function state(): PageCacheState {
  const holder = globalThis as typeof globalThis & { [STATE_KEY]?: PageCacheState };
  holder[STATE_KEY] ??= {
    store: new MemoryPageStore(),
    secret: randomHex(32),
    inflight: new Map(),
    sharedReads: new Map(),
    purgeSeq: 0,
    purges: [],
    purgeFloor: 0,
    pendingPurges: [],
    retryMs: 1000,
    lastSharedWarningMs: 0,
    lastPurgeWarningMs: 0,
  };
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

/**
 * Path plus the parameters the page reads (`query`, from its route), sorted by name: `?b=1&a=2` and
 * `?a=2&b=1` share an entry, and a parameter the page does not read (`?utm_source=…`, `?chatbot=1`, junk)
 * is not part of the key: the page rendered without it is the same page.
 */
export function cacheKeyOf(url: URL, read: readonly string[] = []): string {
  const params = [...url.searchParams]
    .filter(([name]) => read.includes(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(params).toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
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
  /** The query parameters the page is rendered from (its route's `query`); the others are not in the key. */
  query?: readonly string[];
  nowMs?: number;
}

/** What a render needs to know about the page it fills. */
interface Fill {
  key: string;
  origin: string;
  ttlMs: number;
  /** How long the page may be served (stale); also its expiry in the shared level. */
  maxAgeMs: number;
}

/**
 * The cached page for the request, rendering it on a miss; NOT_FOUND when the page answered 404;
 * undefined when it cannot be cached. Memory first; on a local miss the shared level (Redis); then a render.
 */
export async function lookupPage(
  request: Request,
  options: LookupOptions,
): Promise<PageLookup | typeof NOT_FOUND | undefined> {
  const nowMs = options.nowMs ?? Date.now();
  const key = cacheKeyOf(new URL(request.url), options.query);
  const ttlMs = options.ttlSeconds * 1000;
  const maxAgeMs = (options.maxAgeSeconds ?? options.ttlSeconds * STALE_FACTOR) * 1000;
  const fill: Fill = { key, origin: options.origin, ttlMs, maxAgeMs };
  const { store } = state();
  if (tooManyVariants(store, key)) return undefined;
  let entry = store.get(key);
  let generation: string | undefined;
  let fromShared = false;
  if (!entry || nowMs - entry.storedAtMs >= maxAgeMs) {
    // A page another instance rendered keeps its storedAtMs: the same age rules apply to it.
    const shared = await readShared(key);
    generation = shared?.generation;
    if (shared?.page && nowMs - shared.page.storedAtMs < maxAgeMs) {
      entry = shared.page;
      fromShared = true;
      store.set(key, entry);
    }
  }
  if (entry) {
    const age = nowMs - entry.storedAtMs;
    if (age < entry.ttlMs) return { page: entry, outcome: 'hit' };
    if (age < maxAgeMs) {
      void refresh(fill, entry.storedAtMs, fromShared ? generation : undefined);
      return { page: entry, outcome: 'stale' };
    }
  }
  const page = await renderAndStore(fill, generation);
  if (page === NOT_FOUND) return NOT_FOUND;
  return page && { page, outcome: 'miss' };
}

/** A new query variant of a path that already has its share: served uncached. */
function tooManyVariants(store: MemoryPageStore, key: string): boolean {
  const [path, query] = key.split('?', 2);
  return Boolean(query) && !store.has(key) && store.variantsOf(path!) >= MAX_QUERY_VARIANTS_PER_PATH;
}

/**
 * The background refresh of an expired entry: a fresher copy from the shared level (another instance
 * refreshed it) when there is one, else a render. `generation` given: the shared level was just read.
 */
async function refresh(fill: Fill, storedAtMs: number, generation?: string): Promise<void> {
  if (state().inflight.has(fill.key)) return;
  if (generation === undefined) {
    const shared = await readShared(fill.key);
    const page = shared?.page;
    if (page && page.storedAtMs > storedAtMs && Date.now() - page.storedAtMs < page.ttlMs) {
      state().store.set(fill.key, page);
      return;
    }
    generation = shared?.generation;
  }
  await renderAndStore(fill, generation);
}

/**
 * The shared level's answer, undefined when there is none or it failed or took longer than
 * SHARED_READ_TIMEOUT_MS. Concurrent reads of one key share one request. A page read while a purge
 * covering it ran, or while one of this process's purges is not yet applied to the shared level, is
 * not used (it may be the copy the purge is deleting).
 */
function readShared(key: string): Promise<SharedPageRead | undefined> {
  const current = state();
  const { shared, sharedReads } = current;
  if (!shared) return Promise.resolve(undefined);
  const running = sharedReads.get(key);
  if (running) return running;
  const since = current.purgeSeq;
  const read = withDeadline(
    Promise.resolve().then(() => shared.read(key)),
    SHARED_READ_TIMEOUT_MS,
    () => new Error(`no answer within ${SHARED_READ_TIMEOUT_MS} ms`),
  )
    .then((result) => (result.page && purgedSince(key, since, true) ? { ...result, page: undefined } : result))
    .catch((error: unknown) => {
      warnShared(error);
      return undefined;
    })
    .finally(() => sharedReads.delete(key));
  sharedReads.set(key, read);
  return read;
}

function writeShared(fill: Fill, page: CachedPage, generation: string): void {
  const { shared } = state();
  const expireMs = page.storedAtMs + fill.maxAgeMs - Date.now();
  if (!shared || expireMs <= 0) return;
  void Promise.resolve()
    .then(() => shared.write(fill.key, page, expireMs, generation))
    .catch(warnShared);
}

function warnShared(error: unknown): void {
  const current = state();
  const nowMs = Date.now();
  if (nowMs - current.lastSharedWarningMs < 60_000) return;
  current.lastSharedWarningMs = nowMs;
  log.warn({ err: error }, 'Redis unavailable, pages are cached in this instance only until it is back');
}

/** One render per key at a time; concurrent misses wait for the same render. */
function renderAndStore(fill: Fill, generation: string | undefined): Promise<RenderResult> {
  const { inflight } = state();
  const running = inflight.get(fill.key);
  if (running) return running;
  const render = renderPage(fill, generation)
    .catch((error: unknown) => {
      // The path only: a query string may carry what a visitor typed (a search).
      const page = fill.key.split('?', 1)[0];
      log.error({ err: error, page }, `render of ${page} failed`);
      return undefined;
    })
    .finally(() => inflight.delete(fill.key));
  inflight.set(fill.key, render);
  return render;
}

async function renderPage(fill: Fill, generation: string | undefined): Promise<RenderResult> {
  const { key, origin, ttlMs } = fill;
  const { secret, store, purgeSeq: since } = state();
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
  // A purge that ran during the render may have been for content this render read before the change:
  // serve the page to this request, keep it nowhere.
  if (purgedSince(key, since, false)) return page;
  store.set(key, page);
  if (generation !== undefined) writeShared(fill, page, generation);
  return page;
}

/** A cached page as UTF-8 bytes cut at every occurrence of its token, encoded once per page. */
const encodedPages = new WeakMap<CachedPage, Uint8Array[]>();

function segmentsOf(page: CachedPage): Uint8Array[] {
  let segments = encodedPages.get(page);
  if (!segments) {
    const encoder = new TextEncoder();
    segments = page.html.split(page.token).map((part) => encoder.encode(part));
    encodedPages.set(page, segments);
  }
  return segments;
}

/** The page's bytes with the nonce where the token was: one copy per response, no re-encoding of the HTML. */
function bodyWithNonce(page: CachedPage, nonce: string): Uint8Array<ArrayBuffer> {
  const segments = segmentsOf(page);
  const nonceBytes = new TextEncoder().encode(nonce);
  let length = nonceBytes.length * (segments.length - 1);
  for (const segment of segments) length += segment.length;
  const body = new Uint8Array(length);
  let offset = 0;
  segments.forEach((segment, index) => {
    if (index > 0) {
      body.set(nonceBytes, offset);
      offset += nonceBytes.length;
    }
    body.set(segment, offset);
    offset += segment.length;
  });
  return body;
}

/** The response for a cached page, its token replaced by this request's nonce (in the body and the replayed headers). */
export function cachedPageResponse(
  { page, outcome }: PageLookup,
  nonce: string,
  method: string,
  nowMs = Date.now(),
): Response {
  // Next stamps its nonce on the font preload in the Link header too.
  const headers = new Headers(
    page.headers.map(([name, value]): [string, string] => [name, value.replaceAll(page.token, nonce)]),
  );
  headers.set(CACHE_STATUS_HEADER, outcome.toUpperCase());
  headers.set('Age', String(Math.max(0, Math.floor((nowMs - page.storedAtMs) / 1000))));
  // Browsers revalidate: each response carries its own nonce, so it is never shared.
  headers.set('Cache-Control', 'private, no-cache');
  return new Response(method === 'HEAD' ? null : bodyWithNonce(page, nonce), { status: 200, headers });
}

/**
 * Drops cached pages (all, or those whose path starts with a prefix), e.g. after a content update, in
 * this instance and, with REDIS_URL, in the shared level and every other instance. Returns the number
 * of entries dropped here; the rest happens in the background, in this order: the shared level first,
 * then the purge event, so no instance refills its memory from a copy the purge is about to delete.
 * While Redis is unreachable the shared deletion is retried (and the event sent after it); meanwhile
 * this instance ignores shared copies of the purged pages.
 */
export function purgePageCache(prefixes?: readonly string[]): number {
  const current = state();
  const dropped = current.store.purge(prefixes);
  if (!current.shared) {
    recordPurge(prefixes, true);
    current.broadcast?.(prefixes);
    return dropped;
  }
  current.pendingPurges.push(recordPurge(prefixes, false));
  void drainPurges();
  return dropped;
}

/** Drops cached pages of this instance only (what a purge event from another instance does). */
export function purgeLocalPageCache(prefixes?: readonly string[]): number {
  recordPurge(prefixes, true);
  return state().store.purge(prefixes);
}

function recordPurge(prefixes: readonly string[] | undefined, settled: boolean): PurgeRecord {
  const current = state();
  const nowMs = Date.now();
  current.purges = current.purges.filter((record) => {
    const keep = !record.settled || nowMs - record.atMs < PURGE_MEMORY_MS;
    if (!keep) current.purgeFloor = Math.max(current.purgeFloor, record.seq);
    return keep;
  });
  current.purgeSeq += 1;
  const record: PurgeRecord = { seq: current.purgeSeq, atMs: nowMs, prefixes, settled };
  current.purges.push(record);
  return record;
}

/**
 * Whether a purge covering `key` ran after an operation that started at purge number `since`
 * (or, with `pending`, one of this process's purges is still to be applied to the shared level).
 */
function purgedSince(key: string, since: number, pending: boolean): boolean {
  const current = state();
  if (since < current.purgeFloor) return true;
  return current.purges.some(
    (record) => (record.seq > since || (pending && !record.settled)) && purgeCovers(record.prefixes, key),
  );
}

/** Applies this process's purges to the shared level in order, then announces each to the other instances. */
function drainPurges(): Promise<void> {
  const current = state();
  current.drain ??= applyPendingPurges(current).finally(() => {
    current.drain = undefined;
    // A purge queued while the last round was finishing.
    if (current.pendingPurges.length > 0 && !current.retryTimer) void drainPurges();
  });
  return current.drain;
}

async function applyPendingPurges(current: PageCacheState): Promise<void> {
  while (current.pendingPurges.length > 0) {
    const record = current.pendingPurges[0] as PurgeRecord;
    const { shared } = current;
    if (shared) {
      try {
        await shared.purge(record.prefixes);
      } catch (error) {
        // One warning per outage (then at most one a minute), not one per retry.
        const nowMs = Date.now();
        if (current.retryMs === 1000 || nowMs - current.lastPurgeWarningMs >= 60_000) {
          current.lastPurgeWarningMs = nowMs;
          log.warn(
            { err: error },
            'could not delete purged pages from Redis; retrying until it is back (the other instances are told after that)',
          );
        }
        scheduleDrain(current.retryMs);
        current.retryMs = Math.min(current.retryMs * 2, PURGE_RETRY_MAX_MS);
        return;
      }
    }
    current.retryMs = 1000;
    if (current.pendingPurges[0] !== record) continue; // setSharedPageStore(undefined) settled it meanwhile
    record.settled = true;
    record.atMs = Date.now();
    current.pendingPurges.shift();
    current.broadcast?.(record.prefixes);
  }
}

function scheduleDrain(ms: number): void {
  const current = state();
  if (current.retryTimer) return;
  current.retryTimer = setTimeout(() => {
    current.retryTimer = undefined;
    void drainPurges();
  }, ms);
  current.retryTimer.unref?.();
}

/** Installs (or, with undefined, removes) the hook that sends purges to the other instances. */
export function setPageCachePurgeBroadcaster(broadcast: PurgeBroadcaster | undefined): void {
  state().broadcast = broadcast;
}

/** Installs (or, with undefined, removes) the shared second level (Redis, set by page-cache-sync). */
export function setSharedPageStore(shared: SharedPageStore | undefined): void {
  const current = state();
  current.shared = shared;
  if (!shared) {
    // Without a shared level there is nothing left to delete: announce what was waiting.
    for (const record of current.pendingPurges.splice(0)) {
      record.settled = true;
      current.broadcast?.(record.prefixes);
    }
  }
}

/** For tests: resolves once this process's purges have reached the shared level (or failed to, for now). */
export function pageCachePurgesSettled(): Promise<void> {
  return drainPurges();
}

declare module '../process-state' {
  interface ProcessStateHooks {
    /** Forget everything (entries, purges, the shared level and the broadcaster). */
    'page-cache': () => void;
  }
}
registerProcessStateHook('page-cache', () => {
  const holder = globalThis as typeof globalThis & { [STATE_KEY]?: PageCacheState };
  const previous = holder[STATE_KEY];
  if (previous?.retryTimer) clearTimeout(previous.retryTimer);
  holder[STATE_KEY] = undefined;
});

/** For tests and benches. */
export function pageCacheSize(): { entries: number; bytes: number } {
  return state().store.size;
}
