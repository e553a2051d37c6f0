import { test as base, type Page } from '@playwright/test';

/**
 * A `test` whose `sharedPage` is one page, in one browser context, for every test a worker runs in the
 * file. Meant for read-only sweeps (the route matrix): the context keeps its HTTP cache, so the site's
 * scripts, styles and fonts are downloaded and compiled once per worker instead of once per test, which
 * is most of a first page load's time on 2 cores. Nothing a test does may change what the next one sees:
 * a journey that signs in, changes a setting or stores anything takes Playwright's own per-test `page`.
 * Playwright discards a worker after a failed test, so a failure never leaks into the next test.
 */
export const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        locale,
        timezoneId,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
