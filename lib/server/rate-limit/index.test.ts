// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { captureLogs } from '@/tests/logs';
import { AppError } from '../../http/errors';
import {
  checkRateLimits,
  clientIp,
  consumeRateLimits,
  enforceRateLimits,
  MEMORY_STORE_MAX_KEYS,
  MemoryRateLimitStore,
} from './index';

const rule = { key: 'otp:phone:57300', limit: 3, windowSeconds: 60 };

describe('rate limits', () => {
  it('allows up to the limit in a window, then refuses with the seconds left', async () => {
    const store = new MemoryRateLimitStore();
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) expect((await consumeRateLimits(store, [rule], t0 + i)).allowed).toBe(true);
    const refused = await consumeRateLimits(store, [rule], t0 + 10_000);
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 50 });
  });

  it('opens a new window once the old one has passed', async () => {
    const store = new MemoryRateLimitStore();
    for (let i = 0; i < 4; i++) await consumeRateLimits(store, [rule], 0);
    expect((await consumeRateLimits(store, [rule], 60_000)).allowed).toBe(true);
  });

  it('needs every rule to allow the request, and reports the longest wait', async () => {
    const store = new MemoryRateLimitStore();
    const perIp = { key: 'otp:ip:1.2.3.4', limit: 1, windowSeconds: 3600 };
    expect((await consumeRateLimits(store, [rule, perIp], 0)).allowed).toBe(true);
    const second = await consumeRateLimits(store, [rule, perIp], 1000);
    expect(second.allowed).toBe(false);
    expect(second.retryAfterSeconds).toBe(3599);
  });

  it('check does not count a hit', async () => {
    const store = new MemoryRateLimitStore();
    for (let i = 0; i < 3; i++) await consumeRateLimits(store, [rule], 0);
    expect((await checkRateLimits(store, [rule], 1)).allowed).toBe(false);
    expect((await checkRateLimits(store, [{ ...rule, key: 'other' }], 1)).allowed).toBe(true);
  });

  it('enforce throws a 429 AppError with Retry-After', async () => {
    const store = new MemoryRateLimitStore();
    await enforceRateLimits([{ ...rule, limit: 1 }], { store });
    const error = await enforceRateLimits([{ ...rule, limit: 1 }], { store }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(429);
    expect((error as AppError).retryAfterSeconds).toBeGreaterThan(0);
  });

  describe('client address', () => {
    const request = (headers: Record<string, string>) => new Request('http://x/', { headers });

    it('behind one proxy, takes the entry the proxy wrote, not what the client wrote', () => {
      // The client sent "1.1.1.1"; the proxy appended the address it saw.
      expect(clientIp(request({ 'x-forwarded-for': '1.1.1.1, 203.0.113.9' }), 1)).toBe('203.0.113.9');
      expect(clientIp(request({ 'x-forwarded-for': '203.0.113.9' }), 1)).toBe('203.0.113.9');
      // Rotating the spoofed part does not change the bucket.
      expect(clientIp(request({ 'x-forwarded-for': '9.9.9.9, 8.8.8.8, 203.0.113.9' }), 1)).toBe('203.0.113.9');
    });

    it('counts hops from the right when several proxies append', () => {
      const xff = { 'x-forwarded-for': 'spoofed, 203.0.113.9, 10.0.0.1' };
      expect(clientIp(request(xff), 2)).toBe('203.0.113.9');
      expect(clientIp(request(xff), 1)).toBe('10.0.0.1');
      // A request that skipped a proxy has a shorter list: its leftmost entry.
      expect(clientIp(request({ 'x-forwarded-for': '203.0.113.9' }), 2)).toBe('203.0.113.9');
    });

    it('with 0 hops (no proxy) trusts no header: every request is the same client, whatever it claims', () => {
      const claims: Record<string, string>[] = [
        { 'x-forwarded-for': '1.1.1.1' },
        { 'x-forwarded-for': '2.2.2.2, 3.3.3.3' },
        { 'x-real-ip': '198.51.100.2' },
        {},
      ];
      expect(new Set(claims.map((headers) => clientIp(request(headers), 0)))).toEqual(new Set(['unproxied']));
    });

    it('shares one bucket without an address', () => {
      expect(clientIp(request({}), 1)).toBe('unknown');
      expect(clientIp(request({ 'x-forwarded-for': ' , ' }), 1)).toBe('unknown');
    });
  });

  describe('in-process store size', () => {
    const hit = (store: MemoryRateLimitStore, key: string, windowSeconds: number, nowMs: number) =>
      consumeRateLimits(store, [{ key, limit: 1, windowSeconds }], nowMs);

    it('holds at most 100k keys by default', () => {
      expect(MEMORY_STORE_MAX_KEYS).toBe(100_000);
    });

    it('when full of live windows, drops those that end soonest and logs it', async () => {
      const logs = captureLogs();
      const store = new MemoryRateLimitStore(10);
      // Ten clients, each over its limit; client-0's window ends first, client-9's last.
      for (let i = 0; i < 10; i++) {
        await hit(store, `client-${i}`, 60 + i, 0);
        expect((await hit(store, `client-${i}`, 60 + i, 0)).allowed).toBe(false);
      }
      expect(logs.messages('warn')).toEqual([]);
      await hit(store, 'rotated-key', 3600, 1000);
      // client-0 is forgotten (a fresh window), client-1 onwards are still refused.
      expect((await checkRateLimits(store, [{ key: 'client-0', limit: 1, windowSeconds: 60 }], 1000)).allowed).toBe(
        true,
      );
      for (let i = 1; i < 10; i++) {
        const result = await checkRateLimits(store, [{ key: `client-${i}`, limit: 1, windowSeconds: 60 }], 1000);
        expect(result.allowed, `client-${i}`).toBe(false);
      }
      expect(logs.records()).toEqual([
        expect.objectContaining({ level: 'warn', module: 'rate-limit', maxKeys: 10, evicted: 1 }),
      ]);
    });

    it('a client rotating keys never makes it hold more than its cap', async () => {
      const store = new MemoryRateLimitStore(1000);
      const size = () => (store as unknown as { windows: Map<string, unknown> }).windows.size;
      for (let i = 0; i < 5000; i++) {
        await hit(store, `ip:198.51.${i >> 8}.${i & 255}`, 3600, i);
        expect(size()).toBeLessThanOrEqual(1000);
      }
      // The newest keys are kept: the last client is still counted.
      expect((await hit(store, 'ip:198.51.19.135', 3600, 5000)).allowed).toBe(false);
    });

    it('drops passed windows before live ones, without logging', async () => {
      const logs = captureLogs();
      const store = new MemoryRateLimitStore(10);
      for (let i = 0; i < 9; i++) await hit(store, `short-${i}`, 1, 0);
      await hit(store, 'long', 3600, 0);
      await hit(store, 'long', 3600, 0);
      await hit(store, 'new', 60, 5000);
      expect((await checkRateLimits(store, [{ key: 'long', limit: 1, windowSeconds: 3600 }], 5000)).allowed).toBe(
        false,
      );
      expect(logs.messages('warn')).toEqual([]);
    });
  });
});
