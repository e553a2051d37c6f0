// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import {
  lookupPage,
  MAX_QUERY_VARIANTS_PER_PATH,
  cacheKeyOf,
  pageCachePurgesSettled,
  pageCacheSize,
  purgeLocalPageCache,
  purgePageCache,
  setPageCachePurgeBroadcaster,
  setSharedPageStore,
  SHARED_READ_TIMEOUT_MS,
  type CachedPage,
  type PageLookup,
  type SharedPageRead,
  type SharedPageStore,
} from './index';
import { purgeCovers } from './store';
import { captureLogs } from '@/tests/logs';
import { forgetProcessState } from '@/tests/process-state';

/*
 * The two levels of the page cache: this process's memory, then a store shared by every instance
 * (Redis in production: lib/server/redis/page-store.ts, tested against a real Redis there). Here the
 * shared level is an in-memory stand-in with Redis's semantics (values copied as JSON, expiry given,
 * the purge generation refusing writes of renders that started before a purge).
 */

class FakeSharedStore implements SharedPageStore {
  readonly entries = new Map<string, { json: string; expireMs: number }>();
  generation = 0;
  reads = 0;
  /** Set to make every call fail like a Redis that is down. */
  failure: Error | undefined;
  /** Set to make reads hang like a Redis that does not answer. */
  hang = false;
  readonly events: string[] = [];

  async read(key: string): Promise<SharedPageRead> {
    this.reads += 1;
    if (this.failure) throw this.failure;
    if (this.hang) await new Promise(() => undefined);
    const entry = this.entries.get(key);
    return { page: entry && (JSON.parse(entry.json) as CachedPage), generation: String(this.generation) };
  }

  async write(key: string, page: CachedPage, expireMs: number, generation: string): Promise<boolean> {
    if (this.failure) throw this.failure;
    if (generation !== String(this.generation)) return false;
    this.entries.set(key, { json: JSON.stringify(page), expireMs });
    return true;
  }

  async purge(prefixes?: readonly string[]): Promise<number> {
    if (this.failure) throw this.failure;
    this.generation += 1;
    let deleted = 0;
    for (const key of [...this.entries.keys()]) {
      if (purgeCovers(prefixes, key)) {
        this.entries.delete(key);
        deleted += 1;
      }
    }
    this.events.push(`shared purge ${prefixes ? prefixes.join(',') : 'all'}`);
    return deleted;
  }

  /** A page as another instance would have stored it. */
  put(key: string, page: Partial<CachedPage> & { storedAtMs: number }): void {
    const full: CachedPage = {
      html: `<html><script nonce="${'b'.repeat(32)}"></script>from another instance</html>`,
      token: 'b'.repeat(32),
      headers: [['content-type', 'text/html; charset=utf-8']],
      ttlMs: 300_000,
      ...page,
    };
    this.entries.set(key, { json: JSON.stringify(full), expireMs: 3_000_000 });
  }
}

const origin = 'http://localhost:3000';
const options: { ttlSeconds: number; maxAgeSeconds: number; origin: string; query?: readonly string[] } = {
  ttlSeconds: 300,
  maxAgeSeconds: 3000,
  origin,
};
const lookup = (path: string, extra: Partial<typeof options> & { nowMs?: number } = {}) =>
  lookupPage(new Request(`${origin}${path}`), { ...options, ...extra });
const outcomeOf = (result: Awaited<ReturnType<typeof lookupPage>>) =>
  typeof result === 'object' ? (result as PageLookup).outcome : result;

let renders: string[];
let shared: FakeSharedStore;
let broadcasts: string[];
let renderBody: (path: string) => string;

beforeEach(() => {
  forgetProcessState('page-cache');
  renders = [];
  broadcasts = [];
  renderBody = (path) => `<html>rendered ${path}</html>`;
  shared = new FakeSharedStore();
  setSharedPageStore(shared);
  setPageCachePurgeBroadcaster((prefixes) => {
    broadcasts.push(prefixes ? prefixes.join(',') : 'all');
    shared.events.push(`broadcast ${prefixes ? prefixes.join(',') : 'all'}`);
  });
  server.use(
    http.get(`${origin}/*`, ({ request }) => {
      const path = new URL(request.url).pathname;
      renders.push(path);
      return new HttpResponse(renderBody(path), { headers: { 'content-type': 'text/html; charset=utf-8' } });
    }),
  );
});

afterEach(() => {
  forgetProcessState('page-cache');
});

describe('two-level page cache: memory, then the shared level (Redis)', () => {
  it('serves a page another instance rendered without rendering it, keeping its age', async () => {
    const storedAtMs = Date.now() - 10_000;
    shared.put('/servicios/mascotas', { storedAtMs });
    const first = await lookup('/servicios/mascotas');
    expect(outcomeOf(first)).toBe('hit');
    expect((first as PageLookup).page.storedAtMs).toBe(storedAtMs);
    expect((first as PageLookup).page.html).toContain('from another instance');
    expect(renders).toEqual([]);
    // Now in this instance's memory: the next hit does not ask the shared level.
    const second = await lookup('/servicios/mascotas');
    expect(outcomeOf(second)).toBe('hit');
    expect(shared.reads).toBe(1);
  });

  it('writes every render to the shared level, expiring when the page is too old to serve', async () => {
    const first = await lookup('/faq');
    expect(outcomeOf(first)).toBe('miss');
    expect(renders).toEqual(['/faq']);
    await vi.waitFor(() => expect(shared.entries.has('/faq')).toBe(true), { timeout: 10_000 });
    const stored = shared.entries.get('/faq');
    expect(JSON.parse(stored?.json ?? '{}')).toEqual((first as PageLookup).page);
    expect(stored?.expireMs).toBeGreaterThan(2_990_000);
    expect(stored?.expireMs).toBeLessThanOrEqual(3_000_000);
    // Another instance (this one with its memory dropped) gets it from the shared level.
    purgeLocalPageCache();
    expect(outcomeOf(await lookup('/faq'))).toBe('hit');
    expect(renders).toEqual(['/faq']);
  });

  it('serves an expired shared copy as stale and refreshes both levels in the background', async () => {
    shared.put('/faq', { storedAtMs: Date.now() - 400_000 });
    const stale = await lookup('/faq');
    expect(outcomeOf(stale)).toBe('stale');
    await vi.waitFor(() => expect(renders).toEqual(['/faq']), { timeout: 10_000 });
    await vi.waitFor(() => expect(shared.entries.get('/faq')?.json).toContain('rendered /faq'), { timeout: 10_000 });
    expect(outcomeOf(await lookup('/faq'))).toBe('hit');
  });

  it('renders when the shared copy is too old even to be served stale', async () => {
    shared.put('/faq', { storedAtMs: Date.now() - 3_001_000 });
    expect(outcomeOf(await lookup('/faq'))).toBe('miss');
    expect(renders).toEqual(['/faq']);
  });

  it('refreshes an expired memory entry from a fresher shared copy (another instance refreshed it)', async () => {
    const first = (await lookup('/faq')) as PageLookup;
    await vi.waitFor(() => expect(shared.entries.has('/faq')).toBe(true), { timeout: 10_000 });
    const nowMs = first.page.storedAtMs + 301_000;
    shared.put('/faq', { storedAtMs: first.page.storedAtMs + 1, html: '<html>refreshed elsewhere</html>' });
    expect(outcomeOf(await lookup('/faq', { nowMs }))).toBe('stale');
    await vi.waitFor(
      async () => expect(((await lookup('/faq')) as PageLookup).page.html).toBe('<html>refreshed elsewhere</html>'),
      { timeout: 10_000 },
    );
    expect(renders).toEqual(['/faq']);
  });

  it('shares one shared read and one render between concurrent misses', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => lookup('/faq')));
    expect(results.map(outcomeOf)).toEqual(['miss', 'miss', 'miss', 'miss', 'miss']);
    expect(shared.reads).toBe(1);
    expect(renders).toEqual(['/faq']);
  });
});

describe('purges with the shared level', () => {
  it('deletes the shared copies first, then tells the other instances', async () => {
    await lookup('/faq');
    await lookup('/en/faq');
    await lookup('/servicios');
    await vi.waitFor(() => expect(shared.entries.size).toBe(3), { timeout: 10_000 });
    expect(purgePageCache(['/faq', '/en/faq'])).toBe(2);
    expect(broadcasts).toEqual([]); // not before the shared level has been purged
    await pageCachePurgesSettled();
    expect([...shared.entries.keys()]).toEqual(['/servicios']);
    expect(shared.events).toEqual(['shared purge /faq,/en/faq', 'broadcast /faq,/en/faq']);
    expect(outcomeOf(await lookup('/faq'))).toBe('miss');
    purgePageCache();
    await pageCachePurgesSettled();
    expect(shared.entries.size).toBe(0);
    expect(broadcasts).toEqual(['/faq,/en/faq', 'all']);
  });

  it('never stores a render that was running when the page was purged (it may show the old content)', async () => {
    server.use(
      http.get(`${origin}/*`, async ({ request }) => {
        renders.push(new URL(request.url).pathname);
        await delay(300);
        return new HttpResponse('<html>old</html>', { headers: { 'content-type': 'text/html' } });
      }),
    );
    const running = lookup('/faq');
    await vi.waitFor(() => expect(renders).toEqual(['/faq']), { interval: 5, timeout: 10_000 });
    purgePageCache(['/faq']);
    // This request still gets the page it waited for, but it is kept in neither level.
    expect(outcomeOf(await running)).toBe('miss');
    await pageCachePurgesSettled();
    expect(pageCacheSize().entries).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shared.entries.has('/faq')).toBe(false);
  });

  it('refuses, on the shared level, a render whose generation predates a purge by another instance', async () => {
    server.use(
      http.get(`${origin}/*`, async ({ request }) => {
        renders.push(new URL(request.url).pathname);
        await delay(300);
        return new HttpResponse('<html>old</html>', { headers: { 'content-type': 'text/html' } });
      }),
    );
    const running = lookup('/faq');
    await vi.waitFor(() => expect(renders).toEqual(['/faq']), { interval: 5, timeout: 10_000 });
    shared.generation += 1; // another instance purged after this render read the shared level
    await running;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shared.entries.has('/faq')).toBe(false);
    expect(pageCacheSize().entries).toBe(1); // its own memory is fine: the other instance's event purges it
  });
});

describe('when the shared level fails', () => {
  it('renders as without it, with one warning, and never throws', async () => {
    const logs = captureLogs();
    shared.failure = new Error('The client is closed');
    expect(outcomeOf(await lookup('/faq'))).toBe('miss');
    expect(outcomeOf(await lookup('/faq'))).toBe('hit');
    expect(outcomeOf(await lookup('/en/faq'))).toBe('miss');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toEqual(['/faq', '/en/faq']);
    expect(logs.messages('warn')).toEqual([expect.stringContaining('Redis unavailable')]);
  });

  it(`waits for a shared level that does not answer until ${SHARED_READ_TIMEOUT_MS} ms have passed, then renders`, async () => {
    // Timers only: the loopback render (msw) runs on promises. Elapsed wall-clock time is never asserted.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      shared.hang = true;
      let settled = false;
      const running = lookup('/faq').finally(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(SHARED_READ_TIMEOUT_MS - 1);
      expect(shared.reads).toBe(1);
      expect(renders).toEqual([]); // still waiting for the shared level
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(outcomeOf(await running)).toBe('miss');
      expect(renders).toEqual(['/faq']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a purge it could not apply, ignores the shared copies meanwhile, and sends it once Redis is back', async () => {
    await lookup('/faq');
    await vi.waitFor(() => expect(shared.entries.has('/faq')).toBe(true), { timeout: 10_000 });
    shared.failure = new Error('ECONNREFUSED');
    expect(purgePageCache(['/faq'])).toBe(1);
    await pageCachePurgesSettled();
    expect(broadcasts).toEqual([]); // the others would refill from the old shared copy
    shared.failure = undefined;
    // The stale shared copy is not used while the purge is pending: the page is rendered again.
    expect(outcomeOf(await lookup('/faq'))).toBe('miss');
    expect(renders).toEqual(['/faq', '/faq']);
    // The retry (after 1 s) deletes the shared copies, then announces the purge.
    await vi.waitFor(() => expect(broadcasts).toEqual(['/faq']), { timeout: 3000 });
    expect(shared.events).toEqual(['shared purge /faq', 'broadcast /faq']);
  });
});

describe('without a shared level', () => {
  it('purges announce at once, as before', () => {
    setSharedPageStore(undefined);
    purgePageCache(['/faq']);
    expect(broadcasts).toEqual(['/faq']);
  });
});

describe('query variants', () => {
  const board = { query: ['q', 'page'] };

  it('keys a page by the parameters it reads only: campaign tags, client-island flags and junk share its entry', async () => {
    expect(outcomeOf(await lookup('/vuelos/salidas?page=2&q=av', board))).toBe('miss');
    expect(outcomeOf(await lookup('/vuelos/salidas?q=av&page=2&utm_source=mail', board))).toBe('hit');
    expect(outcomeOf(await lookup('/vuelos/salidas?chatbot=1&q=av&page=2', board))).toBe('hit');
    expect(outcomeOf(await lookup('/faq?x=1'))).toBe('miss');
    for (let i = 0; i < 50; i += 1) expect(outcomeOf(await lookup(`/faq?junk=${i}`))).toBe('hit');
    expect(pageCacheSize().entries).toBe(2);
    // The page is rendered from the key, so what is stored never depends on an ignored parameter.
    expect(renders).toEqual(['/vuelos/salidas', '/faq']);
    expect(cacheKeyOf(new URL(`${origin}/vuelos/salidas?utm=1&q=av&page=2`), board.query)).toBe(
      '/vuelos/salidas?page=2&q=av',
    );
  });

  it(`keeps at most ${MAX_QUERY_VARIANTS_PER_PATH} per path: the values a visitor types cannot push real pages out`, async () => {
    expect(outcomeOf(await lookup('/vuelos/salidas', board))).toBe('miss');
    for (let i = 0; i < MAX_QUERY_VARIANTS_PER_PATH - 1; i += 1) {
      expect(outcomeOf(await lookup(`/vuelos/salidas?q=${i}`, board))).toBe('miss');
    }
    // The next new variant is rendered by the caller, uncached (the proxy then renders it as usual).
    expect(await lookup('/vuelos/salidas?q=new-1', board)).toBeUndefined();
    expect(await lookup('/vuelos/salidas?q=new-2', board)).toBeUndefined();
    expect(pageCacheSize().entries).toBe(MAX_QUERY_VARIANTS_PER_PATH);
    // What is stored keeps being served, and other paths are not affected.
    expect(outcomeOf(await lookup('/vuelos/salidas?junk=1', board))).toBe('hit');
    expect(outcomeOf(await lookup('/vuelos/salidas?q=3', board))).toBe('hit');
    expect(outcomeOf(await lookup('/vuelos/llegadas?q=1', board))).toBe('miss');
    // A purge frees the slots.
    purgeLocalPageCache(['/vuelos/salidas']);
    expect(outcomeOf(await lookup('/vuelos/salidas?q=new-1', board))).toBe('miss');
  });
});
