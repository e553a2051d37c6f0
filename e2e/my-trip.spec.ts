import { expect, test, type Page } from '@playwright/test';
import { axeViolations, collectPageErrors, localizePath, requiredMessage as m, type Locale } from './support/site';

/**
 * "Mi viaje" (/vuelos/mi-viaje/{flightId}): from the board to a flight, to its plan; an address gives the
 * leave-by time; a delay recomputes it and is announced; the taxi booking opens prefilled; the .ics; no-JS
 * form; axe. The server runs with APP_NOW=2026-11-22T10:00:00-05:00 (a Sunday) on the simulated day.
 *
 * LATAM 4C4148 to Armenia (19:55) is one of the simulated day's delayed flights: 75 minutes, which the day
 * announces four hours before (15:55). The server's clock cannot be moved during a test, so the browser's
 * refresh of the flight is answered with the server's own answer carrying that announced delay (estimated
 * 21:10, DLY): exactly what the API says for it from 15:55 on.
 */

// The browser's flight refreshes are answered by page.route, which a service worker would bypass.
test.use({ serviceWorkers: 'block' });

const FLIGHT = '20261122-4C4148-dep';
const DESIGNATOR = '4C4148';
const DELAYED = '2026-11-22 21:10:00';
const ADDRESS = 'Calle 93 # 11-26';

const leaveBy = (page: Page) => page.locator('[data-leave-by]');
/** The island has hydrated: the form is handled in the page (before, it submits as a plain GET form). */
const hydrated = (page: Page) => expect(page.locator('[data-trip-plan][data-ready]')).toBeAttached();

async function openPlanFromBoard(page: Page, locale: Locale) {
  await page.goto(localizePath(`/vuelos/salidas?q=${DESIGNATOR}`, locale));
  await page.getByRole('link', { name: DESIGNATOR }).first().click();
  await expect(page).toHaveURL(new RegExp(`/vuelos/detalle/${FLIGHT}$`));
  await page.getByRole('link', { name: m(locale, 'tripPlan.link') }).click();
  await expect(page).toHaveURL(new RegExp(`/vuelos/mi-viaje/${FLIGHT}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: m(locale, 'tripPlan.heading', { flight: DESIGNATOR }) }),
  ).toBeVisible();
  await hydrated(page);
}

for (const locale of ['es', 'en'] as const) {
  test(`${locale}: plan from the board, leave-by from an address, a delay recomputes it, book the taxi`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    let delayed = false;
    await page.route(`**/api/v2/flights/${FLIGHT}`, async (route) => {
      // The page refreshes the flight on its own: one may still be on its way when the test ends.
      const response = await route.fetch().catch(() => null);
      if (!response) return;
      if (!delayed) return route.fulfill({ response });
      const flight = (await response.json()) as Record<string, unknown>;
      const status = { code: 'DLY', es: 'Retrasado', en: 'Delayed', fr: 'Retardé', pt: 'Atrasado' };
      return route.fulfill({ response, json: { ...flight, estimatedDate: DELAYED, status } });
    });
    await page.clock.install();
    await openPlanFromBoard(page, locale);

    // Without an address the plan starts at the terminal; every departing step is listed.
    await expect(page.getByText(m(locale, 'tripPlan.noAddress'))).toBeVisible();
    for (const step of ['arrive-terminal', 'bag-drop', 'security', 'walk-to-gate', 'boarding', 'gate-closes'])
      await expect(page.locator(`[data-step="${step}"]`)).toBeVisible();
    await expect(page.locator('[data-step="departure"] time')).toHaveText('19:55');

    await page.getByLabel(m(locale, 'tripPlan.form.address')).fill(ADDRESS);
    await page.getByLabel(m(locale, 'tripPlan.form.mode')).selectOption('taxi');
    await page.getByRole('button', { name: m(locale, 'tripPlan.form.submit') }).click();
    const heading = page.getByRole('heading', { level: 2, name: /\d{2}:\d{2}/ }).first();
    await expect(heading).toBeVisible();
    const before = (await leaveBy(page).getAttribute('data-leave-by')) ?? '';
    expect(before).toMatch(/^1[5-8]:\d{2}$/);
    await expect(heading).toHaveText(m(locale, 'tripPlan.leaveBy', { time: before }));
    // The address stays in this browser, not in the URL.
    await expect(page).toHaveURL(new RegExp(`/vuelos/mi-viaje/${FLIGHT}$`));
    expect(await page.evaluate(() => localStorage.getItem('eldorado.trip-plan.v1'))).toContain('Calle 93');
    expect(await axeViolations(page)).toEqual([]);

    // The flight is delayed: the next refresh (60 s) recomputes the plan and says so, politely.
    delayed = true;
    await page.clock.fastForward('01:05');
    await expect(page.locator('[data-step="departure"] time')).toHaveText('21:10');
    await expect.poll(async () => leaveBy(page).getAttribute('data-leave-by')).not.toBe(before);
    const after = (await leaveBy(page).getAttribute('data-leave-by')) ?? '';
    expect(after > before).toBe(true);
    const live = page.locator('[data-trip-announcement]');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live).toContainText(
      m(locale, 'tripPlan.changes.time', { flight: DESIGNATOR, time: '21:10', old: '19:55' }),
    );
    await expect(live).toContainText(m(locale, 'tripPlan.changes.leaveBy', { time: after, old: before }));

    // The .ics: an alarm at the new leave-by.
    const ics = await page.request.get(
      (await page.getByRole('link', { name: m(locale, 'tripPlan.actions.calendar') }).getAttribute('href')) ?? '',
    );
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    const body = await ics.text();
    expect(body).toContain('BEGIN:VALARM\r\n');
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);

    // One tap: the taxi booking, from the address to the airport at the leave-by time, then sign-in.
    await page.getByRole('link', { name: m(locale, 'tripPlan.actions.bookTaxi', { time: after }) }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/servicios/taxis', locale)}$`));
    const from = page.getByLabel(m(locale, 'client.taxi.form.from'), { exact: true });
    await expect(from).toHaveValue(/Calle 93/);
    await expect(page.getByLabel(m(locale, 'client.taxi.form.date'))).toHaveValue('2026-11-22');
    await expect(page.getByLabel(m(locale, 'client.taxi.form.time'))).toHaveValue(after);
    await from.blur();
    await page.getByRole('button', { name: m(locale, 'client.taxi.form.submit') }).click();
    await expect(page.getByRole('heading', { name: m(locale, 'client.taxi.vehicles.heading') })).toBeFocused();
    await page.getByRole('button', { name: m(locale, 'client.taxi.vehicles.choose', { vehicle: 'Taxi' }) }).click();
    await expect(page.getByRole('heading', { name: m(locale, 'client.taxi.signIn.heading') })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('es: works without JavaScript (GET form), with a localised error for an address it cannot place', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/vuelos/mi-viaje/${FLIGHT}`);
  await page.getByLabel(m('es', 'tripPlan.form.address')).fill('Calle 999 # 999-99');
  await page.getByRole('button', { name: m('es', 'tripPlan.form.submit') }).click();
  await expect(page.getByText(m('es', 'tripPlan.errors.addressNotFound'))).toBeVisible();
  await page.getByLabel(m('es', 'tripPlan.form.address')).fill(ADDRESS);
  await page.getByLabel(m('es', 'tripPlan.form.mode')).selectOption('transmilenio');
  await page.getByRole('button', { name: m('es', 'tripPlan.form.submit') }).click();
  await expect(page).toHaveURL(/address=Calle/);
  await expect(page.locator('[data-step="leave"]')).toContainText('TransMilenio');
  await expect(page.getByRole('heading', { level: 2, name: /^Sal a las \d{2}:\d{2}$/ })).toBeVisible();
  await context.close();
});

test('answers 404 for a malformed or unknown flight, and for a cargo flight', async ({ request }) => {
  for (const id of ['nope', '20261122-ZZ9999-dep', `${'9'.repeat(300)}`, '20261122-AV9392-xyz'])
    expect((await request.get(`/vuelos/mi-viaje/${id}`)).status()).toBe(404);
  expect((await request.get(`/api/v2/trip-plan/nope/calendar`)).status()).toBe(404);
});

test('en: an arrival (meeting someone) by car, and the page passes axe', async ({ page }) => {
  await page.goto('/en/vuelos/mi-viaje/20261122-AV117-arr');
  await expect(page.getByRole('heading', { level: 1, name: 'My trip: AV117' })).toBeVisible();
  await hydrated(page);
  await page.getByLabel('Address in Bogotá').fill('Unicentro');
  await page.getByLabel('How you travel').selectOption('car');
  await page.getByRole('button', { name: 'Work out my plan' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Leave by \d{2}:\d{2}$/ })).toBeVisible();
  for (const step of ['landing', 'taxi-in', 'migration-arrivals', 'belt', 'exit', 'parking'])
    await expect(page.locator(`[data-step="${step}"]`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

for (const locale of ['es', 'en'] as const) {
  test(`${locale}: following a flight with the board's star offers its plan beside the star`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(localizePath(`/vuelos/salidas?q=${DESIGNATOR}`, locale));
    const star = page.getByRole('button', { name: m(locale, 'flightAlerts.ui.followFlight', { flight: DESIGNATOR }) });
    await expect(star).toBeEnabled();
    const plan = page.getByRole('link', { name: m(locale, 'tripPlan.linkShortFlight', { flight: DESIGNATOR }) });
    await expect(plan).toHaveCount(0);
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(plan.first()).toBeVisible();
    await plan.first().click();
    await expect(page).toHaveURL(new RegExp(`/vuelos/mi-viaje/${FLIGHT}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: m(locale, 'tripPlan.heading', { flight: DESIGNATOR }) }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
}
