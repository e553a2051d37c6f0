// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from 'redis';
import { type RedisClient } from './index';
import { PAGE_CACHE_PURGE_CHANNEL, parsePurgeMessage, startPageCacheSync } from './page-cache-sync';
import { RedisPageStore } from './page-store';
import { forgetProcessState } from '@/tests/process-state';

/*
 * The pub/sub tests need a real Redis: they run when REDIS_TEST_URL is set (`npm run test:scale` sets it).
 * Two real instances sharing purges are checked end to end by `npm run test:scale`.
 */
const REDIS_TEST_URL = process.env.REDIS_TEST_URL;

const pageCache = vi.hoisted(() => ({
  purgeLocalPageCache: vi.fn((_prefixes?: readonly string[]) => 0),
  broadcaster: undefined as undefined | ((prefixes: readonly string[] | undefined) => void),
  sharedStore: undefined as unknown,
}));
vi.mock('../../page-cache', () => ({
  purgeLocalPageCache: pageCache.purgeLocalPageCache,
  setPageCachePurgeBroadcaster: (fn: typeof pageCache.broadcaster) => {
    pageCache.broadcaster = fn;
  },
  setSharedPageStore: (store: unknown) => {
    pageCache.sharedStore = store;
  },
}));

describe('parsePurgeMessage', () => {
  it('accepts prefixes or null (purge all) from a named instance, and nothing else', () => {
    expect(parsePurgeMessage('{"from":"a","prefixes":["/faq","/en/faq"]}')).toEqual({
      from: 'a',
      prefixes: ['/faq', '/en/faq'],
    });
    expect(parsePurgeMessage('{"from":"a","prefixes":null}')).toEqual({ from: 'a', prefixes: null });
    for (const bad of ['', 'nope', 'null', '{"prefixes":null}', '{"from":"a","prefixes":[1]}', '{"from":"a"}']) {
      expect(parsePurgeMessage(bad)).toBeUndefined();
    }
  });
});

describe('startPageCacheSync without REDIS_URL', () => {
  it('does nothing (the page cache stays per instance)', () => {
    vi.stubEnv('REDIS_URL', '');
    forgetProcessState('config');
    startPageCacheSync();
    expect(pageCache.broadcaster).toBeUndefined();
    expect(pageCache.sharedStore).toBeUndefined();
    forgetProcessState('config');
  });
});

describe.skipIf(!REDIS_TEST_URL)('page-cache purges through Redis (REDIS_TEST_URL)', () => {
  let other: RedisClient;
  const received: string[] = [];

  beforeAll(async () => {
    vi.stubEnv('REDIS_URL', REDIS_TEST_URL);
    forgetProcessState('config');
    other = createClient({ url: REDIS_TEST_URL });
    other.on('error', () => undefined);
    await other.connect();
    const listener = other.duplicate();
    listener.on('error', () => undefined);
    await listener.connect();
    await listener.subscribe(PAGE_CACHE_PURGE_CHANNEL, (message) => received.push(message));
    startPageCacheSync();
    // Wait until this process's subscriber is registered on the channel.
    for (let i = 0; i < 100; i++) {
      if ((await other.pubSubNumSub(PAGE_CACHE_PURGE_CHANNEL))[PAGE_CACHE_PURGE_CHANNEL] === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return async () => {
      await listener.close();
    };
  });

  afterAll(async () => {
    await forgetProcessState('page-cache-sync');
    await forgetProcessState('redis');
    await other.close();
    forgetProcessState('config');
  });

  it('installs the Redis level of the page cache', () => {
    expect(pageCache.sharedStore).toBeInstanceOf(RedisPageStore);
  });

  it('purges locally what another instance purged', async () => {
    await other.publish(
      PAGE_CACHE_PURGE_CHANNEL,
      JSON.stringify({ from: 'instance-b', prefixes: ['/faq', '/en/faq'] }),
    );
    await expect.poll(() => pageCache.purgeLocalPageCache.mock.calls.length).toBe(1);
    expect(pageCache.purgeLocalPageCache).toHaveBeenLastCalledWith(['/faq', '/en/faq']);
    await other.publish(PAGE_CACHE_PURGE_CHANNEL, JSON.stringify({ from: 'instance-b', prefixes: null }));
    await expect.poll(() => pageCache.purgeLocalPageCache.mock.calls.length).toBe(2);
    expect(pageCache.purgeLocalPageCache).toHaveBeenLastCalledWith(undefined);
  });

  it('publishes its own purges, and ignores them when they come back', async () => {
    pageCache.purgeLocalPageCache.mockClear();
    received.length = 0;
    pageCache.broadcaster?.(['/servicios/mascotas']);
    pageCache.broadcaster?.(undefined);
    await expect.poll(() => received.length).toBe(2);
    const [first, second] = received.map((m) => parsePurgeMessage(m));
    expect(first?.prefixes).toEqual(['/servicios/mascotas']);
    expect(second?.prefixes).toBeNull();
    expect(first?.from).toBe(second?.from);
    // Its own events come back on the subscription too; they must not purge a second time.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pageCache.purgeLocalPageCache).not.toHaveBeenCalled();
  });
});
