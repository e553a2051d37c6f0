import { test } from '@playwright/test';
import { ROUTES, samplePath } from '../lib/routes';
import { collectPageErrors, locales, localizePath, seriousAxeViolations } from './support/site';
for (const route of ROUTES.slice(20, 32)) {
  test(`t ${route.path}`, async ({ page }) => {
    const t0 = Date.now();
    collectPageErrors(page);
    const parts: string[] = [];
    for (const locale of locales) {
      const url = localizePath(samplePath(route), locale);
      let t = Date.now();
      await page.goto(url, { waitUntil: 'load' });
      const load = Date.now() - t; t = Date.now();
      await page.locator('html').getAttribute('lang'); await page.title();
      const misc = Date.now() - t; t = Date.now();
      await seriousAxeViolations(page);
      parts.push(`${locale} load ${load} misc ${misc} axe ${Date.now() - t}`);
    }
    console.log(`${route.path} total ${Date.now() - t0}: ${parts.join(' | ')}`);
  });
}
