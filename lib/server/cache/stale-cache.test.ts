// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { captureLogs } from '@/tests/logs';
import { createStaleCache, type StaleCacheOptions } from './stale-cache';

function setup(options: Partial<StaleCacheOptions<string>> = {}) {
  let clock = 1_000_000;
  const load = vi.fn<() => Promise<string>>();
  const cache = createStaleCache({
    name: 'test',
    load,
    now: () => clock,
    ttlMs: 60_000,
    retryAfterFailureMs: 10_000,
    ...options,
  });
  return { cache, load, advance: (ms: number) => (clock += ms), at: () => clock };
}

/** Lets a load started in the background settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createStaleCache', () => {
  it('loads once per TTL', async () => {
    const { cache, load, advance } = setup();
    load.mockResolvedValueOnce('a').mockResolvedValueOnce('b');
    expect(await cache.get()).toBe('a');
    advance(59_000);
    expect(await cache.get()).toBe('a');
    expect(load).toHaveBeenCalledTimes(1);
    advance(1_000);
    expect(await cache.get()).toBe('b');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent callers', async () => {
    const { cache, load } = setup();
    load.mockResolvedValue('a');
    await Promise.all([cache.get(), cache.get(), cache.read()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves the last good value when a load fails, and retries later', async () => {
    const { cache, load, advance } = setup();
    load.mockResolvedValueOnce('good').mockRejectedValueOnce(new Error('db down'));
    await cache.get();
    advance(61_000);
    expect(await cache.get()).toBe('good');
    advance(5_000);
    await cache.get();
    expect(load).toHaveBeenCalledTimes(2); // still backing off
    load.mockResolvedValueOnce('fresh');
    advance(5_000);
    expect(await cache.get()).toBe('fresh');
  });

  it('says when the value was loaded and whether the last load failed', async () => {
    const { cache, load, advance, at } = setup();
    load.mockResolvedValueOnce('good').mockRejectedValueOnce(new Error('feed down')).mockResolvedValueOnce('fresh');
    const loadedAt = at();
    expect(await cache.read()).toEqual({ value: 'good', fetchedAtMs: loadedAt, stale: false });
    advance(60_000);
    expect(await cache.read()).toEqual({ value: 'good', fetchedAtMs: loadedAt, stale: true });
    advance(5_000);
    expect(await cache.read()).toEqual({ value: 'good', fetchedAtMs: loadedAt, stale: true });
    advance(5_000);
    expect(await cache.read()).toEqual({ value: 'fresh', fetchedAtMs: at(), stale: false });
  });

  it('logs a failure with the cache name and the original error', async () => {
    const logs = captureLogs();
    const { cache, load, advance } = setup({ name: 'parking' });
    load.mockResolvedValueOnce('good').mockRejectedValueOnce(new Error('feed answered 502'));
    await cache.get();
    advance(60_000);
    await cache.get();
    expect(logs.records()).toEqual([
      expect.objectContaining({
        level: 'warn',
        cache: 'parking',
        msg: 'parking: load failed; serving the last good data',
        err: expect.objectContaining({ message: 'feed answered 502' }),
      }),
    ]);
  });

  it('throws a 503 AppError when it never loaded a value', async () => {
    const { cache, load } = setup({ unavailableMessage: 'The configuration is unavailable.' });
    const cause = new Error('db down');
    load.mockRejectedValue(cause);
    await expect(cache.get()).rejects.toMatchObject({
      status: 503,
      code: 'service_unavailable',
      message: 'The configuration is unavailable.',
      retryAfterSeconds: 10,
      cause,
    });
    await expect(cache.read()).rejects.toMatchObject({ status: 503 });
  });

  it('loads again after invalidate()', async () => {
    const { cache, load } = setup();
    load.mockResolvedValue('a');
    await cache.get();
    cache.invalidate();
    await cache.get();
    expect(load).toHaveBeenCalledTimes(2);
  });

  describe('revalidating in the background', () => {
    it('waits for the first load only', async () => {
      const { cache, load } = setup({ revalidateInBackground: true });
      load.mockResolvedValueOnce('a');
      expect(await cache.get()).toBe('a');
    });

    it('serves the held value at once when it is due and takes the new one when it arrives', async () => {
      const { cache, load, advance } = setup({ revalidateInBackground: true });
      load.mockResolvedValueOnce('a');
      await cache.get();
      advance(60_000);
      let resolveLoad: (value: string) => void = () => undefined;
      load.mockReturnValueOnce(new Promise((resolve) => (resolveLoad = resolve)));
      expect(await cache.get()).toBe('a');
      expect(await cache.get()).toBe('a');
      expect(load).toHaveBeenCalledTimes(2);
      resolveLoad('b');
      await settle();
      expect(await cache.get()).toBe('b');
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('marks the held value stale when the background load fails, and retries after the back-off', async () => {
      const { cache, load, advance } = setup({ revalidateInBackground: true });
      load.mockResolvedValueOnce('a').mockRejectedValueOnce(new Error('upstream down'));
      const first = await cache.read();
      advance(60_000);
      expect(await cache.read()).toMatchObject({ value: 'a', stale: false });
      await settle();
      expect(await cache.read()).toEqual({ value: 'a', fetchedAtMs: first.fetchedAtMs, stale: true });
      expect(load).toHaveBeenCalledTimes(2);
      load.mockResolvedValueOnce('b');
      advance(10_000);
      expect(await cache.read()).toMatchObject({ value: 'a', stale: true });
      await settle();
      expect(await cache.read()).toMatchObject({ value: 'b', stale: false });
    });
  });
});
