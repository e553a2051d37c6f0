import { expect, test, type Response } from '@playwright/test';
import { collectPageErrors, slowChunksFromNowOn, waitUntilHydrated } from './support/site';

/**
 * ARCHITECTURE §7: code that loads later must not lose input. The forms' validation (zod and the schemas) is a
 * chunk fetched on the form's first focus or pointer down, not part of the page's first load: a visitor who types
 * and sends before it arrives keeps every character, and gets the same messages once it is there.
 */

const isValidationCode = async (response: Response) =>
  response.request().resourceType() === 'script' && (await response.text().catch(() => '')).includes('$ZodError');

// The service worker would fetch chunks out of page.route's reach.
test.use({ serviceWorkers: 'block' });

for (const { locale, path, t } of [
  {
    locale: 'es',
    path: '/contacto#contacto',
    t: {
      name: 'Nombre completo',
      email: 'Correo electrónico',
      send: 'Enviar',
      emailRequired: 'Ingresa un correo electrónico',
      nameRequired: 'Ingresa el nombre',
    },
  },
  {
    locale: 'en',
    path: '/en/contacto#contacto',
    t: {
      name: 'Full name',
      email: 'Email',
      send: 'Send',
      emailRequired: 'Enter an email address',
      nameRequired: 'Enter your name',
    },
  },
] as const) {
  test(`${locale}: contact typed and sent before the validation code arrives keeps the text and shows the messages`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const validation: Promise<boolean>[] = [];
    page.on('response', (response) => validation.push(isValidationCode(response)));
    await page.goto(path);
    await waitUntilHydrated(page, 'section#contacto button[type="submit"]');
    // The page's first load carries no validation code.
    expect((await Promise.all(validation)).some(Boolean)).toBe(false);

    await slowChunksFromNowOn(page, 4_000);
    const section = page.locator('section#contacto');
    await section.getByLabel(t.name).pressSequentially('Ana María Pérez');
    await section.getByRole('button', { name: t.send }).click();

    // Typed while the code was on its way: nothing lost; then the messages of the shared schema.
    await expect(section.getByLabel(t.name)).toHaveValue('Ana María Pérez');
    await expect(section.getByText(t.emailRequired, { exact: true })).toBeVisible();
    await expect(section.getByText(t.nameRequired, { exact: true })).toHaveCount(0);
    await expect(section.getByLabel(t.email)).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByLabel(t.name)).toHaveValue('Ana María Pérez');
    expect((await Promise.all(validation)).some(Boolean)).toBe(true);
    expect(errors).toEqual([]);
  });
}
