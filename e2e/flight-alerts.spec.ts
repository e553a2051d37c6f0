import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations, collectPageErrors, E2E_DATA_DIR, requiredMessage, type Locale } from './support/site';

/**
 * Follow a flight from the board and see it in "My flights"; alerts by email with the double
 * opt-in and the unsubscribe link read from the mail outbox; push alerts on this device; bad input.
 * The server runs with APP_NOW=2026-11-22T10:00:00-05:00 and the embedded outboxes (DATA_DIR/outbox).
 */

interface ApiFlight {
  id: string;
  flight: string;
  kind: string;
  scheduleDate: string;
  status: { code: string };
}

/** A passenger departure later today, so it can be followed (not over) and has not changed yet. */
async function laterDeparture(request: APIRequestContext, skip = 0): Promise<ApiFlight> {
  const response = await request.get('/api/v2/flights/departures?kind=commercial&pageSize=100&page=4');
  const { flights } = (await response.json()) as { flights: ApiFlight[] };
  const later = flights.filter((f) => f.scheduleDate >= '2026-11-22 16:00:00' && f.status.code === 'SCH');
  return later[skip]!;
}

function mailsTo(address: string): Array<{ subject: string; text: string; kind: string }> {
  const file = path.join(process.cwd(), E2E_DATA_DIR, 'outbox', 'mail.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; subject: string; text: string; kind: string })
    .filter((mail) => mail.to === address);
}

/** The path and query of the first link in a mail whose query has `action=<action>`. */
function linkIn(text: string, action: string): string {
  const href = new RegExp(`(https?://\\S+action=${action}\\S+)`).exec(text)?.[1];
  if (!href) throw new Error(`no ${action} link in: ${text}`);
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

const t = (locale: Locale, key: string, values: Record<string, string> = {}) =>
  requiredMessage(locale, `flightAlerts.${key}`, values);

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test('es: follow a flight from the board and find it in "Mis vuelos"', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/vuelos/salidas');
  const star = page.getByRole('button', { name: /^Seguir el vuelo / }).first();
  const name = (await star.getAttribute('aria-label'))!;
  const flight = name.replace('Seguir el vuelo ', '');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  // The star keeps its name; aria-pressed says it is followed.
  await expect(page.getByRole('button', { name: t('es', 'ui.followFlight', { flight }) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const myFlights = page.getByRole('region', { name: 'Mis vuelos' });
  await expect(myFlights).toBeVisible();
  await expect(myFlights.getByRole('link', { name: flight, exact: true })).toBeVisible();
  await expect(myFlights.getByText(/^Actualizado /)).toBeVisible();

  // Kept in the browser: at the top of /vuelos after a reload, with its live status.
  await page.goto('/vuelos');
  await expect(
    page.getByRole('region', { name: 'Mis vuelos' }).getByRole('link', { name: flight, exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Stop following from the list: the list goes away and the star is off again.
  await page.getByRole('button', { name: t('es', 'ui.remove', { flight }) }).click();
  await expect(page.getByRole('region', { name: 'Mis vuelos' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Seguir el vuelo ${flight}` }).first()).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(errors).toEqual([]);
});

test('en: email alerts with double opt-in, then unsubscribe from the link in the mail outbox', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const flight = await laterDeparture(request);
  const address = `alerts-${Date.now()}@example.com`;
  await page.goto(`/en/vuelos/detalle/${flight.id}`);

  await page.getByRole('button', { name: 'Follow this flight' }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');

  const alerts = page.getByRole('region', { name: t('en', 'ui.alertsTitle') });
  await alerts.getByLabel('Email').fill(address);
  await alerts.getByRole('button', { name: 'Alert me by email' }).click();
  await expect(alerts.getByRole('status')).toHaveText(t('en', 'ui.emailPending', { email: address }));
  await expectNoAxeViolations(page);

  await expect.poll(() => mailsTo(address).length).toBe(1);
  const [confirmation] = mailsTo(address);
  expect(confirmation!.subject).toBe(`Confirm the alerts for flight ${flight.flight}`);
  await page.goto(linkIn(confirmation!.text, 'confirm'));
  await expect(page.getByRole('heading', { name: 'Alerts confirmed' })).toBeVisible();
  await expect(page.getByText(`We will email you about changes to flight ${flight.flight}.`)).toBeVisible();
  await expectNoAxeViolations(page);

  // The flight page now says the email alerts are on (the confirmation page updated this browser).
  await page.goto(`/en/vuelos/detalle/${flight.id}`);
  await expect(page.getByText('Email alerts are on.')).toBeVisible();

  await page.goto(linkIn(confirmation!.text, 'unsubscribe'));
  await expect(page.getByRole('heading', { name: 'Alerts cancelled' })).toBeVisible();
  // The link works once: the subscription and its data are gone.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Invalid link' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('es: push alerts on this device, and turning them off', async ({ page, context, request }) => {
  const errors = collectPageErrors(page);
  const flight = await laterDeparture(request, 1);
  await context.grantPermissions(['notifications']);
  // Headless Chromium cannot reach a real push service here: the browser's subscription is stubbed,
  // everything after it (VAPID key, API, storage, turning off) is real.
  await page.addInitScript(() => {
    const fake = {
      endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${Math.random().toString(36).slice(2)}`,
      toJSON() {
        return { endpoint: this.endpoint, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } };
      },
    };
    PushManager.prototype.subscribe = async () => fake as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => null;
  });
  await page.goto(`/vuelos/detalle/${flight.id}`);
  const alerts = page.getByRole('region', { name: t('es', 'ui.alertsTitle') });
  await alerts.getByRole('button', { name: 'Activar notificaciones' }).click();
  await expect(alerts.getByText('Notificaciones activas en este dispositivo.').first()).toBeVisible();
  // Signing up followed the flight.
  await expect(page.getByRole('button', { name: 'Siguiendo' })).toHaveAttribute('aria-pressed', 'true');

  await alerts.getByRole('button', { name: 'Desactivar avisos' }).click();
  await expect(alerts.getByRole('status')).toHaveText('Avisos desactivados.');
  await expect(alerts.getByRole('button', { name: 'Activar notificaciones' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('pt: a bad email address gets a clear, localised error linked to the field', async ({ page, request }) => {
  const flight = await laterDeparture(request, 2);
  await page.goto(`/pt/vuelos/detalle/${flight.id}`);
  const alerts = page.getByRole('region', { name: t('pt', 'ui.alertsTitle') });
  const field = alerts.getByLabel('E-mail');
  await field.fill('nao-e-um-email');
  await alerts.getByRole('button', { name: 'Avisar-me por e-mail' }).click();
  await expect(alerts.getByRole('alert')).toHaveText('Digite um e-mail válido.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});

test('the API refuses bad input with the error shape and writes nothing', async ({ request }) => {
  const response = await request.post('/api/v2/flight-alerts', {
    data: { flightId: '<script>', channel: 'email', email: 'x', locale: 'es' },
    headers: { 'accept-language': 'en' },
  });
  expect(response.status()).toBe(400);
  const body = await response.json();
  expect(body.error.code).toBe('validation_error');
  expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(['flightId', 'email']));
  expect(JSON.stringify(body)).not.toContain('<script>');
  const gone = await request.delete(
    '/api/v2/flight-alerts/6f1c3a9e-2b4d-4e8f-9a1b-2c3d4e5f6a7b?token=aaaaaaaaaaaaaaaaaaaaaaaa',
  );
  expect(gone.status()).toBe(404);
});

/**
 * The alert controls are a lazy chunk. If it cannot be fetched (the connection dropped in the terminal),
 * the section says so in the visitor's language with a retry, instead of React's error page; the retry
 * fetches the code again. The chunk is recognised by its content (the Push API check only it makes).
 */
test.describe('alert controls without their code', () => {
  // Requests the service worker answers never reach page.route.
  test.use({ serviceWorkers: 'block' });
  for (const locale of ['es', 'en'] as const) {
    test(`${locale}: the alert controls whose code did not arrive say so, and a retry brings them`, async ({
      page,
      request,
    }) => {
      const errors = collectPageErrors(page);
      let blocked = 0;
      let blocking = true;
      await page.route('**/_next/static/chunks/*.js', async (route) => {
        // A chunk may still be on its way when the test ends.
        const response = await route.fetch().catch(() => null);
        if (!response) return;
        const body = await response.text();
        if (blocking && body.includes('"PushManager"')) {
          blocked += 1;
          return route.abort('internetdisconnected');
        }
        return route.fulfill({ response, body });
      });
      const flight = await laterDeparture(request, 3);
      await page.goto(`${locale === 'es' ? '' : '/en'}/vuelos/detalle/${flight.id}`);
      const alerts = page.getByRole('region', { name: t(locale, 'ui.alertsTitle') });
      await expect(alerts.getByRole('alert')).toHaveText(requiredMessage(locale, 'errors.chunkFailed'));
      expect(blocked).toBeGreaterThan(0);
      await expectNoAxeViolations(page);

      blocking = false;
      await alerts.getByRole('button', { name: requiredMessage(locale, 'errors.retry') }).click();
      await expect(alerts.getByRole('button', { name: t(locale, 'ui.emailSubmit') })).toBeVisible();
      await expect(alerts.getByRole('alert')).toHaveCount(0);
      // The browser logs the blocked requests themselves; nothing else may fail.
      expect(errors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    });
  }
});

/**
 * The board's stars are rendered disabled and come alive in place when the followed-flights store arrives
 * (a chunk of its own). If it cannot arrive (the connection dropped just then), the board stays as it is
 * with its stars disabled, and the store is fetched again when the connection returns.
 */
test.describe('follow stars without the store', () => {
  test.use({ serviceWorkers: 'block' });
  for (const locale of ['es', 'en'] as const) {
    test(`${locale}: the stars wait, disabled, while the store cannot arrive, and work once the connection is back`, async ({
      page,
      context,
    }) => {
      const board = `${locale === 'es' ? '' : '/en'}/vuelos/salidas`;
      // A first visit finds which chunk holds the store (its browser id key), so only that one is held
      // below: a handler fetching every chunk would be cut off by going offline.
      const chunks: Array<Promise<{ url: string; body: string }>> = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          chunks.push(
            response.text().then(
              (body) => ({ url: response.url(), body }),
              () => ({ url: '', body: '' }),
            ),
          );
      });
      await page.goto(board);
      await expect(page.locator('button[data-follow]:not([disabled])').first()).toBeVisible();
      const storeChunk = (await Promise.all(chunks)).find(({ body }) => body.includes('eldorado.browserId'))?.url;
      expect(storeChunk).toBeTruthy();
      page.removeAllListeners('response');

      const errors = collectPageErrors(page);
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let failed = 0;
      await page.route(storeChunk!, async (route) => {
        await held;
        failed += 1;
        await route.abort('internetdisconnected');
      });
      await page.goto(board);
      const star = page
        .getByRole('button', { name: new RegExp(`^${t(locale, 'ui.followFlight', { flight: '' })}`) })
        .first();
      await expect(star).toBeDisabled();
      await context.setOffline(true);
      release();
      await expect.poll(() => failed).toBe(1);
      await expect(star).toBeDisabled();
      await expect(page.getByRole('table')).toBeVisible();

      await page.unroute(storeChunk!);
      await context.setOffline(false);
      await expect(star).toBeEnabled();
      const flight = (await star.getAttribute('aria-label'))!.replace(t(locale, 'ui.followFlight', { flight: '' }), '');
      await star.click();
      await expect(page.getByRole('button', { name: t(locale, 'ui.followFlight', { flight }) })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(errors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    });
  }
});
