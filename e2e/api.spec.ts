import { expect, test } from '@playwright/test';
import { resourceSecurityHeaders } from '../lib/security/headers';

/** The public API contract: health, client configuration, OpenAPI document. */

test('GET /api/health → 200 {status: "ok", db: "ok"}', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/application\/json/);
  expect(await response.json()).toMatchObject({ status: 'ok', db: 'ok' });
});

test('GET /api/v2/config → the client configuration with business types and ≈240 calling codes', async ({
  request,
}) => {
  const response = await request.get('/api/v2/config');
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(Array.isArray(body.businessTypes)).toBe(true);
  expect(body.businessTypes.length).toBeGreaterThan(0);
  expect(Array.isArray(body.callingCodes)).toBe(true);
  expect(body.callingCodes.length).toBeGreaterThanOrEqual(200);
  expect(body.callingCodes.length).toBeLessThanOrEqual(260);
  expect(JSON.stringify(body.callingCodes[0])).toContain('57');
  for (const key of ['terminals', 'flightTerminals', 'airportState', 'airportTaxes', 'establishmentTypes']) {
    expect(body, key).toHaveProperty(key);
  }
});

test('GET /api/v2/openapi.json → an OpenAPI 3.1 document listing the endpoints', async ({ request }) => {
  const response = await request.get('/api/v2/openapi.json');
  expect(response.status()).toBe(200);
  const document = await response.json();
  expect(document.openapi).toBe('3.1.0');
  expect(document.info?.title).toBeTruthy();
  expect(Object.keys(document.paths ?? {})).toEqual(expect.arrayContaining(['/api/health', '/api/v2/config']));
});

test('an unknown API path answers 404', async ({ request }) => {
  const response = await request.get('/api/v2/does-not-exist');
  expect(response.status()).toBe(404);
});

test('API answers, generated files and static chunks carry the security headers pages carry', async ({
  request,
  page,
}) => {
  await page.goto('/');
  const chunk = await page.evaluate(
    () => document.querySelector<HTMLScriptElement>('script[src*="/_next/static/"]')?.src,
  );
  expect(chunk).toBeTruthy();
  const expected = resourceSecurityHeaders({ production: true });
  for (const path of [
    '/api/health',
    '/api/v2/flights/departures',
    '/api/v2/does-not-exist',
    '/sitemap.xml',
    '/robots.txt',
    new URL(chunk!).pathname,
  ]) {
    const headers = (await request.get(path)).headers();
    for (const [name, value] of Object.entries(expected)) {
      expect(headers[name.toLowerCase()], `${name} of ${path}`).toBe(value);
    }
  }
  // A POST answered with an error too (the body reader refuses it before any route logic).
  const refused = await request.post('/api/v2/contact', {
    data: 'not json',
    headers: { 'content-type': 'text/plain' },
  });
  expect(refused.status()).toBe(400);
  expect(refused.headers()['x-content-type-options']).toBe('nosniff');
  expect(refused.headers()['strict-transport-security']).toBe(expected['Strict-Transport-Security']);
});

/** Percent-encodings Next cannot decode: a lone surrogate, overlong forms, a bare `%`, a non-hex escape. */
const UNDECODABLE = ['%ED%A0%80', '%C0%AF', '%E0%80%80', '%', '%zz'];

test('every operation with a path parameter answers one that does not decode with a 400 in the error shape', async ({
  request,
}) => {
  const document = (await (await request.get('/api/v2/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const expected = resourceSecurityHeaders({ production: true });
  const templates = Object.entries(document.paths).filter(([path]) => path.includes('{'));
  expect(templates.length).toBeGreaterThan(5);
  const failures: string[] = [];
  for (const [template, operations] of templates) {
    for (const method of Object.keys(operations).filter((name) => /^(get|post|put|patch|delete)$/.test(name))) {
      for (const encoding of UNDECODABLE) {
        const path = template.replace(/\{[^}]+\}/g, encoding);
        const response = await request.fetch(path, { method: method.toUpperCase() });
        const headers = response.headers();
        const body = (await response.json().catch(() => undefined)) as
          { error?: { code?: string; message?: string } } | undefined;
        const ok =
          response.status() === 400 &&
          headers['content-type']?.includes('application/json') &&
          body?.error?.code === 'invalid_path' &&
          Object.entries(expected).every(([name, value]) => headers[name.toLowerCase()] === value);
        if (!ok) failures.push(`${method.toUpperCase()} ${path} → ${response.status()} ${headers['content-type']}`);
      }
    }
  }
  expect(failures).toEqual([]);
});
