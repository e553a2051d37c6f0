import { describe, expect, it } from 'vitest';
import { routeByPath } from '../routes';
import { pageCacheSeconds, STALE_FACTOR } from './policy';

describe('page cache policy', () => {
  it('keeps the taxi pages briefly: their booking form defaults to today and now', () => {
    for (const path of [
      '/servicios/taxis',
      '/servicios/taxis/bookings',
      '/servicios/taxis/reservas',
      '/servicios/taxis/verify-plate',
    ])
      expect(pageCacheSeconds(routeByPath(path)), path).toBe(60);
  });

  it('keeps boards shorter, content longer, and never caches hidden or error pages', () => {
    expect(pageCacheSeconds(routeByPath('/vuelos'))).toBe(20);
    expect(pageCacheSeconds(routeByPath('/'))).toBe(60);
    expect(pageCacheSeconds(routeByPath('/faq'))).toBe(300);
    expect(pageCacheSeconds(routeByPath('/404'))).toBe(0);
    expect(pageCacheSeconds(routeByPath('/health'))).toBe(0);
    expect(STALE_FACTOR).toBe(10);
  });
});
