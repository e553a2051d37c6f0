import { expect, test } from '@playwright/test';
import { ROUTES, samplePath } from '../lib/routes';
import { message, waitUntilHydrated } from './support/site';

/**
 * Runs against the second web server of playwright.config.ts, whose real providers all point at a
 * closed port (flights API, SMTP, SMS gateway, queue and parking feeds, OpenWeather, the TRM). Every
 * page must still answer, with stale data or a clear notice, and the API must answer 503 in the error
 * shape where it has no data at all, or, by design for the real-time feeds, 200 with every reading
 * explicitly empty (null) — never a 5xx.
 */

const LOCALES = ['es', 'en'] as const;
const at = (locale: (typeof LOCALES)[number], path: string) => (locale === 'es' ? path : `/${locale}${path}`);
const text = (locale: (typeof LOCALES)[number], key: string) => {
  const value = message(locale, key);
  if (!value) throw new Error(`missing message ${locale}:${key}`);
  return value;
};
/** A message with its `{arguments}` as numbers, as a pattern (a figure rendered with that message). */
const figure = (locale: (typeof LOCALES)[number], key: string) =>
  new RegExp(
    text(locale, key)
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{\w+\}/g, '[\\d.,]+'),
  );

test.describe('with every outside service down', () => {
  test('every page template still answers 200 (the /404 page 404), never a 5xx', async ({ request }) => {
    const failures: string[] = [];
    for (const route of ROUTES) {
      const path = samplePath(route);
      const response = await request.get(path, { maxRedirects: 0 });
      // The preview answers 404 to a request without its secret, as a sample path is (as in the route matrix).
      const expected = route.status404 || route.requiresSecret ? 404 : 200;
      if (response.status() !== expected) failures.push(`${path} → ${response.status()}`);
    }
    expect(failures).toEqual([]);
  });

  test('past the render budget a link still opens its page: the refused payload becomes a load from the cache', async ({
    page,
    request,
  }) => {
    // This server renders one client navigation of a cached page per 100 s (playwright.config.ts).
    const payload = () => request.get('/servicios/mascotas', { headers: { RSC: '1' }, maxRedirects: 0 });
    await payload();
    const refused = await payload();
    expect(refused.status()).toBe(503);
    expect(refused.headers()['x-page-cache']).toBe('OVER-BUDGET');
    expect(refused.headers()['retry-after']).toBe('1');

    for (const locale of LOCALES) {
      const refusals: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 503 && response.request().headers()['rsc']) refusals.push(response.url());
      });
      await page.goto(at(locale, '/servicios/mascotas'));
      const home = `nav[aria-label="${text(locale, 'common.breadcrumb')}"] a`;
      // Once hydrated, a click on a site link asks for the page's payload (components/link).
      await waitUntilHydrated(page, home);
      await page.locator(home).first().click();
      await page.waitForURL((url) => url.pathname === (locale === 'es' ? '/' : '/en'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(refusals.length, 'the payload requests were refused').toBeGreaterThan(0);
      page.removeAllListeners('response');
    }
  });

  test('the departures board says the information is unavailable, in es and en', async ({ page }) => {
    for (const locale of ['es', 'en'] as const) {
      await page.goto(locale === 'es' ? '/vuelos/salidas' : '/en/vuelos/salidas');
      const notice = page.getByRole('alert').filter({ hasText: /\S/ });
      await expect(notice).toContainText(message(locale, 'flights.board.unavailableTitle') ?? '');
      // A configured flights provider that fails is unavailable, not simulated: no simulation note.
      await expect(page.getByText(message(locale, 'flights.board.simulated') ?? 'missing message')).toHaveCount(0);
    }
  });

  test('a flight detail page shows the notice instead of failing', async ({ page }) => {
    const response = await page.goto('/en/vuelos/detalle/AV9392');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toContainText(
      message('en', 'flights.board.unavailableTitle') ?? '',
    );
  });

  test('the flights API answers 503 with the error shape and Retry-After', async ({ request }) => {
    const response = await request.get('/api/v2/flights/departures');
    expect(response.status()).toBe(503);
    expect(response.headers()['retry-after']).toBeTruthy();
    const body = await response.json();
    expect(body.error.code).toBe('service_unavailable');
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|localhost:9|at \w+ \(/);
  });

  test('the queue-times page answers 200 and says "no information" for every queue, in es and en', async ({ page }) => {
    for (const locale of LOCALES) {
      const response = await page.goto(at(locale, '/informacion-en-tiempo-real/tiempo-en-filas'));
      expect(response?.status()).toBe(200);
      await expect(page.getByText(text(locale, 'realtime.noData'), { exact: true }).first()).toBeVisible();
      // No waiting time is made up: no figure anywhere on the page.
      for (const key of ['realtime.queues.lessThan', 'realtime.queues.between'])
        await expect(page.getByText(figure(locale, key))).toHaveCount(0);
    }
  });

  test('the parking page answers 200 and says "no information" for every lot, in es and en', async ({ page }) => {
    for (const locale of LOCALES) {
      const response = await page.goto(at(locale, '/informacion-en-tiempo-real/parqueaderos'));
      expect(response?.status()).toBe(200);
      await expect(page.getByText(text(locale, 'realtime.noData'), { exact: true }).first()).toBeVisible();
      // No availability figure is shown; the lots' fixed information (capacity, prices) still is.
      await expect(page.getByText(figure(locale, 'realtime.parking.available'))).toHaveCount(0);
      await expect(page.getByText(text(locale, 'realtime.parking.pricing')).first()).toBeVisible();
    }
  });

  test('the home page answers 200 with a notice in each live snippet and the typical weather', async ({ page }) => {
    for (const locale of LOCALES) {
      const response = await page.goto(at(locale, '/'));
      expect(response?.status()).toBe(200);
      const snippet = (name: string) => page.getByRole('region', { name: text(locale, `home.live.${name}.title`) });
      await expect(snippet('departures')).toContainText(text(locale, 'home.live.departures.unavailable'));
      for (const name of ['queues', 'parking']) {
        const card = snippet(name);
        await expect(card.getByText(text(locale, `home.live.${name}.noData`)).first()).toBeVisible();
        const figures = name === 'queues' ? ['lessThan', 'between'] : ['spaces'];
        for (const key of figures)
          await expect(card.getByText(figure(locale, `home.live.${name}.${key}`))).toHaveCount(0);
      }
      // OpenWeather is down: the header shows Bogotá's typical value for the hour and says so.
      await expect(page.getByTestId('header-weather')).toHaveAttribute('title', text(locale, 'weather.typical'));
    }
  });

  test('the currency converter answers 200 with the last rates and says it could not update them', async ({ page }) => {
    for (const locale of LOCALES) {
      const response = await page.goto(at(locale, '/prepara-tu-viaje/divisas'));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('status').filter({ hasText: text(locale, 'currency.stale') })).toBeVisible();
      // Stale data, not an empty page: the rate table is there.
      await expect(page.getByRole('table').first()).toBeVisible();
    }
  });

  test('the queues and parking APIs answer 200 with every reading explicitly empty, never a 5xx', async ({
    request,
  }) => {
    for (const query of ['', '?terminal=T1']) {
      const queues = await request.get(`/api/v2/queues${query}`);
      expect(queues.status()).toBe(200);
      const q = (await queues.json()) as {
        source: string;
        checkpoints: Array<{ queues: Array<{ wait: unknown; updatedAt: unknown; stale: boolean }> }>;
      };
      expect(q.source).toBe('feed');
      expect(q.checkpoints.length).toBeGreaterThan(0);
      for (const queue of q.checkpoints.flatMap((c) => c.queues))
        expect(queue).toMatchObject({ wait: null, updatedAt: null, stale: false });

      const parking = await request.get(`/api/v2/parking${query}`);
      expect(parking.status()).toBe(200);
      const p = (await parking.json()) as {
        source: string;
        lots: Array<{ available: unknown; updatedAt: unknown; capacity: number }>;
      };
      expect(p.source).toBe('feed');
      expect(p.lots.length).toBeGreaterThan(0);
      for (const lot of p.lots) {
        expect(lot).toMatchObject({ available: null, updatedAt: null });
        expect(lot.capacity).toBeGreaterThan(0);
      }
    }
    // A bad query is still a 400 in the error shape, not a crash.
    const bad = await request.get('/api/v2/queues?terminal=T9');
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error.code).toBe('validation_error');
  });

  test('the health check reports the site up: its own database is fine', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
  });
});
