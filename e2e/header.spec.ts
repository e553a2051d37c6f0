import { expect, test } from '@playwright/test';
import { collectPageErrors, message, axeViolations, openMenuOnceHydrated } from './support/site';

/**
 * The header's search and menu dialogs are lazy chunks (only their buttons are in the first-load JS):
 * they must still open at once from the keyboard shortcut and the button, trap and return focus, and
 * work in every locale.
 */

test('es: "/" opens the route finder on a board page; a keyboard choice navigates', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/vuelos/salidas');
  const dialog = page.getByRole('dialog', { name: message('es', 'client.routeFinder.title') });
  const input = dialog.getByRole('combobox', { name: message('es', 'client.routeFinder.label') });
  // The shortcut works once the header has hydrated; on a slow machine that can be after the load event.
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.locator('body').press('/');
    await expect(input).toBeFocused({ timeout: 1_000 });
  }).toPass();
  await input.pressSequentially('migracion');
  await expect(dialog.getByRole('option').first()).toContainText('Migración');
  expect(await axeViolations(page)).toEqual([]);
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/servicios\/migracion/);
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test('en: the menu opens from its button, Escape closes it and focus returns to the button', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/en/vuelos/salidas');
  const button = page.getByRole('button', { name: message('en', 'client.menu.open'), exact: true });
  await button.click();
  const drawer = page.getByRole('dialog', { name: message('en', 'client.menu.title') });
  await expect(drawer).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();

  // A second opening starts afresh and a link inside navigates and closes the drawer.
  await button.click();
  await expect(drawer).toBeVisible();
  const firstCategory = drawer.getByRole('button', { expanded: false }).first();
  await firstCategory.click();
  await drawer.getByRole('link').first().click();
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/\/vuelos\/salidas$/);
  expect(errors).toEqual([]);
});

/**
 * What a page view costs before the visitor does anything: no route prefetches (each is a server render
 * of ≈30 kB) and no search code (≈57 kB). Both start on intent: pointer over a link, or over the search
 * button.
 */
for (const locale of ['es', 'fr'] as const) {
  test(`${locale}: nothing is prefetched or downloaded for the header until the visitor reaches for it`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const prefetches: string[] = [];
    const scripts: Array<Promise<string>> = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetches.push(new URL(request.url()).pathname);
    });
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    const prefix = locale === 'es' ? '' : `/${locale}`;
    await page.goto(`${prefix}/servicios/mascotas`);
    // Past the load event and the browser's idle time, when the lazy menu panel loads by itself.
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 1_500), { timeout: 5_000 })),
    );
    const searchCodeLoaded = async () =>
      (await Promise.all(scripts)).some((source) => source.includes('instantsearch'));
    expect(prefetches).toEqual([]);
    expect(await searchCodeLoaded()).toBe(false);

    await page.getByRole('link', { name: message(locale, 'header.accessibility') }).hover();
    await expect.poll(() => prefetches).toContain(`${prefix}/accesibilidad`);
    await page.getByRole('button', { name: message(locale, 'client.routeFinder.open'), exact: true }).hover();
    await expect.poll(searchCodeLoaded).toBe(true);
    expect(errors).toEqual([]);
  });
}

/**
 * The site's links are plain anchors (components/link/link.tsx); one listener on the document navigates them
 * without reloading the page and prefetches on intent. A value set on `window` survives only a client-side
 * navigation.
 */
for (const locale of ['es', 'en'] as const) {
  test(`${locale}: a site link, once hovered, is prefetched, and its click changes the page without a reload`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const prefetches: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetches.push(new URL(request.url()).pathname);
    });
    const prefix = locale === 'es' ? '' : `/${locale}`;
    await page.goto(`${prefix}/servicios/mascotas`);
    // The menu's link to the flights page (the header's accessibility link opens the settings dialog instead).
    const link = page.getByRole('banner').locator(`a[href="${prefix}/vuelos"]`).first();
    // The listener works once the page has hydrated: hover until the prefetch says it has.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await link.hover();
      expect(prefetches).toContain(`${prefix}/vuelos`);
    }).toPass();
    await page.evaluate(() => Object.assign(window, { samePageView: true }));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/vuelos$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'samePageView' in window)).toBe(true);
    expect(errors).toEqual([]);
  });
}

// APP_NOW (playwright.config.ts) is Sunday 22 November 2026, 10:00 in Bogota; the server's clock runs on from there.
const clocks = [
  { locale: 'es', path: '/', date: 'domingo 22 de noviembre', time: /^1\d:\d{2}\u00a0[ap]\.\u00a0m\.$/ },
  { locale: 'en', path: '/en', date: 'Sunday, 22 November', time: /^1\d:\d{2}\u00a0[AP]M$/ },
] as const;

for (const { locale, path, date, time } of clocks) {
  test(`${locale}: the header clock says Bogota's time and date in the page's words, and hydrates cleanly`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto(path);
    const clock = page.locator('header time');
    await expect(clock).toHaveText(time, { useInnerText: true });
    await expect(page.locator('header').getByText(date, { exact: true })).toBeVisible();
    // Once the menu button works the header has hydrated; a text mismatch would have been reported by then.
    await openMenuOnceHydrated(page, locale);
    expect(errors).toEqual([]);
  });
}
