import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectPageErrors, latestSmsCode, localizePath, requiredMessage as m } from './support/site';

/**
 * Keyboard-only journeys (no mouse): filter flights, file a PQRS, book a taxi. Focus moves with
 * Tab / Shift+Tab only, controls are used with Enter, Space, arrows and typing, and every control reached
 * shows a visible focus indicator (outline or box-shadow).
 */

/** The focused element draws a visible indicator: a non-zero outline or a box-shadow. */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing focused';
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    return outline || shadow ? 'visible' : `no focus indicator on ${el.outerHTML.slice(0, 120)}`;
  });
  expect(ring).toBe('visible');
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus indicator on the way. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 120 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`focus never reached ${target} within ${max} presses`);
}

for (const [locale, city, tab] of [
  ['es', 'medellin', 'Llegadas'],
  ['en', 'miami', 'Arrivals'],
] as const) {
  test(`${locale}: filter flights with the keyboard only`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(localizePath('/vuelos/salidas', locale));
    // The skip link comes first and moves focus to the main content.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: m(locale, 'common.skipToContent') })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');

    const box = page.locator('main input[name="q"]').first();
    await tabTo(page, box);
    await page.keyboard.type(city);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${city}`));

    const international = page
      .getByRole('navigation', { name: m(locale, 'flights.board.typeLabel') })
      .getByRole('link')
      .nth(2);
    await tabTo(page, international);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/type=international/);

    const arrivals = page.getByRole('link', { name: tab, exact: true }).first();
    await tabTo(page, arrivals, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/vuelos\/llegadas/);
    expect(errors).toEqual([]);
  });
}

test('es: file a PQRS with the keyboard only', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/contacto#pqrs');
  const form = page.getByRole('form', { name: 'Formulario PQRS' });

  await tabTo(page, form.getByLabel('Tipo de solicitud'));
  await page.keyboard.type('Queja');
  await expect(form.getByLabel('Tipo de solicitud')).toHaveValue(/.+/);
  await tabTo(page, form.getByLabel('Tema'));
  await page.keyboard.type('Aero');
  await tabTo(page, form.getByLabel('Aerolínea'));
  await page.keyboard.type('Avianca');
  await tabTo(page, form.getByLabel('Número de vuelo'));
  await page.keyboard.type('AV9392');
  await tabTo(page, form.getByRole('button', { name: 'Siguiente' }));
  await page.keyboard.press('Enter');

  await expect(form.getByRole('heading', { name: /Paso 2 de 3/ })).toBeFocused();
  await tabTo(page, form.getByLabel('Nombre completo'));
  await page.keyboard.type('Ana Pérez');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Correo electrónico')).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type(`pqrs-kb-${Date.now()}@example.com`);
  await tabTo(page, form.getByLabel('Teléfono celular'));
  await page.keyboard.type('3001234567');
  // Chromium's date and time fields take digits segment by segment, in its own (month-first, 12-hour) order.
  await tabTo(page, form.getByLabel('Fecha del suceso'));
  await page.keyboard.type('11212026');
  await expect(form.getByLabel('Fecha del suceso')).toHaveValue('2026-11-21');
  await tabTo(page, form.getByLabel('Hora del suceso'));
  await page.keyboard.type('0230');
  await page.keyboard.type('p');
  await expect(form.getByLabel('Hora del suceso')).toHaveValue('14:30');
  await tabTo(page, form.getByLabel('Comentario'));
  await page.keyboard.type('La silla de ruedas no llegó a la puerta.');
  await tabTo(page, form.getByRole('button', { name: 'Siguiente' }));
  await page.keyboard.press('Enter');

  await expect(form.getByRole('heading', { name: /Paso 3 de 3/ })).toBeFocused();
  const consent = form.getByLabel(/Acepto los términos/);
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await tabTo(page, form.getByRole('button', { name: 'Enviar' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Tu solicitud ha sido enviada con éxito' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('en: book a taxi with the keyboard only', async ({ page }) => {
  const locale = 'en';
  const phone = '3104440077';
  const errors = collectPageErrors(page);
  await page.goto(localizePath('/servicios/taxis', locale));

  await tabTo(page, page.getByLabel(m(locale, 'client.taxi.form.to'), { exact: true }));
  await page.keyboard.type('Calle 93 # 11-26');
  await page.keyboard.press('Tab');
  await expect(page.getByText(new RegExp(m(locale, 'client.taxi.form.located', { address: '' })))).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: m(locale, 'client.taxi.form.submit') }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: m(locale, 'client.taxi.vehicles.heading') })).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: m(locale, 'client.taxi.vehicles.choose', { vehicle: 'Van' }) }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('button', { name: m(locale, 'client.taxi.vehicles.selected', { vehicle: 'Van' }) }),
  ).toHaveAttribute('aria-pressed', 'true');

  await tabTo(page, page.getByLabel(m(locale, 'client.taxi.signIn.phone'), { exact: true }));
  await page.keyboard.type(phone);
  await tabTo(page, page.getByRole('button', { name: m(locale, 'client.taxi.signIn.send') }));
  await page.keyboard.press('Enter');
  const code = page.getByLabel(m(locale, 'client.taxi.signIn.code'));
  await expect(code).toBeFocused();
  await expect.poll(() => latestSmsCode(phone), { timeout: 15_000 }).toMatch(/^\d{6}$/);
  await page.keyboard.type(latestSmsCode(phone) as string);
  await tabTo(page, page.getByLabel(m(locale, 'client.taxi.signIn.name')));
  await page.keyboard.type('Laura Méndez');
  await tabTo(page, page.getByLabel(m(locale, 'client.taxi.signIn.email')));
  await page.keyboard.type('laura.kb@example.com');
  await tabTo(page, page.getByRole('button', { name: m(locale, 'client.taxi.signIn.verify') }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: m(locale, 'client.taxi.confirm.heading') })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: m(locale, 'client.taxi.confirm.submit'), exact: true }));
  await page.keyboard.press('Enter');
  const prompt = page.getByRole('dialog', { name: m(locale, 'client.taxi.confirm.promptTitle') });
  await expect(prompt.getByRole('button', { name: m(locale, 'client.taxi.confirm.cancel') })).toBeFocused();
  await expectVisibleFocus(page);
  const yes = prompt.getByRole('button', { name: m(locale, 'client.taxi.confirm.yes') });
  await tabTo(page, yes, { max: 4 }).catch(() => tabTo(page, yes, { backwards: true, max: 4 }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(m(locale, 'client.taxi.confirm.successTitle'))).toBeVisible();
  expect(errors).toEqual([]);
});
