import { expect, test } from '@playwright/test';
import { ROUTES, samplePath } from '../lib/routes';
import { message } from './support/site';

/**
 * Runs against the second web server of playwright.config.ts, whose real providers all point at a
 * closed port (flights API, SMTP, SMS gateway). Every page must still answer, with stale data or a
 * clear notice, and the API must answer 503 in the error shape where it has no data at all (issue 12).
 */

test.describe('with every outside service down', () => {
  test('every page template still answers 200 (the /404 page 404), never a 5xx', async ({ request }) => {
    const failures: string[] = [];
    for (const route of ROUTES) {
      const path = samplePath(route);
      const response = await request.get(path, { maxRedirects: 0 });
      // The preview answers 404 to a request without its secret, as a sample path is.
      const expected = route.status404 || route.requiresSecret ? 404 : 200;
      if (response.status() !== expected) failures.push(`${path} → ${response.status()}`);
    }
    expect(failures).toEqual([]);
  });

  test('the departures board says the information is unavailable, in es and en', async ({ page }) => {
    for (const locale of ['es', 'en'] as const) {
      await page.goto(locale === 'es' ? '/vuelos/salidas' : '/en/vuelos/salidas');
      const notice = page.getByRole('alert').filter({ hasText: /\S/ });
      await expect(notice).toContainText(message(locale, 'flights.board.unavailableTitle') ?? '');
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

  test('the health check reports the site up: its own database is fine', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
  });
});
