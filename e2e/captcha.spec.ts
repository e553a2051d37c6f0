import { expect, test, type Locator, type Page } from '@playwright/test';
import { localizePath } from '../lib/i18n/locales';
import { axeViolations, collectPageErrors, requiredMessage as m } from './support/site';

/**
 * The captcha at its default (ALTCHA, the embedded proof of work), on the second web server of
 * playwright.config.ts (the first one switches it off for every other spec). The widget's code is
 * fetched only once the visitor starts on a form; it then solves a challenge from our own API by
 * itself, and the submission carries the single-use answer.
 */

const LOCALES = ['es', 'en'] as const;

/** The widget has solved its challenge: its checkbox is ticked and says so. */
async function expectVerified(scope: Locator, locale: (typeof LOCALES)[number]) {
  const widget = scope.locator('altcha-widget');
  await expect(widget.getByText(m(locale, 'forms.captcha.widget.verified'))).toBeVisible({ timeout: 30_000 });
  await expect(widget.getByRole('checkbox')).toBeChecked();
}

function captchaRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v2/captcha/challenge')) urls.push(request.url());
  });
  return urls;
}

for (const locale of LOCALES) {
  test(`contact form (${locale}) with ALTCHA: nothing loads before the visitor starts, then it verifies by itself and the message is filed`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const challenges = captchaRequests(page);
    await page.goto(`${localizePath('/contacto', locale)}#contacto`);
    const section = page.locator('section#contacto');
    const group = section.getByRole('group', { name: m(locale, 'forms.captcha.label') });
    await expect(group.getByText(m(locale, 'forms.captcha.pending'))).toBeVisible();
    expect(challenges).toEqual([]);
    expect(await page.locator('altcha-widget').count()).toBe(0);

    await section.getByLabel(m(locale, 'forms.fields.fullName')).fill('Ana Pérez');
    await expectVerified(group, locale);
    expect(challenges).toHaveLength(1);
    await section.getByLabel(m(locale, 'forms.fields.email')).fill(`captcha-${locale}-${Date.now()}@example.com`);
    await section.getByLabel(m(locale, 'forms.fields.mobile')).fill('3001234567');
    await section.getByLabel(m(locale, 'forms.fields.subject')).fill('Equipaje');
    await section.getByLabel(m(locale, 'forms.fields.comment')).fill('Dejé una maleta en la banda 4.');
    await section.getByLabel(m(locale, 'forms.common.consent')).check();
    // The widget in place, verified: the page still passes axe.
    expect(await axeViolations(page)).toEqual([]);
    await section.getByRole('button', { name: m(locale, 'forms.common.send') }).click();
    await expect(section.getByText(m(locale, 'forms.contact.success'))).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('taxi sign-in (es) with ALTCHA: the code is requested with a solved challenge', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/servicios/taxis/bookings');
  const form = page
    .locator('form')
    .filter({ has: page.getByLabel(m('es', 'client.taxi.signIn.phone'), { exact: true }) });
  await form
    .getByLabel(m('es', 'client.taxi.signIn.phone'), { exact: true })
    .fill(`300${String(Date.now()).slice(-7)}`);
  await expectVerified(form, 'es');
  const sent = page.waitForResponse((response) => response.url().endsWith('/send-otp-phone'));
  await form.getByRole('button', { name: m('es', 'client.taxi.signIn.send') }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByLabel(m('es', 'client.taxi.signIn.code'))).toBeVisible();
  expect(errors).toEqual([]);
});

test('the API refuses a sign-in code without the captcha and hands out signed challenges, never cached', async ({
  request,
}) => {
  const refused = await request.post('/api/v2/taxi-imperial/send-otp-phone', {
    data: { phone: '3001112233', phoneCountryCode: '57' },
    headers: { 'X-Forwarded-For': '198.51.100.77' },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error).toMatchObject({
    code: 'captcha_failed',
    fields: { captchaToken: m('es', 'taxiApi.captchaRequired') },
  });
  const challenge = await request.get('/api/v2/captcha/challenge');
  expect(challenge.status()).toBe(200);
  expect(challenge.headers()['cache-control']).toBe('no-store');
  expect((await challenge.json()).parameters.algorithm).toBe('PBKDF2/SHA-256');
});
