import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, axeViolations } from './support/site';

/**
 * Issue 11 (terminal maps). Server-rendered SVG plans with the directory's places and the service
 * points; the URL is the state; the list view and the route's steps are the text alternative.
 */

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test.describe('terminal maps', () => {
  test('es: switch floor, filter public bathrooms, use the list view by keyboard', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/mapas');
    await expect(page.getByRole('heading', { level: 1, name: 'Mapas' })).toBeVisible();
    const floors = page.getByRole('navigation', { name: 'Piso' });
    await expect(floors.getByRole('link', { name: 'Piso 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[data-poi="gate-12"]')).toHaveAttribute('aria-label', /^Sala 12, Servicios$/);
    await expectNoAxeViolations(page);

    await floors.getByRole('link', { name: 'Piso 1' }).click();
    await expect(page).toHaveURL(/\/mapas\?terminal=T1&floor=1$/);
    await expect(page.locator('[data-poi="taxi-door-5"]')).toHaveCount(1);

    const filters = page.getByRole('form', { name: 'Filtros del mapa' });
    await filters.getByLabel('Tipo').selectOption('banos');
    await filters.getByLabel('Zona').selectOption('publica');
    await filters.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/type=banos&zone=publica/);
    const dots = page.locator('[data-poi]');
    expect(await dots.count()).toBeGreaterThan(0);
    for (const type of await dots.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-type')))) {
      expect(type).toBe('banos');
    }

    await page.getByRole('link', { name: 'Lista', exact: true }).click();
    const list = page.locator('[data-list]');
    await expect(list.getByRole('heading', { name: 'Puntos del terminal 1, piso 1' })).toBeVisible();
    await expect(list.getByRole('heading', { level: 3 })).toHaveText([/^Baños \(\d+\)$/]);
    const first = list.getByRole('link').first();
    await first.focus();
    const name = await first.textContent();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/view=list.*poi=/);
    await expect(page.locator('[data-card]').getByRole('heading', { level: 2 })).toHaveText(name ?? '');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('es: a deep link opens a restaurant card; clicking a point opens its card; search finds a gate', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/mapas?type=restaurantes');
    const restaurant = page.locator('[data-poi^="10"][data-type="restaurantes"]').first();
    const label = (await restaurant.getAttribute('aria-label')) ?? '';
    await restaurant.click();
    await expect(page).toHaveURL(/poi=/);
    const card = page.locator('[data-card]');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(label.replace(/, Restaurantes$/, ''));
    await page.reload(); // the URL is a deep link to the same card
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(label.replace(/, Restaurantes$/, ''));
    await expect(card.getByText(/^(Abierto|Cerrado) ahora$/)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Ver detalle' })).toHaveAttribute(
      'href',
      /^\/establecimientos\/restaurantes\/\d+$/,
    );

    const search = page.locator('form').filter({ has: page.getByLabel('Buscar en el mapa') });
    await search.getByLabel('Buscar en el mapa').fill('sala 45');
    await search.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByRole('list', { name: 'Resultados de la búsqueda' }).getByRole('link', { name: 'Sala 45' }).click();
    await expect(page.locator('[data-card]').getByRole('heading', { name: 'Sala 45' })).toBeVisible();
    await expect(page.locator('[data-poi="gate-45"]')).toHaveAttribute('aria-current', 'location');
    expect(errors).toEqual([]);
  });

  test('pt: draws a walking route from a gate to the taxi rank, directions first', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/pt/mapas');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Traçar a rota' }) });
    await form.getByLabel('De', { exact: true }).selectOption('gate-12');
    await form.getByLabel('Até', { exact: true }).selectOption('taxi-door-5');
    await form.getByRole('button', { name: 'Traçar a rota' }).click();
    await expect(page).toHaveURL(/\/pt\/mapas\?.*from=gate-12&to=taxi-door-5/);
    const route = page.locator('[data-route]');
    await expect(
      route.getByRole('heading', { name: 'Rota a pé de Portão 12 até Táxis autorizados, porta 5' }),
    ).toBeVisible();
    await expect(route.getByText(/^\d+ minutos a pé$/)).toBeVisible();
    await expect(
      route.getByRole('listitem').filter({ hasText: 'Pegue o elevador ou a escada rolante até o piso 1.' }),
    ).toHaveCount(1);
    await expect(page.locator('[data-route-segment]').first()).toBeAttached();
    await form.getByLabel('Rota acessível (só elevadores, sem escadas)').check();
    await form.getByRole('button', { name: 'Traçar a rota' }).click();
    await expect(page).toHaveURL(/accessible=1/);
    await expect(route.getByRole('listitem').filter({ hasText: 'Pegue o elevador até o piso 1.' })).toHaveCount(1);
    // The directions come before the plan in reading order.
    const order = await page.evaluate(() => {
      const routeBox = document.querySelector('[data-route]');
      const plan = document.querySelector('svg[role="group"]');
      return routeBox && plan ? routeBox.compareDocumentPosition(plan) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeTruthy();
    await expect(page.locator('[id*="chatbot" i], [class*="chatbot" i]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('en: a flight gate link opens its card on its floor; the plan pans and zooms by keyboard', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/en/mapas?poi=gate-12');
    await expect(
      page.getByRole('navigation', { name: 'Level' }).getByRole('link', { name: 'Level 2' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[data-card]').getByRole('heading', { level: 2, name: 'Gate 12' })).toBeVisible();
    const plan = page.getByRole('group', { name: 'Plan of terminal 1, level 2' });
    await expect(plan).toHaveAttribute('viewBox', /^[\d.]+ [\d.]+ 450 155$/);
    await plan.focus();
    await page.keyboard.press('-');
    await expect(plan).not.toHaveAttribute('viewBox', /^[\d.]+ [\d.]+ 450 155$/);
    const zoomedOut = await plan.getAttribute('viewBox');
    await page.keyboard.press('ArrowLeft');
    await expect(plan).not.toHaveAttribute('viewBox', zoomedOut ?? '');
    await page.getByRole('button', { name: 'Show all' }).click();
    await expect(plan).toHaveAttribute('viewBox', '0 0 900 310');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
