// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { checkRateLimits, clientIp, consumeRateLimits, enforceRateLimits, MemoryRateLimitStore } from './index';

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
});
