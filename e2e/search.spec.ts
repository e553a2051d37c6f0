import { expect, test, type Page } from '@playwright/test';
import {
  axeViolations,
  collectPageErrors,
  message,
  requiredMessage,
  slowChunksFromNowOn,
  waitUntilHydrated,
} from './support/site';

/**
 * Site search (header overlay → results page, as-you-type suggestions, flight by number,
 * 'Sin Resultados') and the Dora assistant (?chatbot=1, a baggage question, absent on /mapas).
 * APP_NOW is Sunday 22 November 2026, 10:00 in Bogota.
 */

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

const results = (page: Page) =>
  page
    .locator('ol')
    .filter({ has: page.getByRole('link') })
    .first();

// ARCHITECTURE §7: code that loads on intent must accept input at once. The overlay's code (react-instantsearch)
// is fetched on intent; a passenger who clicks "Buscar" and types at once must find every keystroke there.
test.describe('search typed before its code arrives', () => {
  // The site's service worker fetches the chunks itself, out of page.route's reach: without it, each chunk
  // requested after the click is delayed as asked.
  test.use({ serviceWorkers: 'block' });
  for (const [locale, typed, found] of [
    ['es', 'mascotas', /Viajar con mascotas/],
    ['en', 'pets', /Travelling with pets/],
  ] as const) {
    test(`${locale}: typing at once after opening the search, while its code is still loading, loses nothing`, async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      const t = (key: string) => requiredMessage(locale, `client.routeFinder.${key}`);
      await page.goto(locale === 'es' ? '/' : `/${locale}`);
      await waitUntilHydrated(page, 'header button[aria-keyshortcuts]');
      await slowChunksFromNowOn(page, 6_000);
      await page.getByRole('button', { name: t('open'), exact: true }).click();
      await page.keyboard.type(typed);

      // The code is still on its way: the field shows what was typed, and says the search is loading.
      const dialog = page.getByRole('dialog', { name: t('title') });
      await expect(page.getByRole('textbox', { name: t('label') })).toHaveValue(typed);
      await expect(page.getByRole('status').filter({ hasText: t('loading') })).toBeVisible();
      await expect(dialog).toHaveCount(0);
      if (locale === 'es') await expectNoAxeViolations(page);

      // It arrives: the dialog continues from that text, focused, and its results for it appear.
      const input = dialog.getByRole('combobox', { name: t('label') });
      await expect(input).toHaveValue(typed, { timeout: 30_000 });
      await expect(input).toBeFocused();
      await expect(dialog.getByRole('option', { name: found }).first()).toBeVisible({ timeout: 20_000 });
      await page.keyboard.press('Backspace');
      await expect(input).toHaveValue(typed.slice(0, -1));
      expect(errors).toEqual([]);
    });
  }
});

test('es: the header search finds “mascotas” and lands on the pets page', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: message('es', 'client.routeFinder.open'), exact: true }).click();
  const input = page.getByRole('combobox', { name: message('es', 'client.routeFinder.label') });
  await input.fill('mascotas');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/buscar\?q=mascotas$/);
  await expect(page.getByRole('heading', { level: 2, name: /resultados? para «mascotas»/ })).toBeVisible();
  await expect(results(page).getByRole('listitem')).toHaveCount(5);
  await expect(results(page).locator('mark').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await results(page).getByRole('link', { name: 'Viajar con mascotas' }).click();
  await expect(page).toHaveURL(/\/servicios\/mascotas$/);
  await expect(
    page.getByRole('heading', { level: 1, name: message('es', 'pages.servicios.mascotas.title') }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('en: “pets” finds the pets page; suggestions appear as you type, accents ignored', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/en/buscar?q=pets');
  await expect(page.getByRole('heading', { level: 1, name: 'Search the site' })).toBeVisible();
  await expectNoAxeViolations(page);
  await results(page).getByRole('link', { name: 'Travelling with pets' }).click();
  await expect(page).toHaveURL(/\/en\/servicios\/mascotas$/);

  await page.goto('/en/buscar');
  const box = page.getByRole('combobox', { name: 'What are you looking for?' });
  await box.fill('aduana');
  await expect(page.getByRole('option', { name: /Customs/ })).toBeVisible();
  const first = await page.getByRole('option').first().getAttribute('href');
  await box.press('ArrowDown');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${first}$`));
  expect(errors).toEqual([]);
});

test('es: a flight by number, and “Sin Resultados” with suggestions (no JS needed)', async ({ page }) => {
  await page.goto('/buscar?q=av%209392');
  await results(page)
    .getByRole('link', { name: /AV9392/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/vuelos\/detalle\//);
  await expect(page.getByRole('heading', { level: 1, name: /AV9392/ })).toBeVisible();

  await page.goto('/buscar?q=zzqxjv');
  await expect(page.getByText('Sin Resultados')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: message('es', 'pages.faq.title') })).toBeVisible();
});

test('es: Dora opens with ?chatbot=1 and answers a baggage question with its source', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/servicios?chatbot=1');
  const panel = page.getByRole('dialog', { name: 'Dora, tu asistente' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Tu pregunta' })).toBeFocused();
  await panel
    .getByRole('textbox', { name: 'Tu pregunta' })
    .fill('¿Cuántos líquidos puedo llevar en el equipaje de mano?');
  await panel.getByRole('button', { name: 'Enviar' }).click();
  await expect(panel.getByRole('link', { name: 'Instrucciones de equipaje' }).first()).toBeVisible();
  // SPEC §9: the close button is added 4 s after load.
  await expect(panel.getByRole('button', { name: 'Cerrar el chat' })).toBeVisible({ timeout: 8_000 });
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pregúntale a Dora' })).toBeFocused();
  expect(errors).toEqual([]);
});

test('en: Dora is absent on /mapas, present elsewhere', async ({ page }) => {
  await page.goto('/en/servicios');
  await expect(page.getByRole('button', { name: 'Ask Dora' })).toBeVisible();
  await page.goto('/en/mapas?chatbot=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ask Dora' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('es: the header overlay (InstantSearch) highlights matches, pages through hits and finds a flight', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: message('es', 'client.routeFinder.open'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: message('es', 'client.routeFinder.title') });
  const input = dialog.getByRole('combobox', { name: message('es', 'client.routeFinder.label') });
  await input.pressSequentially('aduana');
  // Accent- and plural-insensitive, highlighted, five a page.
  await expect(dialog.getByRole('option').first()).toContainText(/Aduana/);
  await expect(dialog.getByRole('option').first().locator('mark')).toBeVisible();
  await expect(dialog.getByRole('option')).toHaveCount(5);
  const pages = dialog.getByRole('navigation', { name: message('es', 'client.routeFinder.pages') });
  await expect(pages).toContainText(/Página 1 de \d+/);
  await pages.getByRole('button', { name: message('es', 'client.routeFinder.next') }).click();
  await expect(pages).toContainText(/Página 2 de \d+/);
  expect(await axeViolations(page)).toEqual([]);

  await input.fill('AV9392');
  await expect(dialog.getByRole('option').first()).toHaveAttribute('href', /\/vuelos\/detalle\/AV9392$/);
  expect(errors).toEqual([]);
});

test('en: “pets” in the header overlay, chosen with the arrows, lands on the pets page', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('button', { name: message('en', 'client.routeFinder.open'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: message('en', 'client.routeFinder.title') });
  const input = dialog.getByRole('combobox', { name: message('en', 'client.routeFinder.label') });
  await input.pressSequentially('pets');
  await expect(dialog.getByRole('option', { name: /^Travelling with pets/ })).toBeVisible();
  const target = await dialog.getByRole('option', { name: /^Travelling with pets/ }).getAttribute('href');
  // The list can still change as more results arrive: wait until two reads 300 ms apart agree, then move with the
  // arrows until the pets page is the one chosen (what a visitor does: watch the highlight, not count).
  const hrefs = () => dialog.getByRole('option').evaluateAll((options) => options.map((o) => o.getAttribute('href')));
  let previous = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await hrefs());
        const settled = now === previous;
        previous = now;
        return settled;
      },
      { intervals: [300] },
    )
    .toBe(true);
  const chosen = dialog.locator('[role="option"][aria-selected="true"]');
  const count = await dialog.getByRole('option').count();
  for (let i = 0; i < count; i++) {
    await input.press('ArrowDown');
    if ((await chosen.getAttribute('href')) === target) break;
  }
  await expect(chosen).toHaveAttribute('href', target!);
  await input.press('Enter');
  await expect(page).toHaveURL(/\/en\/servicios\/mascotas$/);
});

test('es: overlay “Sin Resultados” offers suggestions; FAQ entries are found; Dora gives the queue times', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: message('es', 'client.routeFinder.open'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: message('es', 'client.routeFinder.title') });
  await dialog.getByRole('combobox', { name: message('es', 'client.routeFinder.label') }).pressSequentially('zzqxjv');
  await expect(dialog.getByRole('status')).toHaveText('Sin Resultados');
  const suggestions = dialog.getByRole('navigation', { name: message('es', 'client.routeFinder.suggestions') });
  await suggestions.getByRole('link', { name: message('es', 'pages.faq.title') }).click();
  await expect(page).toHaveURL(/\/faq$/);

  // A FAQ entry of the content store is a record of its own, linking to its question.
  await page.goto('/buscar?q=fumar');
  await expect(results(page).locator('a[href="/faq#zonas-para-fumar"]').first()).toBeVisible();

  await page.goto('/servicios?chatbot=1');
  const panel = page.getByRole('dialog', { name: 'Dora, tu asistente' });
  await panel.getByRole('textbox', { name: 'Tu pregunta' }).fill('¿Cuánto tiempo hay en la fila de seguridad?');
  await panel.getByRole('button', { name: 'Enviar' }).click();
  await expect(panel.getByRole('link', { name: 'Tiempo en filas' })).toHaveAttribute(
    'href',
    '/informacion-en-tiempo-real/tiempo-en-filas',
  );
  await expect(panel.getByText(/Tiempos de espera a las \d\d:\d\d/)).toBeVisible();
  expect(errors).toEqual([]);
});
