import { expect, test, type Page } from '@playwright/test';
import { localizePath, requiredMessage, type Locale } from './support/site';

/**
 * Installable and offline (docs/offline.md): once the service worker controls the page,
 * the flight board and a flight's page visited online render offline with the offline notice and the
 * age of their data; the taxi pages and the contact form are never kept, so offline they get the
 * worker's small offline page, never an old copy of a form.
 */

/** Waits for the worker to control the page, then reloads once so the page and its files go through it. */
async function underServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.reload({ waitUntil: 'networkidle' });
  await storedByWorker(page);
}

/** The worker stores pages after answering (waitUntil): wait until this page's copy is in its cache. */
async function storedByWorker(page: Page) {
  const url = page.url();
  await expect
    .poll(() => page.evaluate(async (href) => Boolean(await caches.match(href, { ignoreVary: true })), url))
    .toBe(true);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The offline notice: the foundation's message plus "Información de las 10:05." (or with the date). */
function offlineNoticePattern(locale: Locale): RegExp {
  const message = escape(requiredMessage(locale, 'client.offline.message'));
  const time = escape(requiredMessage(locale, 'client.offline.dataAge')).replace('\\{time\\}', '\\d{2}:\\d{2}');
  const dated = escape(requiredMessage(locale, 'client.offline.dataAgeDate'))
    .replace('\\{date\\}', '.+')
    .replace('\\{time\\}', '\\d{2}:\\d{2}');
  return new RegExp(`^${message} (${time}|${dated})$`);
}

/** The notice names the instant the page was rendered (its generated-at meta). */
async function expectOfflineNotice(page: Page, locale: Locale) {
  const notice = page.getByRole('status').filter({ hasText: requiredMessage(locale, 'client.offline.message') });
  await expect(notice).toHaveText(offlineNoticePattern(locale));
  const generatedAt = await page.locator('meta[name="generated-at"]').last().getAttribute('content');
  expect(generatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  await expect(notice.locator('time')).toHaveAttribute('datetime', new Date(generatedAt ?? '').toISOString());
}

const cases: { locale: Locale; flight: string }[] = [
  { locale: 'es', flight: 'Vuelo' },
  { locale: 'en', flight: 'Flight' },
];

for (const { locale, flight } of cases) {
  test(`${locale}: the board and a flight visited online render offline with their data age`, async ({
    page,
    context,
  }) => {
    const board = localizePath('/vuelos', locale);
    const rows = page.locator('table tbody tr');
    await page.goto(board);
    await expect(rows.first()).toBeVisible();
    await underServiceWorker(page);

    const detail = await page.locator('table tbody a[href*="/vuelos/detalle/"]').first().getAttribute('href');
    expect(detail).toBeTruthy();
    await page.goto(detail ?? '');
    const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^${flight} `) });
    await expect(heading).toBeVisible();
    const flightTitle = await heading.textContent();
    await storedByWorker(page);

    // Forms and personal pages, visited online: the worker must not keep them.
    for (const path of ['/servicios/taxis', '/contacto']) {
      await page.goto(localizePath(path, locale));
      await expect(page.locator('main')).toBeVisible();
    }

    await context.setOffline(true);

    const offlineBoard = await page.goto(board);
    expect(offlineBoard?.fromServiceWorker()).toBe(true);
    await page.reload();
    await expect(rows.first()).toBeVisible();
    await expectOfflineNotice(page, locale);

    await page.goto(detail ?? '');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: flightTitle ?? '' })).toBeVisible();
    await expectOfflineNotice(page, locale);

    for (const path of ['/servicios/taxis', '/contacto']) {
      const response = await page.goto(localizePath(path, locale));
      expect(response?.status(), path).toBe(503);
      await expect(
        page.getByRole('heading', { level: 1, name: requiredMessage(locale, 'serviceWorker.offlinePage.heading') }),
      ).toBeVisible();
      await expect(page.locator('form')).toHaveCount(0);
      await expect(
        page.getByRole('link', { name: requiredMessage(locale, 'serviceWorker.offlinePage.flights') }),
      ).toHaveAttribute('href', board);
    }

    // Back online, pages come from the network again and the notice goes away.
    await context.setOffline(false);
    const online = await page.goto(board);
    expect(online?.status()).toBe(200);
    await expect(
      page.getByRole('status').filter({ hasText: requiredMessage(locale, 'client.offline.message') }),
    ).toHaveCount(0);
  });
}

test('the worker is served fresh, for the whole site, and the manifest names installable icons', async ({
  request,
}) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toContain('javascript');

  const manifest = await request.get('/manifest.webmanifest');
  const body = (await manifest.json()) as { icons: { src: string; purpose?: string }[]; display: string };
  expect(body.display).toBe('standalone');
  expect(body.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of body.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

/**
 * The header's search overlay loads on intent, so a visitor whose connection drops before the first search
 * has never fetched it: the search must still open and find pages by their titles (the small page-titles
 * panel, fetched when the browser was idle), never show an error page; back online, the next opening
 * loads the full search, without a reload.
 */
for (const { locale, query, title } of [
  { locale: 'es', query: 'mascotas', title: 'Mascotas' },
  { locale: 'en', query: 'pets', title: 'Pets' },
] as const) {
  test(`${locale}: the header search finds pages by title when the connection dropped before the first search`, async ({
    page,
    context,
  }) => {
    const scripts: Array<Promise<string>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    const searchCodeLoaded = async () =>
      (await Promise.all(scripts)).some((source) => source.includes('instantsearch'));
    await page.goto(localizePath('/vuelos', locale));
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 1_000), { timeout: 5_000 })),
    );
    await context.setOffline(true);
    await page
      .getByRole('banner')
      .getByRole('button', { name: requiredMessage(locale, 'client.routeFinder.open'), exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: requiredMessage(locale, 'client.routeFinder.title') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox').pressSequentially(query);
    // Titles starting with the query rank first.
    await expect(dialog.getByRole('option').first()).toHaveText(new RegExp(`^${title}`));
    await expect(dialog.getByRole('option').first()).toHaveAttribute(
      'href',
      localizePath('/servicios/mascotas', locale),
    );
    expect(await searchCodeLoaded()).toBe(false);

    // Back online, the next opening imports the full search again, without a reload.
    await context.setOffline(false);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    let reloaded = false;
    page.on('load', () => (reloaded = true));
    await page
      .getByRole('banner')
      .getByRole('button', { name: requiredMessage(locale, 'client.routeFinder.open'), exact: true })
      .click();
    await expect(dialog).toBeVisible();
    await expect.poll(searchCodeLoaded).toBe(true);
    await dialog.getByRole('combobox').pressSequentially(query);
    await expect(dialog.getByRole('option').first()).toHaveAttribute(
      'href',
      localizePath('/servicios/mascotas', locale),
    );
    expect(reloaded).toBe(false);
  });
}
