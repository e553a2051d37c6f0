import { expect, test } from '@playwright/test';
import { collectPageErrors, message } from './support/site';

/**
 * What the first paint waits for (BENCHMARKS.md, "inline CSS"): a page's styles arrive inside its document,
 * so a phone on a slow network paints after one request, not two; and the blocks below the fold (the footer
 * everywhere, the home's lower sections) are rendered only when they come near the viewport, yet they are
 * still reached by scrolling, by Tab and by find in page.
 */
const PAGES = ['/', '/en', '/vuelos/salidas', '/en/servicios/mascotas', '/fr/mapas'];

for (const path of PAGES) {
  test(`${path}: no render-blocking stylesheet, its styles are in the document`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(head).toMatch(/<style[^>]+data-href="\/_next\/static\/[^"]+\.css/);
  });
}

for (const locale of ['es', 'en'] as const) {
  test(`${locale}: the footer is rendered when reached, and Tab reaches its links`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(locale === 'es' ? '/' : '/en');
    const footer = page.locator('footer').last();
    const firstLink = footer.locator('a').first();
    const rendered = () => firstLink.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await footer.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe('auto');
    // Skipped while far below the fold: its contents are not rendered yet.
    expect(await rendered()).toBe(false);
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    const privacy = footer.getByRole('link', { name: message(locale, 'footer.links.pqrs') ?? '' }).first();
    await expect(privacy).toBeVisible();

    // From the top of the page, keyboard focus walks into the skipped footer and it renders around it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('footer a').last().focus();
    await expect(page.locator('footer a').last()).toBeFocused();
    await expect(page.locator('footer a').last()).toBeInViewport();
    expect(errors).toEqual([]);
  });
}

for (const { locale, path } of [
  { locale: 'es', path: '/vuelos/salidas' },
  { locale: 'en', path: '/en/vuelos/llegadas' },
] as const) {
  test(`${locale}: on a phone the board's cards below the first screen render as they are reached`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(`${path}?terminal=T1`);
    const lastCard = page.locator('tbody tr').last();
    const rendered = () =>
      lastCard
        .locator('td')
        .first()
        .evaluate((cell) => cell.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    await lastCard.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    await expect(lastCard.locator('td').first()).toBeVisible();
  });
}
