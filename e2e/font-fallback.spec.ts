import { expect, test, type Page } from '@playwright/test';
import { localizePath, type Locale } from './support/site';

/**
 * Fonts without jumps: when Figtree is not there for the first paint (`font-display: optional` keeps the stand-in
 * then), the stand-in face 'Figtree Fallback' (a local Arial, Liberation Sans or Roboto with Figtree's metrics:
 * styles/_font-fallback.scss) lays the page out like Figtree. Every control and heading of the key pages has the
 * same number of lines with and without the web font, on a phone and on a desktop.
 */

const PAGES = ['/', '/vuelos/salidas', '/vuelos/llegadas', '/servicios/mascotas', '/buscar?q=equipaje'];

/** The height of every control and heading, in document order, keyed by its text. */
async function lineBoxes(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const out: Record<string, number> = {};
    const items = document.querySelectorAll(
      '#main a[href], #main button, #main label, #main h1, #main h2, #main h3, body > header a, body > header button',
    );
    items.forEach((el, index) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || getComputedStyle(el).display === 'inline') return;
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      if (text) out[`${index} ${text}`] = Math.round(r.height);
    });
    return out;
  });
}

async function boxesOf(page: Page, path: string, withWebFont: boolean) {
  if (!withWebFont) await page.route(/\.woff2(\?|$)/, (route) => route.abort());
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  // Which faces drew the page: Figtree's, or the stand-in's (a face's status is 'loaded' once text used it).
  const faces = await page.evaluate(() =>
    [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family.replace(/"/g, '')} ${f.weight}`),
  );
  const boxes = await lineBoxes(page);
  await page.unroute(/\.woff2(\?|$)/);
  return { boxes, faces };
}

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const) {
  for (const locale of ['es', 'en'] as const satisfies Locale[]) {
    test(`${locale}, ${name}: controls and headings wrap the same with or without Figtree`, async ({ browser }) => {
      const differences: string[] = [];
      for (const path of PAGES) {
        const url = localizePath(path, locale);
        const withFont = await browser.newContext({ viewport });
        const withoutFont = await browser.newContext({ viewport });
        const a = await boxesOf(await withFont.newPage(), url, true);
        const b = await boxesOf(await withoutFont.newPage(), url, false);
        await withFont.close();
        await withoutFont.close();
        expect(
          a.faces.some((face) => !face.startsWith('Figtree Fallback')),
          `${url}: ${a.faces.join(', ')}`,
        ).toBe(true);
        expect(b.faces.sort(), url).toEqual(['Figtree Fallback 100 500', 'Figtree Fallback 600 900']);
        for (const [key, height] of Object.entries(a.boxes)) {
          const other = b.boxes[key];
          // A line is 1.5 × 14–48 px: a difference of 10 px or more is a line more or less, not rounding.
          if (other !== undefined && Math.abs(other - height) >= 10)
            differences.push(`${url} «${key}» ${height} → ${other}`);
        }
      }
      expect(differences).toEqual([]);
    });
  }
}
