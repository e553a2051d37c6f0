import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, axeViolations, message } from './support/site';

/**
 * Flights: boards, filters and search in the URL, detail page, connection guide,
 * refresh every 60 s, the API. The server runs with APP_NOW=2026-11-22T10:00:00-05:00, so
 * yesterday/today/tomorrow are 21/22/23 November 2026 and the simulated day is known.
 */

const rows = (page: Page) => page.locator('table tbody tr');
const searchForm = (page: Page) => page.locator('form#flight-search');

test.describe('flight board', () => {
  test('es: search, filter and go back, all in the URL', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/vuelos');
    await expect(page.getByRole('heading', { level: 1, name: 'Vuelos' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Tableros de vuelos' });
    await expect(tabs.getByRole('link', { name: 'Salidas' })).toHaveAttribute('aria-current', 'page');
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByText(/^Actualizado a las \d{2}:\d{2}$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Consulta los pasos de tu conexión' })).toBeVisible();

    // Search is accent-insensitive and lands in the URL.
    await page.getByLabel('Busca tu vuelo').fill('medellin');
    await searchForm(page).getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/vuelos\?q=medellin$/);
    await expect(rows(page).first()).toBeVisible();
    for (const city of await page.locator('tbody td:nth-child(2)').allTextContents())
      expect(city).toContain('Medellín');

    // Type filter: no international flight goes to Medellín.
    await page
      .getByRole('navigation', { name: 'Tipo de vuelo' })
      .getByRole('link', { name: 'Internacionales' })
      .click();
    await expect(page).toHaveURL(/[?&]type=international/);
    await expect(page).toHaveURL(/[?&]q=medellin/);
    await expect(page.getByText('Sin Resultados')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver todos los vuelos' })).toBeVisible();

    // The back button restores the previous board.
    await page.goBack();
    await expect(page).toHaveURL(/\/vuelos\?q=medellin$/);
    await expect(rows(page).first()).toContainText('Medellín');

    // Tabs and days keep the search.
    await tabs.getByRole('link', { name: 'Llegadas' }).click();
    await expect(page).toHaveURL(/\/vuelos\?tab=llegadas&q=medellin$/);
    await expect(page.getByRole('columnheader', { name: 'Origen' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Banda' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Día' }).getByRole('link', { name: 'Mañana' }).click();
    await expect(page).toHaveURL(/date=2026-11-23/);
    await expect(page.getByRole('heading', { name: /lunes, 23 de noviembre/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('es: the first paint is the server’s, without a client fetch', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/flights')) apiCalls.push(request.url());
    });
    const response = await page.goto('/vuelos/salidas?type=domestic');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<table');
    expect(html).toMatch(/Actualizado a las \d{2}:\d{2}/);
    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([]);
  });

  test('refreshes every 60 s from the public API without moving the table', async ({ page }) => {
    await page.clock.install();
    await page.goto('/vuelos/salidas');
    const table = page.locator('table');
    await expect(table).toBeVisible();
    // The refresh loop is loaded after hydration; time may only pass once it runs.
    await expect(page.locator('[data-refreshing]')).toBeAttached();
    const before = await table.boundingBox();
    const refresh = page.waitForResponse((r) => r.url().includes('/api/v2/flights/departures') && r.status() === 200);
    await page.clock.fastForward('01:05');
    const response = await refresh;
    expect(new URL(response.url()).searchParams.get('kind')).toBe('commercial');
    await expect(page.getByRole('status').filter({ hasText: /.*/ }).first()).toBeAttached();
    const after = await table.boundingBox();
    expect(after?.y).toBe(before?.y);
    expect(after?.width).toBe(before?.width);
  });

  test('works without JavaScript: search form and filter links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/vuelos/llegadas');
    await page.getByLabel('Busca tu vuelo').fill('Miami');
    await searchForm(page).getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/vuelos\/llegadas\?q=Miami$/);
    await expect(rows(page).first()).toContainText('Miami');
    await page.getByRole('link', { name: 'Carga' }).first().click();
    await expect(page).toHaveURL(/\/vuelos\/carga\?q=Miami$/);
    await expect(rows(page).first()).toContainText('Miami');
    await context.close();
  });

  for (const [locale, board, gone, earlier] of [
    ['es', '/vuelos/salidas', /^(Despegó|Cancelado)$/, 'Vuelos anteriores'],
    ['en', '/en/vuelos/llegadas', /^(Landed|Baggage on belt|Arrived|Cancelled|Diverted)$/, 'Earlier flights'],
  ] as const) {
    test(`${locale}: today's board opens on the next flights, the earlier ones a tap away (with and without JS)`, async ({
      browser,
    }) => {
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        await page.goto(board);
        const statuses = await page.locator('table tbody tr td:last-child').allInnerTexts();
        expect(statuses.length).toBeGreaterThan(10);
        // The first row is a flight still to come at 10:00; at most two of the rows have gone (out of order).
        expect(statuses[0]?.trim()).not.toMatch(gone);
        expect(statuses.filter((s) => gone.test(s.trim())).length).toBeLessThanOrEqual(2);
        const link = page.getByRole('link', { name: earlier }).first();
        await expect(link).toBeVisible();
        await link.click();
        await expect(page).toHaveURL(/[?&]page=\d+/);
        const before = await page.locator('table tbody tr td:last-child').allInnerTexts();
        expect(before.some((s) => gone.test(s.trim()))).toBe(true);
        await context.close();
      }
    });
  }

  for (const [locale, path, rowsOf] of [
    ['es', '/vuelos/salidas', (page: Page) => rows(page).first()],
    ['en', '/en', (page: Page) => page.locator('section[aria-labelledby="snippet-departures"] li').first()],
  ] as const) {
    test(`${locale}: shown again after the tab slept, ${path} renders its next flights again`, async ({ page }) => {
      await page.clock.install();
      await page.goto(path);
      await expect(rowsOf(page)).toBeAttached();
      // Eleven minutes later (past the 10 minutes a board opened on now stays true), the tab is shown again.
      await page.clock.fastForward('11:00');
      const isRefresh = (request: { url(): string; headers(): Record<string, string> }) =>
        new URL(request.url()).pathname === path && request.headers()['rsc'] === '1';
      let refreshed = false;
      // The page may still be hydrating: show it again until it asks the server for a fresh render.
      for (let attempt = 0; attempt < 20 && !refreshed; attempt++) {
        const request = page.waitForRequest(isRefresh, { timeout: 500 }).catch(() => null);
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        refreshed = (await request) !== null;
      }
      expect(refreshed).toBe(true);
      await expect(rowsOf(page)).toBeAttached();
    });
  }

  test('en: narrow screens get cards, and the board passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/vuelos/llegadas?type=international');
    await expect(page.getByRole('heading', { level: 1, name: 'Arrivals' })).toBeVisible();
    const firstRow = rows(page).first();
    await expect(firstRow).toBeVisible();
    expect(await firstRow.evaluate((el) => getComputedStyle(el).display)).toBe('grid');
    await expect(firstRow.locator('td').last()).toContainText(
      /Scheduled|En route|Landed|Baggage on belt|Arrived|Delayed|Cancelled|Diverted/,
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('flight detail', () => {
  test('es: from the board to the detail page, with calendar and other days', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    await page.goto('/vuelos/salidas?q=AV9392');
    await page.getByRole('link', { name: 'AV9392' }).click();
    await expect(page).toHaveURL(/\/vuelos\/detalle\/20261122-AV9392-dep$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vuelo AV9392' })).toBeVisible();
    for (const label of [
      'Hora estimada',
      'Hora programada',
      'Fecha',
      'Puerta',
      'Origen',
      'Destino',
      'Terminal',
      'Códigos compartidos',
    ]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Progreso del vuelo' })).toBeVisible();
    const days = page.getByRole('navigation', { name: 'Este vuelo también opera' });
    await expect(days.getByRole('link', { name: /Ayer/ })).toHaveAttribute(
      'href',
      '/vuelos/detalle/20261121-AV9392-dep',
    );
    await expect(days.getByRole('link', { name: /Mañana/ })).toBeVisible();

    const ics = await page.getByRole('link', { name: 'Añadir al calendario (.ics)' }).getAttribute('href');
    const calendar = await request.get(ics ?? '');
    expect(calendar.status()).toBe(200);
    expect(calendar.headers()['content-type']).toContain('text/calendar');
    expect(await calendar.text()).toContain('SUMMARY:Vuelo AV9392 a Pereira');
    await expect(page.getByRole('link', { name: 'Compartir por WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\?text=/,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('fr: a designator in any case shows the nearest day', async ({ page }) => {
    await page.goto('/fr/vuelos/detalle/av9364');
    await expect(page.getByRole('heading', { level: 1, name: 'Vol AV9364' })).toBeVisible();
    await expect(page.getByText('Heure prévue', { exact: true })).toBeVisible();
    await expect(page.locator('[aria-current="page"]').filter({ hasText: 'Aujourd’hui' })).toBeVisible();
  });

  test('an unknown flight answers 404 with the localised not-found page', async ({ page }) => {
    const errors = collectPageErrors(page, { allowDocument404: true });
    const response = await page.goto('/en/vuelos/detalle/XX1234');
    expect(response?.status()).toBe(404);
    // Server-rendered (the proxy serves the 404 page when a known route finds no data; vercel/next.js#97000).
    expect(await response?.text()).toContain('Page not found');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
  });

  test('/vuelos/detalle without a number goes to the board’s search', async ({ page }) => {
    await page.goto('/pt/vuelos/detalle');
    await expect(page).toHaveURL(/\/pt\/vuelos#flight-search$/);
    await expect(page.getByLabel('Encontre seu voo')).toBeVisible();
  });
});

test.describe('simulated flights are labelled', () => {
  // The e2e server has no FLIGHTS_API_URL: every flight comes from the embedded simulation.
  const note = (locale: 'es' | 'en') => message(locale, 'flights.board.simulated') ?? 'missing message';

  test('es: the board and the flight’s page say so beside the update time; the API says so too', async ({
    page,
    request,
  }) => {
    await page.goto('/vuelos/salidas');
    const stamp = page.locator('p').filter({ hasText: /Actualizado a las \d{2}:\d{2}/ });
    await expect(stamp).toContainText(note('es'));
    await expect(page.getByText(note('es'))).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/vuelos/detalle/20261122-AV9392-dep');
    const detailStamp = page.locator('p').filter({ hasText: /Información actualizada a las \d{2}:\d{2}/ });
    await expect(detailStamp).toContainText(note('es'));
    expect(await axeViolations(page)).toEqual([]);

    const list = await (await request.get('/api/v2/flights/arrivals?pageSize=1')).json();
    expect(list).toMatchObject({ simulated: true, stale: false });
    expect(await (await request.get('/api/v2/flights/AV9392')).json()).toMatchObject({
      flight: 'AV9392',
      simulated: true,
    });
  });

  test('en: the cargo board, a flight’s page and the home’s departures say so in English', async ({ page }) => {
    await page.goto('/en/vuelos/carga');
    await expect(page.locator('p').filter({ hasText: /Updated at \d{2}:\d{2}/ })).toContainText(note('en'));
    await page.goto('/en/vuelos/detalle/AV9364');
    await expect(page.getByRole('heading', { level: 1, name: 'Flight AV9364' })).toBeVisible();
    await expect(page.getByText(note('en'))).toBeVisible();
    await page.goto('/en');
    await expect(page.getByRole('region', { name: 'Next departures' })).toContainText(note('en'));
  });
});

test.describe('connection guide', () => {
  test('es: answers international → domestic with a terminal change', async ({ page }) => {
    await page.goto('/vuelos/conexiones');
    await page.getByRole('group', { name: 'Llegas en un vuelo' }).getByLabel('Internacional', { exact: true }).check();
    await page.getByRole('group', { name: 'Sales en un vuelo' }).getByLabel('Nacional', { exact: true }).check();
    await page.getByLabel('Aerolínea de llegada').selectOption({ label: 'Iberia' });
    await page.getByLabel('Aerolínea de salida').selectOption({ label: 'Satena' });
    await page
      .getByRole('group', { name: /equipaje está documentado/ })
      .getByLabel('No')
      .check();
    await page.getByRole('button', { name: 'Ver los pasos' }).click();
    await expect(page).toHaveURL(
      /arriving=international&departing=domestic&arrivalAirline=IB&departureAirline=9R&bags=no#connection-answer$/,
    );
    const answer = page.getByRole('region', { name: 'Tu conexión paso a paso' });
    await expect(answer).toContainText('Pasa por Migración Colombia (entrada al país)');
    await expect(answer).toContainText('aduana (DIAN)');
    await expect(answer).toContainText('bus gratuito entre terminales');
    await expect(answer).toContainText('Cambias de T1 a T2');
    await expect(answer).toContainText('2 h 30 min');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('fr: answers domestic → domestic, bags checked through, same terminal', async ({ page }) => {
    await page.goto('/fr/vuelos/conexiones');
    await page.getByRole('group', { name: 'Vous arrivez par un vol' }).getByLabel('Intérieur').check();
    await page.getByRole('group', { name: 'Vous repartez par un vol' }).getByLabel('Intérieur').check();
    await page.getByLabel('Compagnie d’arrivée').selectOption({ label: 'Avianca' });
    await page.getByLabel('Compagnie de départ').selectOption({ label: 'Avianca' });
    await page
      .getByRole('group', { name: /bagages sont-ils enregistrés/ })
      .getByLabel('Oui')
      .check();
    await page.getByRole('button', { name: 'Voir les étapes' }).click();
    const answer = page.getByRole('region', { name: 'Votre correspondance étape par étape' });
    await expect(answer).toContainText('Vous restez en zone d’embarquement');
    await expect(answer).toContainText('45 min');
    await expect(answer).toContainText('Pas de changement (T1)');
  });

  test('a partly filled form names the missing fields', async ({ page }) => {
    await page.goto('/vuelos/conexiones?arriving=international');
    await expect(page.getByText('Revisa los campos marcados para ver los pasos de tu conexión.')).toHaveAttribute(
      'role',
      'alert',
    );
    await expect(page.getByText('Elige si sales en un vuelo nacional o internacional.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tu conexión paso a paso' })).toHaveCount(0);
  });
});

test.describe('flights API', () => {
  test('departures: v2 shape, filters, 400 naming the bad parameter', async ({ request }) => {
    const response = await request.get('/api/v2/flights/departures?type=domestic&q=cali&pageSize=5');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ page: 1, pageSize: 5, date: '2026-11-22', stale: false });
    expect(body.total).toBeGreaterThan(5);
    for (const flight of body.flights) {
      expect(flight).toMatchObject({ flighttype: 'D', direction: 'departure', city: { code: 'CLO' } });
      expect(flight.flight).toBe(`${flight.airline.code}${flight.number}`);
      expect(flight.scheduleDate).toMatch(/^2026-11-22 \d{2}:\d{2}:\d{2}$/);
    }
    const bad = await request.get('/api/v2/flights/arrivals?pageSize=500');
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty('pageSize');
  });

  test('one flight by id or designator, 404 when unknown', async ({ request }) => {
    const one = await request.get('/api/v2/flights/20261122-AV9392-dep');
    expect(one.status()).toBe(200);
    expect((await one.json()).flight).toBe('AV9392');
    expect((await request.get('/api/v2/flights/av9392')).status()).toBe(200);
    expect((await request.get('/api/v2/flights/XX1')).status()).toBe(404);
  });
});
