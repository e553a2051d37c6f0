import { expect, test, type Page } from '@playwright/test';
import { localizePath, requiredMessage as m } from './support/site';

/**
 * The key pages as a passenger sees them, for docs/screens.md: the first screen of each on a 390 × 844 phone and on a
 * 1366 × 900 desktop, in Spanish, at the e2e server's clock (Sunday 22 November 2026, 10:00 in Bogotá). Run with
 * SCREENS=1 to refresh docs/screens/*.jpg; skipped otherwise (it checks nothing the other specs do not).
 */

test.skip(!process.env.SCREENS, 'run with SCREENS=1 to refresh docs/screens/*.jpg');
test.describe.configure({ mode: 'serial' });

const FLIGHT = '20261122-4C4148-dep';

const PAGES: { name: string; path: string; prepare?: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: '/' },
  { name: 'departures', path: '/vuelos/salidas' },
  { name: 'arrivals', path: '/vuelos/llegadas' },
  { name: 'flight', path: `/vuelos/detalle/${FLIGHT}` },
  {
    name: 'trip-plan',
    path: `/vuelos/mi-viaje/${FLIGHT}`,
    prepare: async (page) => {
      await expect(page.locator('[data-trip-plan][data-ready]')).toBeAttached();
      await page.getByLabel(m('es', 'tripPlan.form.address')).fill('Calle 93 # 11-26');
      await page.getByRole('button', { name: m('es', 'tripPlan.form.submit') }).click();
      await expect(page.locator('[data-leave-by] h2')).toBeFocused();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    },
  },
  { name: 'taxi', path: '/servicios/taxis' },
  { name: 'maps', path: '/mapas' },
  { name: 'maps-route-gate-12', path: '/mapas?from=security-domestic&to=gate-12' },
  { name: 'queues', path: '/informacion-en-tiempo-real/tiempo-en-filas' },
  { name: 'search', path: '/buscar?q=mascotas' },
  { name: 'content', path: '/servicios/mascotas' },
];

for (const [device, options] of [
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }],
  ['desktop', { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 }],
] as const) {
  test.describe(device, () => {
    test.use(options);
    for (const { name, path, prepare } of PAGES) {
      test(name, async ({ page }) => {
        await page.goto(localizePath(path, 'es'));
        await page.evaluate(() => document.fonts.ready);
        await prepare?.(page);
        await page.screenshot({ path: `docs/screens/${name}-${device}.jpg`, type: 'jpeg', quality: 70 });
      });
    }
  });
}
