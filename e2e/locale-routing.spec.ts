import { expect, test } from '@playwright/test';
import { collectPageErrors, message } from './support/site';

/** SPEC §1–2 and ARCHITECTURE.md §4/§8: locale routing, SEO alternates, localised 404s, security headers. */

test.describe('locale routing', () => {
  test('/es/… redirects to the unprefixed Spanish path, keeping the query', async ({ request }) => {
    const response = await request.get('/es/vuelos?tipo=salidas', { maxRedirects: 0 });
    expect([307, 308]).toContain(response.status());
    const location = new URL(response.headers()['location'] ?? '', 'http://localhost');
    expect(location.pathname).toBe('/vuelos');
    expect(location.search).toBe('?tipo=salidas');
  });

  test('Accept-Language is ignored: / answers Spanish, 200, without redirect or locale cookie', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0, headers: { 'Accept-Language': 'en-US,en;q=0.9' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['location']).toBeUndefined();
    expect(await response.text()).toMatch(/<html[^>]*\slang="es-CO"/);
    const cookies = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie');
    expect(cookies.map((c) => c.value).join('\n')).not.toMatch(/NEXT_LOCALE/i);
  });

  test('no page sets a locale cookie', async ({ request }) => {
    for (const path of ['/en', '/fr/vuelos', '/pt/servicios']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const setCookie = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie');
      expect(setCookie.map((c) => c.value).join('\n'), path).not.toMatch(/NEXT_LOCALE/i);
    }
  });

  test('pages carry a canonical URL and hreflang alternates for the four locales and x-default', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/en/vuelos/salidas');
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/en/vuelos/salidas`);
    const expected: Record<string, string> = {
      'es-CO': `${baseURL}/vuelos/salidas`,
      'en-US': `${baseURL}/en/vuelos/salidas`,
      'fr-FR': `${baseURL}/fr/vuelos/salidas`,
      'pt-BR': `${baseURL}/pt/vuelos/salidas`,
      'x-default': `${baseURL}/vuelos/salidas`,
    };
    for (const [hreflang, href] of Object.entries(expected)) {
      await expect(head.locator(`link[rel="alternate"][hreflang="${hreflang}"]`), hreflang).toHaveAttribute(
        'href',
        href,
      );
    }
  });

  test('the home page has its canonical and alternates too', async ({ page, baseURL }) => {
    await page.goto('/fr');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^${baseURL}/fr/?$`));
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      new RegExp(`^${baseURL}/?$`),
    );
  });
});

test.describe('localised 404', () => {
  const cases = [
    ['/does-not-exist', 'es-CO', 'Página no encontrada'],
    ['/en/does-not-exist', 'en-US', 'Page not found'],
    ['/fr/does-not-exist', 'fr-FR', 'Page introuvable'],
    ['/pt/does-not-exist', 'pt-BR', 'Página não encontrada'],
    ['/en/vuelos/salidas/extra/segments', 'en-US', 'Page not found'],
  ] as const;

  for (const [path, lang, title] of cases) {
    test(`${path} answers 404 with "${title}"`, async ({ page }) => {
      const errors = collectPageErrors(page, { allowDocument404: true });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect.soft(await page.title(), '<title>').toContain(title);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
      expect(errors).toEqual([]);
    });
  }

  // A percent-encoding that does not decode (a lone surrogate): Next answered a bare 500 without headers.
  for (const [path, lang, title] of [
    ['/vuelos/detalle/%ED%A0%80', 'es-CO', 'Página no encontrada'],
    ['/en/vuelos/detalle/%ED%A0%80', 'en-US', 'Page not found'],
    ['/establecimientos/restaurantes/%ED%A0%80', 'es-CO', 'Página no encontrada'],
    ['/en/establecimientos/restaurantes/%ED%A0%80', 'en-US', 'Page not found'],
  ] as const) {
    test(`${path}, which does not decode, answers the 404 page with the security headers`, async ({ page }) => {
      const errors = collectPageErrors(page, { allowDocument404: true });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const headers = (await response?.allHeaders()) ?? {};
      expect(headers['content-security-policy']).toMatch(/'nonce-[^']+'/);
      expect(headers['content-security-policy']).toContain("object-src 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
      expect(errors).toEqual([]);
    });
  }

  test('the 404 page links back home in its locale', async ({ page }) => {
    await page.goto('/fr/nope');
    const home = page.getByRole('link', { name: message('fr', 'errors.backHome') });
    await expect(home).toHaveAttribute('href', /^\/fr\/?$/);
  });
});

test.describe('security headers', () => {
  test('a page sends a nonce-based CSP and the hardening headers', async ({ request }) => {
    const response = await request.get('/vuelos');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce, `CSP: ${csp}`).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/base-uri '(self|none)'/);
    expect(csp).toMatch(/frame-ancestors '(none|self)'/);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toBeTruthy();
    // next start runs in production mode.
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-powered-by']).toBeUndefined();

    // Next stamps the request's nonce on its own scripts.
    const html = await response.text();
    const scriptNonces = [...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]);
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
  });

  test('each response gets a fresh nonce', async ({ request }) => {
    const first = (await request.get('/en')).headers()['content-security-policy'];
    const second = (await request.get('/en')).headers()['content-security-policy'];
    expect(first).not.toBe(second);
  });

  test("a file's or Next's path that does not decode answers 404 with the headers, not a bare 500", async ({
    request,
  }) => {
    for (const path of ['/logo%ED.svg', '/_next/static/%ED%A0%80', '/vuelos/detalle/a.b%C0%AF']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-security-policy'], path).toContain("object-src 'none'");
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    }
  });

  test('404 responses carry the headers too', async ({ request }) => {
    const response = await request.get('/en/does-not-exist');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers()['x-powered-by']).toBeUndefined();
  });

  test('the page cache keys a page by the parameters it reads: junk query strings are the same page, filters are not', async ({
    request,
  }) => {
    await request.get('/pt/servicios/mascotas');
    for (const junk of ['?utm_source=mail', `?x=${Date.now()}`, '?chatbot=1&a=b']) {
      const response = await request.get(`/pt/servicios/mascotas${junk}`);
      expect(response.headers()['x-page-cache'], junk).toMatch(/HIT|STALE/);
    }
    // A board filter is read by its page: a new value is its own page (a miss first), then a hit.
    const filter = `?airline=AV&utm_campaign=${Date.now()}`;
    await request.get(`/pt/vuelos/salidas${filter}`);
    const again = await request.get(`/pt/vuelos/salidas?airline=AV&utm_campaign=other`);
    expect(again.headers()['x-page-cache']).toMatch(/HIT|STALE/);
    // Rendered with the filter it was keyed by: the airline select shows it chosen.
    expect(await again.text()).toMatch(/<option value="AV" selected=""/);
  });

  test("a client navigation's request gets the page's RSC payload, never the cached HTML", async ({ request }) => {
    for (const path of ['/servicios/mascotas', '/en/vuelos']) {
      expect((await request.get(path)).headers()['x-page-cache'], path).toBeDefined();
      const navigation: Record<string, string> = { rsc: '1' };
      for (const headers of [navigation, { ...navigation, 'next-router-prefetch': '1' }]) {
        const response = await request.get(path, { headers });
        expect(response.headers()['content-type'], path).toContain('text/x-component');
        expect(response.headers()['x-page-cache'], path).toBeUndefined();
      }
    }
  });

  test('a page served from the page cache carries its own nonce and its scripts run', async ({ page, request }) => {
    await request.get('/fr/servicios/mascotas');
    const cached = await request.get('/fr/servicios/mascotas');
    expect(cached.headers()['x-page-cache']).toMatch(/HIT|STALE/);
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(cached.headers()['content-security-policy'] ?? '')?.[1];
    const scriptNonces = [...(await cached.text()).matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(scriptNonces)).toEqual(new Set([nonce]));

    // In a browser: Next's scripts ran (they are only allowed through the nonce) and nothing was blocked.
    const errors = collectPageErrors(page);
    const violations: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
    const response = await page.goto('/fr/servicios/mascotas');
    expect(response?.headers()['x-page-cache']).toMatch(/HIT|STALE/);
    await page.waitForFunction(() => Boolean((window as unknown as { next?: { version?: string } }).next?.version));
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
