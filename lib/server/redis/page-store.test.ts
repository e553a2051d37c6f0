// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from 'redis';
import { server } from '@/tests/msw/server';
import {
  lookupPage,
  pageCachePurgesSettled,
  purgeLocalPageCache,
  purgePageCache,
  setSharedPageStore,
  type CachedPage,
  type PageLookup,
} from '../../page-cache';
import { redisReady, type RedisClient } from './index';
import { decodePage, encodePage, RedisPageStore } from './page-store';
import { captureLogs } from '@/tests/logs';
import { forgetProcessState } from '@/tests/process-state';

/*
 * The Redis level of the page cache. The format and the dead-Redis fallback need no Redis; the rest runs
 * against a real Redis when REDIS_TEST_URL is set (`npm run test:scale` sets it). Two real instances
 * sharing pages are checked end to end by `npm run test:scale`.
 */
const REDIS_TEST_URL = process.env.REDIS_TEST_URL;

const page = (overrides: Partial<CachedPage> = {}): CachedPage => ({
  html: '<html><script nonce="0123456789abcdef0123456789abcdef"></script>ñ</html>',
  token: '0123456789abcdef0123456789abcdef',
  headers: [
    ['content-type', 'text/html; charset=utf-8'],
    ['link', '<https://x/en>; rel="alternate"'],
  ],
  storedAtMs: 1_800_000_000_000,
  ttlMs: 300_000,
  ...overrides,
});

describe('the stored form of a page', () => {
  it('round-trips a page and refuses anything else', () => {
    expect(decodePage(encodePage(page()))).toEqual(page());
    for (const bad of [
      '',
      'nope',
      'null',
      '{"v":2}',
      JSON.stringify({ ...JSON.parse(encodePage(page())), v: 2 }),
      JSON.stringify({ ...JSON.parse(encodePage(page())), token: '<script>' }),
      JSON.stringify({ ...JSON.parse(encodePage(page())), headers: [['a']] }),
      JSON.stringify({ ...JSON.parse(encodePage(page())), storedAtMs: 'x' }),
      encodePage(page()).slice(0, -5),
    ]) {
      expect(decodePage(bad), bad).toBeUndefined();
    }
  });
});

const origin = 'http://localhost:3000';
const options = { ttlSeconds: 300, maxAgeSeconds: 3000, origin };
let renders = 0;

function renderHandler() {
  server.use(
    http.get(`${origin}/*`, ({ request }) => {
      renders += 1;
      return new HttpResponse(`<html>${new URL(request.url).pathname}</html>`, {
        headers: { 'content-type': 'text/html' },
      });
    }),
  );
}

describe('the page cache with REDIS_URL pointing at a dead Redis', () => {
  afterEach(async () => {
    forgetProcessState('page-cache');
    await forgetProcessState('redis');
    forgetProcessState('config');
  });

  // How long a lookup may wait for the shared level is lib/page-cache/index.test.ts's concern (fake timers).
  it('renders once, serves from memory and purges, with one warning', async () => {
    const logs = captureLogs();
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:1');
    forgetProcessState('config');
    forgetProcessState('page-cache');
    renders = 0;
    renderHandler();
    setSharedPageStore(new RedisPageStore(redisReady));
    const first = await lookupPage(new Request(`${origin}/faq`), options);
    const second = await lookupPage(new Request(`${origin}/faq`), options);
    expect((first as PageLookup).outcome).toBe('miss');
    expect((second as PageLookup).outcome).toBe('hit');
    expect(renders).toBe(1);
    expect(purgePageCache(['/faq'])).toBe(1);
    await pageCachePurgesSettled();
    const pageCacheWarnings = logs.messages('warn').filter((message) => message.includes('Redis unavailable'));
    expect(pageCacheWarnings).toHaveLength(1);
  });
});

describe.skipIf(!REDIS_TEST_URL)('RedisPageStore (real Redis at REDIS_TEST_URL)', () => {
  const clients: RedisClient[] = [];
  const prefix = `test:${randomUUID()}:page:`;
  const generationKey = `test:${randomUUID()}:generation`;
  let a: RedisPageStore;
  let b: RedisPageStore;
  let raw: RedisClient;

  async function connectedClient(): Promise<RedisClient> {
    const client: RedisClient = createClient({ url: REDIS_TEST_URL });
    client.on('error', () => undefined);
    await client.connect();
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    const [ca, cb] = [await connectedClient(), await connectedClient()];
    raw = await connectedClient();
    a = new RedisPageStore(async () => ca, prefix, generationKey);
    b = new RedisPageStore(async () => cb, prefix, generationKey, 4096);
  });

  afterAll(async () => {
    const keys = await raw.keys(`${prefix}*`);
    if (keys.length) await raw.del(keys);
    await raw.del(generationKey);
    await Promise.all(clients.map((c) => c.close()));
  });

  it('stores a page under the namespace with its expiry; another instance reads it unchanged', async () => {
    const { page: missing, generation } = await b.read('/faq');
    expect(missing).toBeUndefined();
    expect(await a.write('/faq', page(), 60_000, generation)).toBe(true);
    expect(await b.read('/faq')).toEqual({ page: page(), generation });
    const ttl = await raw.pTTL(`${prefix}/faq`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('refuses a write whose render started before a purge', async () => {
    const { generation } = await a.read('/servicios');
    await b.purge(['/nothing-here']);
    expect(await a.write('/servicios', page(), 60_000, generation)).toBe(false);
    expect(await raw.exists(`${prefix}/servicios`)).toBe(0);
  });

  it('purges by prefix (literally: query strings and glob characters), then everything', async () => {
    const { generation } = await a.read('x');
    const keys = ['/faq', '/faq?q=[a]*', '/en/faq', '/servicios', '/servicios/mascotas', '/f'];
    for (const key of keys) expect(await a.write(key, page(), 60_000, generation)).toBe(true);
    expect(await a.purge(['/faq?q=[a]', '/en/faq'])).toBe(2);
    expect((await raw.keys(`${prefix}*`)).sort()).toEqual(
      ['/f', '/faq', '/servicios', '/servicios/mascotas'].map((k) => prefix + k).sort(),
    );
    expect(await b.purge(['/servicios'])).toBe(2);
    expect(await b.purge()).toBe(2);
    expect(await raw.keys(`${prefix}*`)).toEqual([]);
  });

  it('caps the size of what it shares', async () => {
    const { generation } = await b.read('big');
    expect(await b.write('/big', page({ html: 'x'.repeat(5000) }), 60_000, generation)).toBe(false);
    expect(await raw.exists(`${prefix}/big`)).toBe(0);
    // A value stored by an instance with a larger cap is not taken by one with a smaller cap.
    expect(await a.write('/big', page({ html: 'x'.repeat(5000) }), 60_000, generation)).toBe(true);
    expect((await b.read('/big')).page).toBeUndefined();
  });

  describe('as the page cache level of the process (REDIS_URL)', () => {
    beforeEach(() => {
      vi.stubEnv('REDIS_URL', REDIS_TEST_URL);
      forgetProcessState('config');
      forgetProcessState('page-cache');
      renders = 0;
      renderHandler();
      setSharedPageStore(new RedisPageStore(redisReady));
    });

    afterEach(async () => {
      forgetProcessState('page-cache');
      await forgetProcessState('redis');
      forgetProcessState('config');
    });

    it('serves a page rendered once to an instance that never rendered it, until it is purged', async () => {
      const path = `/test-${randomUUID()}`;
      const first = (await lookupPage(new Request(`${origin}${path}`), options)) as PageLookup;
      expect(first.outcome).toBe('miss');
      await vi.waitFor(async () => expect(await raw.exists(`eldorado:page:${path}`)).toBe(1), { timeout: 10_000 });
      // Another instance: nothing in its memory.
      purgeLocalPageCache();
      const elsewhere = (await lookupPage(new Request(`${origin}${path}`), options)) as PageLookup;
      expect(elsewhere.outcome).toBe('hit');
      expect(elsewhere.page).toEqual(first.page);
      expect(renders).toBe(1);
      purgePageCache([path]);
      await pageCachePurgesSettled();
      expect(await raw.exists(`eldorado:page:${path}`)).toBe(0);
      expect((await lookupPage(new Request(`${origin}${path}`), options)) as PageLookup).toMatchObject({
        outcome: 'miss',
      });
      expect(renders).toBe(2);
    });
  });
});
