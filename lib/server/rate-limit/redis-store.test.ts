// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from 'redis';
import { AppError } from '../../http/errors';
import { RedisUnavailableError, type RedisClient } from '../redis';
import {
  checkRateLimits,
  consumeRateLimits,
  enforceRateLimits,
  MemoryRateLimitStore,
  rateLimitStore,
  type RateLimitStore,
} from './index';
import { FallbackRateLimitStore, RedisRateLimitStore } from './redis-store';
import { captureLogs } from '@/tests/logs';
import { forgetProcessState } from '@/tests/process-state';

/*
 * The Redis store runs against a real Redis only when REDIS_TEST_URL is set (`npm run test:scale` sets
 * it to the redis-server it starts; or `redis-server --port 6390 --save ''` and
 * `REDIS_TEST_URL=redis://127.0.0.1:6390 npx vitest run lib/server/rate-limit`). The fallback tests
 * need no Redis and run in `npm test`.
 */
const REDIS_TEST_URL = process.env.REDIS_TEST_URL;
if (!REDIS_TEST_URL) {
  console.info(
    '[redis-store.test] REDIS_TEST_URL is not set: the tests against a real Redis are skipped (npm run test:scale runs them).',
  );
}

const failing: RateLimitStore = {
  hit: () => Promise.reject(new RedisUnavailableError()),
  peek: () => Promise.reject(new RedisUnavailableError()),
};

describe('FallbackRateLimitStore', () => {
  it('counts in the in-process store while the primary fails, with one warning a minute', async () => {
    const logs = captureLogs();
    const store = new FallbackRateLimitStore(failing, new MemoryRateLimitStore());
    const rule = { key: 'otp:phone:1', limit: 2, windowSeconds: 60 };
    expect((await consumeRateLimits(store, [rule], 0)).allowed).toBe(true);
    expect((await consumeRateLimits(store, [rule], 1)).allowed).toBe(true);
    expect(await consumeRateLimits(store, [rule], 2)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
    expect((await checkRateLimits(store, [rule], 3)).allowed).toBe(false);
    expect(logs.messages('warn')).toEqual([expect.stringContaining('Redis unavailable')]);
  });

  it('uses the primary while it answers', async () => {
    const primary = new MemoryRateLimitStore();
    const fallback = new MemoryRateLimitStore();
    const store = new FallbackRateLimitStore(primary, fallback);
    await store.hit('k', 1000, 0);
    expect(await primary.peek('k', 1)).toEqual({ count: 1, resetAtMs: 1000 });
    expect(await fallback.peek('k', 1)).toBeUndefined();
  });
});

describe('rate limits with REDIS_URL pointing at a dead Redis', () => {
  afterEach(async () => {
    forgetProcessState('rate-limits');
    await forgetProcessState('redis');
    forgetProcessState('config');
  });

  it('never throws a 500: the limits hold in this instance (429 after the limit)', async () => {
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:1');
    forgetProcessState('config');
    forgetProcessState('rate-limits');
    const rule = { key: `dead:${randomUUID()}`, limit: 1, windowSeconds: 60 };
    expect(rateLimitStore()).toBeInstanceOf(FallbackRateLimitStore);
    await enforceRateLimits([rule]);
    const error = await enforceRateLimits([rule]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(429);
  });
});

describe.skipIf(!REDIS_TEST_URL)('RedisRateLimitStore (real Redis at REDIS_TEST_URL)', () => {
  const clients: RedisClient[] = [];
  const prefix = `test:${randomUUID()}:`;

  async function connectedClient(): Promise<RedisClient> {
    const client: RedisClient = createClient({ url: REDIS_TEST_URL });
    client.on('error', () => undefined);
    await client.connect();
    clients.push(client);
    return client;
  }

  /** Two stores with their own connections: two instances of the site. */
  let a: RedisRateLimitStore;
  let b: RedisRateLimitStore;
  let raw: RedisClient;

  beforeAll(async () => {
    const [ca, cb] = [await connectedClient(), await connectedClient()];
    raw = await connectedClient();
    a = new RedisRateLimitStore(async () => ca, prefix);
    b = new RedisRateLimitStore(async () => cb, prefix);
  });

  afterAll(async () => {
    const keys = await raw.keys(`${prefix}*`);
    if (keys.length) await raw.del(keys);
    await Promise.all(clients.map((c) => c.close()));
  });

  const rule = (key: string) => ({ key, limit: 3, windowSeconds: 60 });

  it('shares one window between instances and refuses after the limit with the seconds left', async () => {
    const t0 = 1_800_000_000_000;
    const r = rule('shared');
    expect((await consumeRateLimits(a, [r], t0)).allowed).toBe(true);
    expect((await consumeRateLimits(b, [r], t0 + 1)).allowed).toBe(true);
    expect((await consumeRateLimits(a, [r], t0 + 2)).allowed).toBe(true);
    expect(await consumeRateLimits(b, [r], t0 + 10_000)).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 50,
    });
    expect((await checkRateLimits(a, [r], t0 + 10_001)).allowed).toBe(false);
  });

  it('counts concurrent hits from both instances exactly once each', async () => {
    const t0 = 1_800_000_000_000;
    const hits = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit('concurrent', 60_000, t0 + i)),
    );
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(new Set(hits.map((h) => h.resetAtMs)).size).toBe(1);
  });

  it('opens a new window once the old one has passed, and the key expires with its window', async () => {
    const t0 = 1_800_000_000_000;
    for (let i = 0; i < 4; i++) await a.hit('window', 60_000, t0);
    expect(await b.hit('window', 60_000, t0 + 60_000)).toEqual({ count: 1, resetAtMs: t0 + 120_000 });
    const ttl = await raw.pTTL(`${prefix}window`);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('peek does not count and ignores a passed window', async () => {
    const t0 = 1_800_000_000_000;
    expect(await a.peek('peek', t0)).toBeUndefined();
    await a.hit('peek', 1000, t0);
    expect(await b.peek('peek', t0 + 1)).toEqual({ count: 1, resetAtMs: t0 + 1000 });
    expect(await b.peek('peek', t0 + 1)).toEqual({ count: 1, resetAtMs: t0 + 1000 });
    expect(await b.peek('peek', t0 + 1000)).toBeUndefined();
  });

  it('is the process store when REDIS_URL is set', async () => {
    vi.stubEnv('REDIS_URL', REDIS_TEST_URL);
    forgetProcessState('config');
    forgetProcessState('rate-limits');
    try {
      const key = `process:${randomUUID()}`;
      await enforceRateLimits([{ key, limit: 5, windowSeconds: 60 }]);
      expect(await raw.hGet(`eldorado:rate-limit:${key}`, 'count')).toBe('1');
      await raw.del(`eldorado:rate-limit:${key}`);
    } finally {
      forgetProcessState('rate-limits');
      await forgetProcessState('redis');
      forgetProcessState('config');
    }
  });
});
