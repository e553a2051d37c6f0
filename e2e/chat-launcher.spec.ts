import { expect, test, type Page } from '@playwright/test';
import { requiredMessage as m } from './support/site';

/**
 * The assistant on a phone covers nothing: no floating launcher there; the header's assistant icon (with its
 * accessible name) opens the same panel, and focus comes back to it on closing. No control of the first screen of a
 * key page lies under a fixed element, and the end of every page scrolls clear of anything fixed. From 768 px up the
 * launcher floats at the bottom right as before.
 */

const PHONE = { width: 390, height: 844 };

/** Controls (links, buttons, inputs) inside the viewport whose centre is under something else: what covers them. */
async function coveredControls(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const controls = [...document.querySelectorAll(`${selector} a[href], ${selector} button, ${selector} input`)];
    return controls.flatMap((el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.bottom <= 0 || r.top >= window.innerHeight) return [];
      const x = Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      if (!hit || el.contains(hit) || hit.contains(el) || getComputedStyle(el).visibility === 'hidden') return [];
      // Covered only when what lies on top is fixed (a floating button): a scrolled sibling is layout, not cover.
      let node: Element | null = hit;
      while (node && getComputedStyle(node).position !== 'fixed') node = node.parentElement;
      return node ? [`${el.textContent?.trim() || el.getAttribute('aria-label')} under ${node.tagName}`] : [];
    });
  }, root);
}

for (const [locale, path] of [
  ['es', '/'],
  ['es', '/servicios/mascotas'],
  ['en', '/en/vuelos/salidas'],
  ['en', '/en/vuelos/llegadas'],
] as const) {
  test(`${path}: on a phone nothing fixed covers a control, first screen or last; the header opens the assistant`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await expect(page.getByRole('button', { name: m(locale, 'chatbot.open') })).toBeHidden();
    expect(await coveredControls(page)).toEqual([]);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await coveredControls(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));

    const assistant = page.locator('header').getByRole('link', { name: m(locale, 'header.dora') });
    await expect(assistant).toBeVisible();
    const box = await assistant.boundingBox();
    expect(box && box.width >= 44 && box.height >= 44, JSON.stringify(box)).toBe(true);
    await assistant.click();
    const panel = page.getByRole('dialog', { name: m(locale, 'chatbot.title') });
    await expect(panel).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await expect(assistant).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(assistant).toBeFocused();
  });
}

test('en: without JavaScript the header icon leads to Dora’s page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/en/servicios/mascotas');
  await page
    .locator('header')
    .getByRole('link', { name: m('en', 'header.dora') })
    .click();
  await expect(page).toHaveURL(/\/en\/dora$/);
  await context.close();
});

test('es: from 768 px up the launcher floats at the bottom right, and the header has no assistant icon', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/servicios/mascotas');
  const launcher = page.getByRole('button', { name: m('es', 'chatbot.open') });
  await expect(launcher).toBeVisible();
  const box = await launcher.boundingBox();
  expect(box && box.x + box.width > 1366 - 40 && box.y + box.height > 900 - 40, JSON.stringify(box)).toBe(true);
  await expect(page.locator('header').getByRole('link', { name: m('es', 'header.dora') })).toBeHidden();
});
