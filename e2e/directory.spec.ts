import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, axeViolations } from './support/site';

/**
 * Directory: restaurant filters and detail, employee offers, the currency converter and
 * the Oro Puro lightbox by keyboard. APP_NOW is Sunday 22 November 2026, 10:00 in Bogota.
 */

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

const wideResults = (page: Page) => page.getByTestId('results-wide');

test('es: filter restaurants by category and terminal, open a detail, see it open now', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/establecimientos/restaurantes');
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurantes' })).toBeVisible();
  // SPEC §9: 5 per page from 576 px.
  await expect(wideResults(page).getByRole('article')).toHaveCount(5);
  await expectNoAxeViolations(page);

  await page.getByLabel('Tipo de comida').selectOption({ label: 'Café y pastelería' });
  await page.getByText('Más filtros').click();
  await page.getByLabel('Terminal', { exact: true }).selectOption('T1');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/category=coffee_pastries/);
  await expect(page).toHaveURL(/terminal=T1/);
  const cards = wideResults(page).getByRole('article');
  await expect(cards).toHaveCount(5);
  for (const text of await cards.allTextContents()) {
    expect(text).toContain('Café y pastelería');
    expect(text).toContain('Terminal 1');
  }
  // The pagination keeps the filters.
  await wideResults(page)
    .getByRole('navigation', { name: 'Páginas de resultados' })
    .getByRole('link', { name: 'Siguiente' })
    .click();
  await expect(page).toHaveURL(/category=coffee_pastries.*page=2|page=2.*category=coffee_pastries/);
  await expect(wideResults(page).getByRole('link', { name: /Página 2 de/ })).toHaveAttribute('aria-current', 'page');

  await page.goto('/establecimientos/restaurantes?category=coffee_pastries&terminal=T1&name=juan');
  await wideResults(page).getByRole('link', { name: 'Juan Valdez Café' }).first().click();
  await expect(page).toHaveURL(/\/establecimientos\/restaurantes\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Juan Valdez Café' })).toBeVisible();
  await expect(page.getByText('Abierto ahora').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Horario' }).getByRole('row')).toHaveCount(8);
  await expect(page.getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute(
    'href',
    /\/mapas\?terminal=1&floor=\d&poi=\d+/,
  );
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('es: 10 results per page under 576 px, and an empty search says Sin Resultados', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/establecimientos/tiendas');
  await expect(page.getByTestId('results-narrow').getByRole('article')).toHaveCount(10);
  await expect(wideResults(page)).toBeHidden();
  await page.goto('/establecimientos/tiendas?name=zzzz');
  await expect(page.getByTestId('results-narrow').getByText('Sin Resultados')).toBeVisible();
});

test('fr: an unknown establishment answers the localised 404', async ({ page }) => {
  const response = await page.goto('/fr/establecimientos/salas-vip/detalle/999999');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/Page introuvable|Page not found/);
});

for (const [locale, prefix] of [
  ['es', ''],
  ['en', '/en'],
] as const) {
  test(`${locale}: a detail route with its optional segments left out redirects to the matching list`, async ({
    page,
  }) => {
    const cases: [string, RegExp][] = [
      ['/establecimientos/detalle', /\/establecimientos$/],
      ['/establecimientos/detalle/1001', /\/establecimientos\/restaurantes$/],
      ['/establecimientos/detalle/3001', /\/establecimientos\/salas-vip$/],
      ['/establecimientos/salas-vip/detalle', /\/establecimientos\/salas-vip$/],
      ['/establecimientos/casas-de-cambio', /\/prepara-tu-viaje\/divisas#casas-de-cambio$/],
    ];
    for (const [from, to] of cases) {
      const response = await page.goto(`${prefix}${from}`);
      expect(response?.status(), from).toBe(200);
      await expect(page, from).toHaveURL(new RegExp(`^[^?#]*//[^/]+${prefix}${to.source}`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
}

test('en: an employee offer and its terms', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/en/ofertas/empleados');
  await expect(
    page.getByRole('navigation', { name: 'Offers by audience' }).getByRole('link', { name: 'Employees' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
  await page.getByRole('region', { name: 'Featured offers' }).getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/ofertas\/detalle\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByText('Personal, non-transferable benefit for airport employees')).toBeVisible();
  await expect(page.getByText('Employees', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
  // An expired offer is never shown.
  expect((await page.goto('/en/ofertas/detalle/21'))?.status()).toBe(404);
});

/** The "more offers" list of /ofertas (after the featured block): 5 per page from 576 px, 10 below (SPEC §9). */
const offerList = (page: Page, variant: 'wide' | 'narrow') =>
  page.locator('section[aria-labelledby="offers-heading"]').getByTestId(`results-${variant}`);

test('es: /ofertas/pasajeros lists 10 offers per page under 576 px and 5 from 576 px, paged by ?page=', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  // 17 valid passenger offers on APP_NOW: 6 in the featured block, 11 in the list.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/ofertas/pasajeros');
  await expect(offerList(page, 'narrow').getByRole('article')).toHaveCount(10);
  await expect(offerList(page, 'wide')).toBeHidden();
  const narrowPages = page.getByRole('navigation', { name: 'Páginas de ofertas' });
  await expect(narrowPages).toHaveCount(1); // the hidden wide page's navigation is not exposed
  await expect(narrowPages.getByRole('link', { name: 'Página 2 de 2' })).toBeVisible();
  await expectNoAxeViolations(page);
  await narrowPages.getByRole('link', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\/ofertas\/pasajeros\?page=2$/);
  await expect(offerList(page, 'narrow').getByRole('article')).toHaveCount(1);
  // Page 3 exists at 5 per page only: a phone is told so and sent to its last page.
  await page.goto('/ofertas/pasajeros?page=3');
  await expect(offerList(page, 'narrow').getByText('Esta página ya no tiene ofertas.')).toBeVisible();
  await offerList(page, 'narrow').getByRole('link', { name: 'Ir a la última página' }).click();
  await expect(page).toHaveURL(/\/ofertas\/pasajeros\?page=2$/);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ofertas/pasajeros');
  await expect(offerList(page, 'wide').getByRole('article')).toHaveCount(5);
  await expect(offerList(page, 'narrow')).toBeHidden();
  const widePages = page.getByRole('navigation', { name: 'Páginas de ofertas' });
  await expect(widePages.getByRole('link', { name: 'Página 3 de 3' })).toBeVisible();
  await expectNoAxeViolations(page);
  await widePages.getByRole('link', { name: 'Página 3 de 3' }).click();
  await expect(page).toHaveURL(/\/ofertas\/pasajeros\?page=3$/);
  await expect(offerList(page, 'wide').getByRole('article')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('en: /ofertas pages its list by 5 on a wide screen and by 10 on a phone, without JavaScript', async ({
  browser,
}) => {
  // 23 valid offers on APP_NOW: 6 featured in the block, 17 in the list.
  for (const [width, variant, count, pages] of [
    [1280, 'wide', 5, 4],
    [375, 'narrow', 10, 2],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto('/en/ofertas');
    await expect(offerList(page, variant).getByRole('article')).toHaveCount(count);
    const nav = page.getByRole('navigation', { name: 'Offer pages' });
    await expect(nav.getByRole('link', { name: `Page ${pages} of ${pages}` })).toBeVisible();
    await nav.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/en\/ofertas\?page=2$/);
    await expect(page.getByRole('region', { name: 'Featured offers' })).toHaveCount(0);
    await expect(offerList(page, variant).getByRole('article')).toHaveCount(Math.min(count, 17 - count));
    await context.close();
  }
});

test('es: the currency converter shows the result, the rate date and clear errors', async ({ page }) => {
  await page.goto('/prepara-tu-viaje/divisas');
  await expect(page.getByText(/Tasa del 20 de noviembre de 2026/)).toBeVisible();
  await page.getByLabel('Monto').fill('100');
  await page.getByLabel('De', { exact: true }).selectOption('USD');
  await page.getByLabel('A', { exact: true }).selectOption('COP');
  await page.getByRole('button', { name: 'Convertir' }).click();
  await expect(page.getByTestId('conversion-result')).toContainText('$ 391.247');
  await expect(page.getByRole('heading', { name: 'Casas de cambio en el aeropuerto' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Monto').fill('cien');
  await page.getByRole('button', { name: 'Convertir' }).click();
  await expect(page.getByText('Escribe un monto mayor que cero')).toBeVisible();
  await expect(page.getByLabel('Monto')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('conversion-result')).toHaveCount(0);
});

test('es: the gallery filters by category and its lightbox works by keyboard', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/experiencia/oro-puro/galeria');
  await page
    .getByRole('navigation', { name: 'Categorías de la exposición' })
    .getByRole('link', { name: 'Ríos y aguas' })
    .click();
  await expect(page).toHaveURL(/categoria=rios_aguas/);
  const photos = page.locator('a[data-photo-index]');
  await expect(photos).toHaveCount(12);
  await expect(photos.first().locator('img')).toHaveAttribute('loading', 'lazy');
  await expectNoAxeViolations(page);

  await photos.first().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const firstTitle = await dialog.getByRole('heading').textContent();
  await expect(dialog.getByText('Fotografía 1 de 12')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Fotografía 2 de 12')).toBeVisible();
  expect(await dialog.getByRole('heading').textContent()).not.toBe(firstTitle);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(photos.first()).toBeFocused();
  expect(errors).toEqual([]);
});

test('api: bad filters answer 400 naming the field', async ({ request }) => {
  const response = await request.get('/api/v2/establishments?terminal=T9');
  expect(response.status()).toBe(400);
  expect((await response.json()).error.fields).toHaveProperty('terminal');
  const ok = await request.get('/api/v2/establishments?businessType=salas-vip&pageSize=50');
  const body = await ok.json();
  expect(body.items.length).toBeGreaterThan(3);
  expect(body.items[0]).toEqual(expect.objectContaining({ openNow: expect.any(Boolean), mapPoi: expect.any(Object) }));
});
