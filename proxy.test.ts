// @vitest-environment node
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import proxy, { splitLocale } from './proxy';

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
  const request = (path: string, headers: Record<string, string> = {}) =>
    new NextRequest(new URL(path, 'http://localhost:3000'), { headers });

  it('redirects /es/… to the unprefixed path', () => {
    const response = proxy(request('/es/vuelos'));
    expect([307, 308]).toContain(response.status);
    expect(new URL(response.headers.get('location') ?? '', 'http://localhost:3000').pathname).toBe('/vuelos');
  });

  it('serves Spanish on / whatever Accept-Language says, without a locale cookie', () => {
    const response = proxy(request('/', { 'accept-language': 'en-US,en;q=0.9' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('set-cookie') ?? '').not.toMatch(/NEXT_LOCALE/);
  });

  it('rewrites unknown paths to the localised 404 with status 404', () => {
    const response = proxy(request('/en/does-not-exist'));
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-rewrite')).toMatch(/\/en\/http-404$/);
  });

  it('answers /404 itself with status 404', () => {
    expect(proxy(request('/fr/404')).status).toBe(404);
  });

  it('sets the security headers with a fresh nonce each time', () => {
    const a = proxy(request('/vuelos')).headers.get('content-security-policy') ?? '';
    const b = proxy(request('/vuelos')).headers.get('content-security-policy') ?? '';
    expect(a).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(a).not.toBe(b);
    const headers = proxy(request('/en/vuelos')).headers;
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBeTruthy();
  });
});
