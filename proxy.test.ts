// @vitest-environment node
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import { FILL_HEADER, purgePageCache } from './lib/page-cache';
import proxy, { config as proxyConfig, isDecodablePath, splitLocale } from './proxy';
import { forgetProcessState } from '@/tests/process-state';

describe('splitLocale', () => {
  it.each([
    ['/', { locale: 'es', path: '/', prefixed: false }],
    ['/vuelos/salidas', { locale: 'es', path: '/vuelos/salidas', prefixed: false }],
    ['/en', { locale: 'en', path: '/', prefixed: true }],
    ['/en/vuelos', { locale: 'en', path: '/vuelos', prefixed: true }],
    ['/fr/vuelos/detalle/AV9392', { locale: 'fr', path: '/vuelos/detalle/AV9392', prefixed: true }],
    ['/pt/', { locale: 'pt', path: '/', prefixed: true }],
    ['/es/vuelos', { locale: 'es', path: '/vuelos', prefixed: true }],
    ['/de/vuelos', { locale: 'es', path: '/de/vuelos', prefixed: false }],
    ['/english', { locale: 'es', path: '/english', prefixed: false }],
  ])('%s', (pathname, expected) => {
    expect(splitLocale(pathname)).toEqual(expected);
  });
});

describe('proxy', () => {
  beforeEach(() => {
    vi.stubEnv('PAGE_CACHE', 'off');
  });
  const request = (path: string, headers: Record<string, string> = {}) =>
    new NextRequest(new URL(path, 'http://localhost:3000'), { headers });

  it('redirects /es/… to the unprefixed path', async () => {
    const response = await proxy(request('/es/vuelos'));
    expect([307, 308]).toContain(response.status);
    expect(new URL(response.headers.get('location') ?? '', 'http://localhost:3000').pathname).toBe('/vuelos');
  });

  it('serves Spanish on / whatever Accept-Language says, without a locale cookie', async () => {
    const response = await proxy(request('/', { 'accept-language': 'en-US,en;q=0.9' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('set-cookie') ?? '').not.toMatch(/NEXT_LOCALE/);
  });

  it('rewrites unknown paths to the localised 404 with status 404', async () => {
    // No route, and not the shape of a generic content page (/{slug}, /servicios/{pageSlug}…): never rendered.
    const response = await proxy(request('/en/does/not-exist'));
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-rewrite')).toMatch(/\/en\/http-404$/);
  });

  it('serves the server-rendered 404 for a preview without its secret, and the preview with it', async () => {
    const preview = '/5f0c1d2e-8a4b-4c3d-9e6f-7a8b9c0d1e2f/servicios/mascotas';
    vi.stubEnv('PREVIEW_SECRET', 'a-long-preview-secret-for-tests');
    forgetProcessState('config');
    try {
      for (const query of ['', '?secret=wrong', '?secret=a-long-preview-secret-for-testsX']) {
        const response = await proxy(request(`/en${preview}${query}`));
        expect(response.status, query).toBe(404);
        expect(response.headers.get('x-middleware-rewrite'), query).toMatch(/\/en\/http-404$/);
      }
      // The secret leaves the URL: a redirect to the page without it, with a short-lived HttpOnly session cookie.
      const swap = await proxy(request(`/en${preview}?secret=a-long-preview-secret-for-tests&x=1`));
      expect(swap.status).toBe(303);
      expect(new URL(swap.headers.get('location')!).search).toBe('?x=1');
      const cookie = swap.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^eldorado-preview=\d{13}\.[\w-]+;/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).not.toContain('a-long-preview-secret-for-tests');
      const allowed = await proxy(request(`/en${preview}?x=1`, { cookie: cookie.split(';')[0]! }));
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('x-middleware-rewrite') ?? '').not.toMatch(/http-404/);
      const forged = await proxy(request(`/en${preview}`, { cookie: 'eldorado-preview=9999999999999.forged' }));
      expect(forged.status).toBe(404);
    } finally {
      vi.unstubAllEnvs();
      vi.stubEnv('PAGE_CACHE', 'off');
      forgetProcessState('config');
    }
  });

  it('answers /404 itself with status 404', async () => {
    expect((await proxy(request('/fr/404'))).status).toBe(404);
  });

  it('sets the security headers with a fresh nonce each time', async () => {
    const a = (await proxy(request('/vuelos'))).headers.get('content-security-policy') ?? '';
    const b = (await proxy(request('/vuelos'))).headers.get('content-security-policy') ?? '';
    expect(a).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(a).not.toBe(b);
    const headers = (await proxy(request('/en/vuelos'))).headers;
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBeTruthy();
  });
});

/** Percent-encodings that do not decode: a lone surrogate, overlong forms, a bare `%`, a non-hex escape. */
const UNDECODABLE = ['%ED%A0%80', '%C0%AF', '%E0%80%80', '%', '%zz', 'a%E9b'];

describe('paths whose percent-encoding does not decode', () => {
  beforeEach(() => {
    vi.stubEnv('PAGE_CACHE', 'off');
  });
  const request = (path: string) => new NextRequest(new URL(path, 'http://localhost:3000'));

  it('are told from paths that decode', () => {
    for (const encoding of UNDECODABLE) expect(isDecodablePath(`/vuelos/detalle/${encoding}`), encoding).toBe(false);
    for (const path of ['/vuelos/detalle/AV9392', '/establecimientos/caf%C3%A9', '/api/v2/x/%2F%20%25']) {
      expect(isDecodablePath(path), path).toBe(true);
    }
  });

  it('reach the proxy, API paths only when they carry a percent sign', () => {
    const matches = (path: string) =>
      unstable_doesMiddlewareMatch({ config: proxyConfig, url: `http://localhost:3000${path}` });
    for (const encoding of UNDECODABLE) {
      expect(matches(`/api/v2/offers/${encoding}`), encoding).toBe(true);
      expect(matches(`/api/v2/taxi-imperial/operator/bookings/${encoding}/confirm`), encoding).toBe(true);
      expect(matches(`/en/vuelos/detalle/${encoding}`), encoding).toBe(true);
    }
    for (const path of ['/logo%ED.svg', '/_next/static/%ED%A0%80', '/vuelos/detalle/a.b%ED']) {
      expect(matches(path), path).toBe(true);
    }
    expect(matches('/api/v2/flights/departures')).toBe(false);
    expect(matches('/api/v2/offers/abc?q=%ED')).toBe(false);
    expect(matches('/_next/static/chunks/main.js')).toBe(false);
  });

  it("answer a file's path with the 404 page, and let a file's path that decodes through untouched", async () => {
    for (const path of ['/logo%ED.svg', '/_next/static/%ED%A0%80', '/vuelos/detalle/a.b%ED']) {
      const response = await proxy(request(path));
      expect(response.status, path).toBe(404);
      expect(response.headers.get('x-middleware-rewrite'), path).toBe('http://localhost:3000/es/http-404');
      expect(response.headers.get('content-security-policy'), path).toMatch(/'nonce-/);
    }
    const file = await proxy(request('/documents/tarifas%202026.pdf'));
    expect(file.headers.get('x-middleware-next')).toBe('1');
    expect(file.headers.get('content-security-policy')).toBeNull();
  });

  it('answer the API with a 400 in its error shape and its security headers', async () => {
    for (const encoding of UNDECODABLE) {
      const response = await proxy(request(`/api/v2/offers/${encoding}`));
      expect(response.status, encoding).toBe(400);
      expect(response.headers.get('content-type'), encoding).toContain('application/json');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('invalid_path');
      expect(body.error.message).toMatch(/UTF-8/);
    }
  });

  it('let an API path that decodes through untouched', async () => {
    const response = await proxy(request('/api/v2/establishments/caf%C3%A9'));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('answer pages with the localised 404 page and the security headers', async () => {
    for (const encoding of UNDECODABLE) {
      for (const [path, locale] of [
        [`/vuelos/detalle/${encoding}`, 'es'],
        [`/en/vuelos/detalle/${encoding}`, 'en'],
        [`/establecimientos/restaurantes/${encoding}`, 'es'],
        [`/pt/establecimientos/restaurantes/${encoding}`, 'pt'],
        [`/es/vuelos/detalle/${encoding}`, 'es'],
      ] as const) {
        const response = await proxy(request(path));
        expect(response.status, path).toBe(404);
        expect(response.headers.get('x-middleware-rewrite'), path).toBe(`http://localhost:3000/${locale}/http-404`);
        expect(response.headers.get('content-security-policy'), path).toMatch(/'nonce-/);
        expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      }
    }
  });
});

describe('proxy with the page cache', () => {
  const origin = 'http://localhost:3000';
  const request = (path: string, headers: Record<string, string> = {}) =>
    new NextRequest(new URL(path, origin), { headers });
  let renders: { path: string; fill: string | null }[] = [];

  beforeEach(() => {
    purgePageCache();
    renders = [];
    vi.stubEnv('PORT', '3000');
    vi.stubEnv('__NEXT_PRIVATE_ORIGIN', origin);
    // The loopback render: answers like Next would, with the nonce it was given.
    server.use(
      http.get(`${origin}/*`, ({ request: inner }) => {
        const fill = inner.headers.get(FILL_HEADER);
        renders.push({ path: new URL(inner.url).pathname, fill });
        const token = fill?.split('.')[1] ?? 'none';
        return new HttpResponse(`<html><script nonce="${token}">boot()</script><p>${token.length}</p></html>`, {
          headers: {
            'content-type': 'text/html; charset=utf-8',
            link: `<http://x/en>; rel="alternate", </font.woff2>; rel=preload; as="font"; nonce="${token}"`,
          },
        });
      }),
    );
  });

  it('renders a page once and serves it again with a fresh nonce matching the CSP header', async () => {
    const first = await proxy(request('/servicios/mascotas'));
    const second = await proxy(request('/servicios/mascotas'));
    expect(renders).toHaveLength(1);
    expect(first.headers.get('x-page-cache')).toBe('MISS');
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    for (const response of [first, second]) {
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toBeTruthy();
      expect(await response.text()).toContain(`<script nonce="${nonce}">`);
      expect(response.headers.get('link')).toContain('rel="alternate"');
    }
    expect(first.headers.get('content-security-policy')).not.toBe(second.headers.get('content-security-policy'));
  });

  it('never shows the render token to the visitor, in the body or the headers', async () => {
    await proxy(request('/en/faq'));
    const token = renders[0]?.fill?.split('.')[1] ?? '';
    const response = await proxy(request('/en/faq'));
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    const body = await response.text();
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(body).not.toContain(token);
    expect(response.headers.get('link')).not.toContain(token);
    expect(response.headers.get('link')).toContain(`nonce="${nonce}"`);
  });

  it('answers HEAD with the headers of the page and no body', async () => {
    await proxy(request('/en/faq'));
    const response = await proxy(new NextRequest(new URL('/en/faq', origin), { method: 'HEAD' }));
    expect(response.headers.get('x-page-cache')).toBe('HIT');
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toBe('');
  });

  it('keeps one entry per path and sorted query', async () => {
    await proxy(request('/vuelos/salidas?b=2&a=1'));
    const again = await proxy(request('/vuelos/salidas?a=1&b=2'));
    expect(again.headers.get('x-page-cache')).toBe('HIT');
    expect(renders).toHaveLength(1);
  });

  it('does not cache client navigations, unknown paths or the /es redirect', async () => {
    await proxy(request('/servicios/mascotas', { rsc: '1' }));
    expect((await proxy(request('/no/such-page'))).status).toBe(404);
    expect([307, 308]).toContain((await proxy(request('/es/faq'))).status);
    expect(renders).toHaveLength(0);
  });

  it("refuses a cached page's client navigations past the render budget, never its document", async () => {
    forgetProcessState('render-budget');
    vi.stubEnv('RSC_RENDERS_PER_SECOND', '0.01');
    forgetProcessState('config');
    const navigation = () => proxy(request('/servicios/mascotas', { rsc: '1', 'next-router-prefetch': '1' }));
    expect((await navigation()).status).not.toBe(503);
    const refused = await navigation();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('x-page-cache')).toBe('OVER-BUDGET');
    expect(refused.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect((await proxy(request('/servicios/mascotas'))).status).toBe(200);
    // A page the cache never serves has no document to fall back on: its navigations are not counted.
    expect((await proxy(request('/eliminacion-datos/confirmar', { rsc: '1' }))).status).not.toBe(503);
    forgetProcessState('render-budget');
  });

  it('renders pages itself when the loopback request carries a forged secret', async () => {
    const forged = await proxy(request('/faq', { [FILL_HEADER]: `${'0'.repeat(64)}.${'a'.repeat(32)}` }));
    expect(forged.headers.get('content-security-policy')).not.toContain('a'.repeat(32));
  });

  it('falls back to a normal render when the loopback render fails', async () => {
    server.use(http.get(`${origin}/*`, () => new HttpResponse('boom', { status: 500 })));
    const response = await proxy(request('/servicios/mascotas'));
    expect(response.headers.get('x-page-cache')).toBeNull();
    expect(response.headers.get('x-middleware-rewrite') ?? response.headers.get('x-middleware-next')).toBeTruthy();
  });

  it('caches a generic content page of the store (/{slug}, /servicios/{pageSlug}) like any content page', async () => {
    const first = await proxy(request('/servicios/nidoteca'));
    const second = await proxy(request('/guia-nocturna'));
    expect(first.headers.get('x-page-cache')).toBe('MISS');
    expect(second.headers.get('x-page-cache')).toBe('MISS');
    expect((await proxy(request('/servicios/nidoteca'))).headers.get('x-page-cache')).toBe('HIT');
  });

  it('serves the localised 404 page for a generic slug the store has no page for (its page answers 404)', async () => {
    server.use(http.get(`${origin}/*`, () => new HttpResponse('<html>client-only not found</html>', { status: 404 })));
    for (const path of [
      '/no-existe',
      '/en/servicios/no-existe',
      '/fr/comunicados/no-existe',
      '/pt/corporativo/servicios/no-existe',
    ]) {
      const response = await proxy(request(path));
      expect(response.status, path).toBe(404);
      expect(response.headers.get('x-middleware-rewrite'), path).toBe(
        `${origin}/${path.split('/')[1]?.length === 2 ? path.split('/')[1] : 'es'}/http-404`,
      );
    }
  });

  it('serves the localised 404 page when a known route finds no data (an unknown flight)', async () => {
    server.use(http.get(`${origin}/*`, () => new HttpResponse('<html>client-only not found</html>', { status: 404 })));
    const response = await proxy(request('/en/vuelos/detalle/XX1234'));
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-rewrite')).toBe(`${origin}/en/http-404`);
    expect(response.headers.get('x-page-cache')).toBeNull();
  });
});
