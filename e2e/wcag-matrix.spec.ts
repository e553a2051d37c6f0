import { expectNoAxeViolationsSoft, locales, localizePath, thoroughLocales, watchPageErrors } from './support/site';
import { expect, test } from './support/shared-page';
import { pageModuleOf, templates } from './support/templates';
import { focusWalk, reflowOffenders, smallTargets, textResizeOffenders } from './support/wcag';

/**
 * The WCAG 2.2 AA criteria axe cannot judge from the DOM alone, on every page template of lib/routes.ts
 * (support/templates.ts: the page module Next renders for a route, with its layout; one representative route
 * each) in es, en, fr and pt. One page load per template and locale, every check batched on it:
 *
 * - at 320 × 640 CSS px: 1.4.10 reflow (the page never scrolls sideways; only a region with its own scroll
 *   container, such as a data table or the terminal plan, may be wider), 2.5.8 target size (24 × 24 px or an
 *   exception WCAG allows: inline links, a checkbox with its label, the card a link covers, the plan's points),
 *   and, in one locale, a keyboard walk: 2.4.7 focus visible, 2.4.11 focus never entirely hidden by the sticky
 *   header, the chat launcher or another fixed box, 2.1.2 no keyboard trap (Tab through the page and Shift+Tab
 *   back along the same way; Shift+Tab from the end of the page through the launcher and the footer);
 * - at 1280 × 720: target size and the same keyboard walk on the desktop header, in another locale;
 * - 1.4.4 text at 200 % (root font size doubled) at 1280 px: no sideways scroll, every header control on screen
 *   and uncovered, no text of the header, footer or main headings cut off, no text of the chrome overlapping;
 * - no console error (a hydration mismatch can be one language's own);
 * - at 1280 px, in Spanish and one more locale (en, fr or pt in turn: thoroughLocales), no axe violation of any
 *   impact under the WCAG 2.0, 2.1 and 2.2 A and AA rules: the route matrix only fetches a template's own URL, so
 *   the template is analysed here, on the load the other checks already made.
 *
 * Every check that text length can change runs in all four locales. The walks, the matrix's slowest part (a key
 * press and a frame per stop), follow the markup and the styles, which no language changes: each template is
 * walked once at 320 px and once at 1280 px, in two different locales that turn with the template, so every
 * language is walked on half the templates.
 *
 * One test per template visits its four locales in turn with soft assertions naming the URL (as the route
 * matrix does), on the worker's shared page (support/shared-page.ts): the checks only read, and the page's
 * own changes (a marker element, the root font size) go with the next navigation. The route matrix runs axe on the
 * routes that share a template with another.
 */

const PHONE = { width: 320, height: 640 };
const DESKTOP = { width: 1280, height: 720 };

const TEMPLATES = templates();

test('every route of lib/routes.ts has a page template, and templates are found', () => {
  // templates() throws for a route no page module renders; a handful of templates would mean the resolver broke.
  expect(TEMPLATES.length).toBeGreaterThan(40);
  expect(new Set(TEMPLATES.map((t) => t.layout))).toEqual(new Set(['home', 'site', 'taxi', 'screen']));
  // Next's order: a static segment before a [param], a [param] before a catch-all.
  expect(pageModuleOf('/servicios/taxis')).toBe('(taxi)/servicios/taxis/page.tsx');
  expect(pageModuleOf('/servicios/mascotas')).toBe('[...path]/page.tsx');
  expect(pageModuleOf('/establecimientos/salas-vip')).toBe('(site)/establecimientos/[businessType]/page.tsx');
  expect(pageModuleOf('/establecimientos/salas-vip/detalle')).toBe(
    '(site)/establecimientos/[businessType]/detalle/[[...businessId]]/page.tsx',
  );
  // A route's layout is the route group its page module lives in (the catch-all renders site pages).
  for (const template of TEMPLATES) {
    const group = /^\((\w+)\)\//.exec(template.module)?.[1] ?? 'site';
    expect(group, `${template.module} renders ${template.routes.join(', ')}`).toBe(template.layout);
  }
});

test('the keyboard walk reports a short focus loop and focus that stays, not going round a page or a late move', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  // A trap: Tab on B sends focus back to A, so C is never reached.
  await page.setContent(`<a href="#top">Skip</a> <button id="a">A</button> <button id="b">B</button>
    <button>C</button>
    <script>document.getElementById('b').addEventListener('keydown', (event) => {
      if (event.key === 'Tab' && !event.shiftKey) { event.preventDefault(); document.getElementById('a').focus(); }
    });</script>`);
  const trapped = await focusWalk(page, { forward: 8, back: 0, fromEnd: 0 });
  expect(trapped.problems.join('\n')).toMatch(/focus loops back to "A" after 2 stops/);
  // Two stops and nothing else: going round them, out of the page and in again, is not a loop.
  await page.setContent('<a href="#top">Skip</a> <a href="#policy">Policy</a>');
  const round = await focusWalk(page, { forward: 8, back: 4, fromEnd: 4 });
  expect(round.problems).toEqual([]);
  expect(round.reached).toBe(2);
  // Focus that does not move on Tab is a trap; focus a page moves a frame after the key press is followed.
  await page.setContent(`<a href="#top">Skip</a> <button id="stuck">Stuck</button> <button id="late">Late</button>
    <button id="next">Next</button> <a href="#end">End</a>
    <script>
      document.getElementById('stuck').addEventListener('keydown', (event) => {
        if (event.key === 'Tab' && !event.shiftKey) event.preventDefault();
      });
      document.getElementById('late').addEventListener('keydown', (event) => {
        if (event.key !== 'Tab' || event.shiftKey) return;
        event.preventDefault();
        requestAnimationFrame(() => document.getElementById('next').focus());
      });
    </script>`);
  const stuck = await focusWalk(page, { forward: 4, back: 0, fromEnd: 0 });
  expect(stuck.problems.join('\n')).toMatch(/Tab: focus stays on "Stuck"/);
  await page.evaluate(() => document.getElementById('stuck')?.remove());
  const late = await focusWalk(page, { forward: 8, back: 2, fromEnd: 2 });
  expect(late.problems).toEqual([]);
  expect(late.reached).toBe(4);
});

test('reflow at 320 px holds in the stand-in font, when Figtree is not drawn (font-display: optional)', async ({
  page,
}) => {
  // Under load the first paint may keep the system font; a long word in a large heading must still fit.
  await page.route('**/*.woff2', (route) => route.abort());
  await page.setViewportSize(PHONE);
  for (const url of ['/qr-descarga-app', '/en/qr-descarga-app', '/fr/dora-traductora', '/pt/tiempo-en-fila']) {
    await page.goto(url, { waitUntil: 'load' });
    expect.soft(await reflowOffenders(page), `1.4.10 reflow at 320 px on ${url} without Figtree`).toEqual([]);
  }
});

for (const [index, template] of TEMPLATES.entries()) {
  const phoneWalkLocale = locales[index % locales.length];
  const desktopWalkLocale = locales[(index + 2) % locales.length];
  const axeLocales = thoroughLocales(index);
  const expectedStatus = template.route.status404 ? 404 : 200;

  test(`${template.url} [${template.module}]`, async ({ sharedPage: page }) => {
    // Four page loads, two keyboard walks and two axe runs: twice the default test time, for a machine under load.
    test.setTimeout(120_000);
    const { errors, stop } = watchPageErrors(page, { allowDocument404: expectedStatus === 404 });
    try {
      for (const locale of locales) {
        const url = localizePath(template.url, locale);
        await test.step(`${locale}: ${url}`, async () => {
          errors.length = 0;
          await page.setViewportSize(PHONE);
          const response = await page.goto(url, { waitUntil: 'load' }).catch((error: unknown) => {
            expect.soft(String(error), `loading ${url}`).toBe('');
            return null;
          });
          if (!response) return;
          expect.soft(response.status(), `HTTP status of ${url}`).toBe(expectedStatus);

          expect.soft(await reflowOffenders(page), `1.4.10 reflow at 320 px on ${url}`).toEqual([]);
          expect.soft(await smallTargets(page), `2.5.8 targets under 24 × 24 px at 320 px on ${url}`).toEqual([]);
          await page.setViewportSize(DESKTOP);
          expect.soft(await smallTargets(page), `2.5.8 targets under 24 × 24 px at 1280 px on ${url}`).toEqual([]);
          // axe at the route matrix's width, on the page at rest: before the walks move focus and load what it wakes.
          if (axeLocales.includes(locale)) {
            await expectNoAxeViolationsSoft(page, url);
          }

          if (locale === phoneWalkLocale) {
            await page.setViewportSize(PHONE);
            const phone = await focusWalk(page);
            expect.soft(phone.problems, `keyboard focus at 320 px on ${url}`).toEqual([]);
            expect.soft(phone.reached, `elements Tab reaches at 320 px on ${url}`).toBeGreaterThan(0);
            await page.setViewportSize(DESKTOP);
          }
          if (locale === desktopWalkLocale) {
            const desktop = await focusWalk(page, { forward: 20, back: 3, fromEnd: 4 });
            expect.soft(desktop.problems, `keyboard focus at 1280 px on ${url}`).toEqual([]);
          }
          expect.soft(await textResizeOffenders(page), `1.4.4 text at 200 % on ${url}`).toEqual([]);

          expect.soft(errors, `console errors on ${url}`).toEqual([]);
        });
      }
    } finally {
      stop();
      await page.setViewportSize(DESKTOP);
    }
  });
}
