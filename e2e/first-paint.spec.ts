import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, message, openMenuOnceHydrated } from './support/site';

/**
 * What the first paint waits for (BENCHMARKS.md, "inline CSS"): a page's styles arrive inside its document,
 * so a phone on a slow network paints after one request, not two; and the blocks below the fold (the footer
 * everywhere, the home's lower sections) are rendered only when they come near the viewport, yet they are
 * still reached by scrolling, by Tab and by find in page. A page carries the CSS of the modules it renders, not
 * every page's; and the web font is drawn only if it is there for the first paint (font-display: optional), so a
 * late arrival moves nothing.
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

test('a page inlines the CSS of what it renders, not the rules of other pages', async ({ request }) => {
  const classes = (html: string) =>
    new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)).filter(Boolean));
  const css = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const board = await (await request.get('/vuelos/salidas')).text();
  const content = await (await request.get('/servicios/mascotas')).text();
  // A CSS module's classes are `<module hash>_<name>`; a module comes whole, so compare modules, not classes.
  const moduleOf = (name: string) => (/^([\w-]+)_[\w-]+$/.exec(name) ?? [])[1];
  const contentModules = new Set([...classes(content)].map(moduleOf));
  // Classes of the modules only the flight board renders; the content page's CSS names none of them.
  const boardOnly = [...classes(board)].filter((name) => moduleOf(name) && !contentModules.has(moduleOf(name)));
  expect(boardOnly.length).toBeGreaterThan(10);
  const contentCss = css(content);
  expect(contentCss.length).toBeGreaterThan(1000);
  const leaked = boardOnly.filter((name) => new RegExp(`\\.${name.replace(/[-]/g, '\\-')}(?![\\w-])`).test(contentCss));
  expect(leaked).toEqual([]);
});

/** The family Chromium drew an element's text with (the DevTools protocol's platform fonts): "Figtree Light" is Figtree. */
async function renderedFamily(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0]?.familyName ?? '';
}

for (const path of ['/servicios/mascotas', '/en/servicios/mascotas']) {
  test(`${path}: the web font arriving late is not swapped in, so no text moves`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    let release = () => {};
    const fontHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.woff2', async (route) => {
      await fontHeld;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const twoFrames = () =>
      page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.evaluate(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const shiftsSoFar = () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.slice());
    // Past font-display: optional's short block period (about 100 ms), the page is drawn in the system font.
    await page.waitForTimeout(300);
    await twoFrames();
    expect(await renderedFamily(page, 'h1')).not.toMatch(/^Figtree/);
    const before = (await shiftsSoFar()).length;
    const fontLoaded = page.waitForResponse((response) => response.url().endsWith('.woff2'));
    release();
    await fontLoaded;
    await page.waitForTimeout(300);
    await twoFrames();
    // Figtree came, and the page kept its font: a swap re-wrapped the headings (0.11 es, 0.24 en, BENCHMARKS.md).
    expect(await renderedFamily(page, 'h1')).not.toMatch(/^Figtree/);
    const shift = (await shiftsSoFar()).slice(before).reduce((sum, value) => sum + value, 0);
    expect(shift).toBeLessThan(0.01);
  });
}

test('the web font, once fetched, draws the next page', async ({ page }) => {
  await page.goto('/servicios/mascotas');
  await page.evaluate(() => document.fonts.ready);
  // From the cache it is nearly always there for the first paint; a busy machine can miss the short block
  // period once, as a slow phone would, so another page is opened then.
  await expect
    .poll(async () => {
      await page.goto('/en/vuelos/salidas');
      return renderedFamily(page, 'h1');
    })
    .toMatch(/^Figtree/);
});

for (const { locale, path } of [
  { locale: 'es', path: '/servicios/mascotas' },
  { locale: 'en', path: '/en/vuelos/salidas' },
] as const) {
  test(`${locale}: start-up yields once before hydrating, and the page still hydrates cleanly`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(path);
    // Next ran the entry the layout queued (components/layout/hydration-yield.tsx): its script is in <head>.
    await expect(page.locator('head script#hydration-yield')).toHaveCount(1);
    // Hydrated after it: the menu button works. A CSP refusal or a hydration mismatch would be an error.
    await openMenuOnceHydrated(page, locale);
    expect(errors).toEqual([]);
  });
}

/** The code points of the Figtree file the site ships (@fontsource's "latin" subset), as [from, to] pairs. */
const FIGTREE_RANGES = (
  JSON.parse(readFileSync('node_modules/@fontsource-variable/figtree/unicode.json', 'utf8')) as { latin: string }
).latin
  .split(',')
  .map((range) => range.replace('U+', '').split('-'))
  .map(([from = '0', to]) => [parseInt(from, 16), parseInt(to ?? from, 16)] as const);

// A character the web font lacks sends the first layout to the system's font fallback, a lookup that cost
// the key pages 10 to 20 ms at 4x CPU (BENCHMARKS.md): the site's own arrows and marks are icons, not text.
for (const path of [
  '/',
  '/vuelos/salidas',
  '/servicios/mascotas',
  '/en',
  '/en/vuelos/salidas',
  '/fr/servicios/taxis',
  '/pt/establecimientos/restaurantes',
  '/en/mapas',
  '/health',
  // Content pages whose text once had characters outside it (route arrows, CO₂).
  '/transporte/como-llegar-al-aeropuerto',
  '/en/eldorado-sostenible/servicios/inventario-de-gases-de-efecto-invernadero',
]) {
  test(`${path}: every character of its text is in the web font (no system fallback at the first layout)`, async ({
    page,
  }) => {
    await page.goto(path);
    const text = await page.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      let all = '';
      while (walker.nextNode()) {
        const parent = walker.currentNode.parentElement;
        if (parent && !['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(parent.tagName))
          all += walker.currentNode.nodeValue;
      }
      return all;
    });
    const missing = [...new Set(text)].filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return !FIGTREE_RANGES.some(([from, to]) => code >= from && code <= to);
    });
    expect(missing.map((char) => `${char} U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()}`)).toEqual([]);
  });
}
