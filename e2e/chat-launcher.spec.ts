import { expect, test } from '@playwright/test';

/**
 * The assistant's launcher on a phone: an icon-sized button that keeps its name, and the end of every page scrolls
 * clear of it (the footer's last links and "back to top" are never under it).
 */

const PHONE = { width: 390, height: 844 };

for (const [path, name] of [
  ['/servicios/mascotas', 'Pregúntale a Dora'],
  ['/en/vuelos/salidas', 'Ask Dora'],
] as const) {
  test(`${path}: the launcher is icon-sized on a phone, and the page's end is reachable above it`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    const launcher = page.getByRole('button', { name });
    await expect(launcher).toBeVisible();
    const box = await launcher.boundingBox();
    expect(box && box.width <= 48 && box.height <= 48, JSON.stringify(box)).toBe(true);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Every control of the footer's last row shows at its centre: nothing fixed lies over it.
    const covered = await page.evaluate(() => {
      const footer = [...document.querySelectorAll('body footer')].at(-1);
      const controls = [...(footer?.querySelectorAll('a[href], button') ?? [])].slice(-4);
      return controls
        .filter((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return !(hit && (el.contains(hit) || hit.contains(el)));
        })
        .map((el) => el.textContent?.trim());
    });
    expect(covered).toEqual([]);
  });
}
