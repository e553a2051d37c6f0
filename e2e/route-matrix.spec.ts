import type { Response } from '@playwright/test';
import { ROUTES, samplePath } from '../lib/routes';
import {
  expectNoAxeViolationsSoft,
  documentFacts,
  locales,
  localeTags,
  localizePath,
  message,
  securityHeaderProblems,
  thoroughLocales,
  watchPageErrors,
} from './support/site';
import { expect, test } from './support/shared-page';
import { templates } from './support/templates';

/**
 * Every route template of lib/routes.ts in all four locales (≈520 documents): status, no redirect, <html lang>,
 * the page title from messages, and the security headers (nonce CSP with object-src 'none', base-uri and
 * frame-ancestors, nosniff, Referrer-Policy, Permissions-Policy, HSTS: production mode) with Next's scripts
 * stamped with the response's nonce.
 *
 * In two of the locales (Spanish, and en, fr or pt in turn: thoroughLocales) the page is loaded in the browser:
 * the same checks on the live page, no console error (a hydration mismatch can be one language's own), and no axe
 * violation of any impact under the WCAG 2.0, 2.1 and 2.2 level A and AA rules (AXE_TAGS in support/site.ts:
 * wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa). In the other two the document is fetched and read without a
 * browser, which costs the server's render and nothing else: the CPU that the browser's load, hydration and axe
 * take is most of the matrix's time on 2 cores. Markup and colours do not change with the language, and the WCAG
 * matrix loads every page template in all four locales in the browser and fails on any console error there.
 *
 * The route that represents a page template (support/templates.ts) is fetched in all four locales: the WCAG
 * matrix loads that same URL in the browser in every locale, and runs axe there in two of them, so loading it here
 * too would only repeat the work.
 *
 * One test per route visits its four locales in sequence, with soft assertions that name the URL: a broken
 * template reports every locale at once, and a failure costs one worker restart instead of four (Playwright
 * discards the worker after a failed test). The tests of a worker share one page and browser context
 * (support/shared-page.ts): the matrix only reads, and a warm HTTP cache saves each route the download and
 * compilation of the site's scripts. `npm test` prints the time per spec after the run.
 */
const TEMPLATE_URLS = new Set(templates().map((template) => template.url));

for (const [index, route] of ROUTES.entries()) {
  const path = samplePath(route);
  const browserLocales = TEMPLATE_URLS.has(path) ? [] : thoroughLocales(index);
  // The preview answers 404 to a request without its secret, as a sample path is.
  const answers404 = route.status404 || route.requiresSecret;
  const expectedStatus = answers404 ? 404 : 200;
  const titleKey = answers404 ? 'errors.notFoundTitle' : `pages.${route.key}.title`;

  test(`${path} [${route.key}]`, async ({ sharedPage: page }) => {
    const { errors, stop } = watchPageErrors(page, { allowDocument404: expectedStatus === 404 });
    try {
      for (const locale of locales) {
        const url = localizePath(path, locale);
        const title = message(locale, titleKey);
        expect.soft(title, `messages/${locale}.json (or the es fallback) has ${titleKey}`).toBeTruthy();

        if (!browserLocales.includes(locale)) {
          await test.step(`${locale}: ${url} (fetched)`, async () => {
            const response = await page.request.get(url, { maxRedirects: 0, failOnStatusCode: false });
            expect.soft(response.status(), `HTTP status of ${url} (a 3xx is a redirect)`).toBe(expectedStatus);
            const html = await response.text();
            const headerProblems = securityHeaderProblems(response.headers(), html);
            expect.soft(headerProblems, `security headers of ${url}`).toEqual([]);
            const facts = documentFacts(html);
            expect.soft(facts.lang, `<html lang> of ${url}`).toBe(localeTags[locale]);
            if (title) expect.soft(facts.title, `<title> of ${url}`).toContain(title);
          });
          continue;
        }

        await test.step(`${locale}: ${url}`, async () => {
          errors.length = 0;
          let response: Response | null;
          try {
            response = await page.goto(url, { waitUntil: 'load' });
          } catch (error) {
            expect.soft(String(error), `loading ${url}`).toBe('');
            return;
          }

          expect.soft(response?.status(), `HTTP status of ${url}`).toBe(expectedStatus);
          if (response) {
            const headerProblems = securityHeaderProblems(await response.allHeaders(), await response.text());
            expect.soft(headerProblems, `security headers of ${url}`).toEqual([]);
          }
          expect.soft(new URL(page.url()).pathname, `${url} must not redirect`).toBe(url);
          expect
            .soft(await page.locator('html').getAttribute('lang'), `<html lang> of ${url}`)
            .toBe(localeTags[locale]);
          if (title) expect.soft(await page.title(), `<title> of ${url}`).toContain(title);

          await expectNoAxeViolationsSoft(page, url);

          const errorReport = `console errors on ${url}:\n    ${errors.join('\n    ')}\n`;
          expect.soft(errors.length, errorReport).toBe(0);
        });
      }
    } finally {
      stop();
    }
  });
}
