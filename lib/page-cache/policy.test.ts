// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import { matchRoute, routeByPath, type RouteDef } from '../routes';
import { lookupPage, purgePageCache, type PageLookup } from './index';
import { pageCachePolicy, pageCacheSeconds } from './policy';

const routeOf = (path: string): RouteDef => {
  const route = matchRoute(path)?.route;
  if (!route) throw new Error(`no route for ${path}`);
  return route;
};

describe('pageCachePolicy', () => {
  it('keeps directory and offers pages (open/closed badges, offers ending at midnight) at most two minutes old', () => {
    for (const path of [
      '/establecimientos',
      '/establecimientos/restaurantes',
      '/establecimientos/tiendas/2001',
      '/establecimientos/salas-vip/detalle/3001',
      '/tu-viaje-inicia-en-eldorado/restaurantes',
      '/ofertas',
      '/ofertas/pasajeros',
      '/ofertas/empleados',
      '/ofertas/detalle/1',
      '/prepara-tu-viaje/divisas',
      '/mapas',
      '/',
    ]) {
      const policy = pageCachePolicy(routeOf(path));
      expect(policy.seconds, path).toBe(60);
      expect(policy.maxAgeSeconds, path).toBeLessThanOrEqual(120);
      expect(policy.maxAgeSeconds, path).toBeGreaterThanOrEqual(policy.seconds);
    }
  });

  it('gives the parking content page (live availability inside) the real-time policy', () => {
    const parking = pageCachePolicy(routeOf('/servicios/informacion-y-disponibilidad-parqueaderos'));
    expect(parking).toEqual(pageCachePolicy(routeOf('/informacion-en-tiempo-real/parqueaderos')));
    expect(parking.seconds).toBe(20);
    expect(pageCacheSeconds(routeOf('/vuelos/salidas'))).toBe(20);
  });

  it('keeps the long policy for content pages, and never caches hidden or error pages', () => {
    expect(pageCachePolicy(routeOf('/servicios/mascotas'))).toEqual({ seconds: 300, maxAgeSeconds: 3000 });
    expect(pageCachePolicy(routeOf('/faq')).seconds).toBe(300);
    expect(pageCachePolicy(routeByPath('/404')).seconds).toBe(0);
    expect(pageCachePolicy(routeByPath('/health')).seconds).toBe(0);
    expect(pageCachePolicy(routeByPath('/buscar')).seconds).toBe(0);
  });
});

const outcomeOf = (lookup: Awaited<ReturnType<typeof lookupPage>>) =>
  typeof lookup === 'object' ? (lookup as PageLookup).outcome : lookup;

describe('lookupPage stale window', () => {
  const origin = 'http://localhost:3000';
  let renders = 0;

  beforeEach(() => {
    purgePageCache();
    renders = 0;
    vi.stubEnv('PORT', '3000');
    vi.stubEnv('__NEXT_PRIVATE_ORIGIN', origin);
    server.use(
      http.get(`${origin}/*`, () => {
        renders++;
        return new HttpResponse('<html></html>', { headers: { 'content-type': 'text/html' } });
      }),
    );
  });

  it('serves an expired entry only until maxAgeSeconds, then renders again', async () => {
    const request = new Request(`${origin}/ofertas`);
    const options = { ttlSeconds: 60, maxAgeSeconds: 120, origin };
    const first = await lookupPage(request, options);
    expect(outcomeOf(first)).toBe('miss');
    const storedAt = (first as PageLookup).page.storedAtMs;

    const hit = await lookupPage(request, { ...options, nowMs: storedAt + 59_000 });
    expect(outcomeOf(hit)).toBe('hit');
    const stale = await lookupPage(request, { ...options, nowMs: storedAt + 119_000 });
    expect(outcomeOf(stale)).toBe('stale');
    await vi.waitFor(() => expect(renders).toBe(2), { timeout: 10_000 }); // the background refresh
    purgePageCache();
    const again = await lookupPage(request, options);
    const tooOld = await lookupPage(request, { ...options, nowMs: (again as PageLookup).page.storedAtMs + 121_000 });
    expect(outcomeOf(tooOld)).toBe('miss');
  });
});

describe('taxi pages', () => {
  it('keeps them briefly: their booking form defaults to today and now', () => {
    for (const path of [
      '/servicios/taxis',
      '/servicios/taxis/bookings',
      '/servicios/taxis/reservas',
      '/servicios/taxis/verify-plate',
    ])
      expect(pageCacheSeconds(routeByPath(path)), path).toBe(60);
  });
});
