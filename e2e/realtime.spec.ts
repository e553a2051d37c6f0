import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, axeViolations } from './support/site';

/**
 * Real-time information and the header weather widget. The server runs with
 * APP_NOW=2026-11-22T10:00:00-05:00 (a Sunday) and the embedded providers: queue simulation from
 * the flight bank, parking occupancy curve, Bogota climatology.
 */

const WAIT_ES = /^(Menos de \d+ minutos|Entre \d+ y \d+ minutos|Sin información)$/;

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test.describe('real-time pages', () => {
  test('es: tabs open parking, queues and distances; a distance query answers minutes and the way', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/informacion-en-tiempo-real');
    await expect(page.getByRole('heading', { level: 1, name: 'Información en tiempo real' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Información en tiempo real' });
    await expect(tabs.getByRole('link', { name: 'Parqueaderos' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[data-lot]')).toHaveCount(4);
    const meter = page.getByRole('meter', { name: /^Ocupación de P1/ });
    await expect(meter).toHaveAttribute('aria-valuetext', /% ocupado\. \d[\d.]* de 1\.420 cupos libres/);
    await expect(page.getByText('Carro, por minuto').first()).toBeVisible();
    await expect(page.getByText(/^Actualizado a las \d{2}:\d{2}$/)).toBeVisible();
    await expectNoAxeViolations(page);

    await tabs.getByRole('link', { name: 'Tiempos de espera' }).click();
    await expect(page).toHaveURL(/\/informacion-en-tiempo-real\/tiempo-en-filas$/);
    await expect(page.getByRole('link', { name: 'Tiempos de espera' })).toHaveAttribute('aria-current', 'page');
    const migration = page.locator('[data-checkpoint="migration-arrivals"]');
    await expect(migration.getByRole('heading', { name: 'Migración, llegadas internacionales' })).toBeVisible();
    await expect(migration.locator('[data-queue]')).toHaveCount(4);
    for (const wait of await page.locator('[data-queue] strong').allTextContents()) expect(wait).toMatch(WAIT_ES);
    await expect(migration.getByText('Últimas 2 horas', { exact: true })).toBeVisible();
    // The 2-hour chart: a time under every hour's bar, gridlines at round minutes with their values.
    await expect(migration.getByTestId('queue-chart-x-axis').locator('span')).toHaveText([
      /^\d{2}:\d{2}$/,
      /^\d{2}:\d{2}$/,
      /^\d{2}:\d{2}$/,
    ]);
    const ticks = await migration.getByTestId('queue-chart-y-axis').locator('span').allTextContents();
    const values = ticks.map((tick) => Number(/^(\d+) min$/.exec(tick)?.[1]));
    expect(values, ticks.join()).toEqual(values.map((_, i) => i * values[1]!));
    expect(values.length, ticks.join()).toBeGreaterThanOrEqual(3);
    await expectNoAxeViolations(page);

    await tabs.getByRole('link', { name: 'Distancias a pie' }).click();
    await expect(page).toHaveURL(/\/informacion-en-tiempo-real\/distancias$/);
    await expect(page.getByText('Los tiempos son aproximados y corresponden a la Terminal 1.')).toBeVisible();
    await page.getByLabel('Desde').selectOption({ label: 'Entrada central, piso 2 (puerta 5)' });
    await page.getByLabel('Hasta').selectOption({ label: 'Muelle internacional, salas 50–58' });
    await page.getByRole('button', { name: 'Calcular el recorrido' }).click();
    await expect(page).toHaveURL(/from=entrance-central&to=gates-50-58/);
    const result = page.locator('#walking-route');
    await expect(result.getByText(/^\d+ minutos a pie$/)).toBeVisible();
    await expect(result.getByRole('listitem').filter({ hasText: 'Migración, salidas internacionales' })).toBeVisible();
    await expect(page.getByRole('table', { name: /Minutos a pie desde cada entrada/ })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('fr: the distance picker and the header widget (°C, h:mm a, weekday, D month)', async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto('/fr/informacion-en-tiempo-real/distancias?from=entrance-north&to=taxi-rank');
    // The server renders the time and the weather (no client fetch for the first paint).
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/data-testid="header-weather"/);
    expect(html).toMatch(/\d{1,2}:\d{2}[\s\u202f]?(AM|PM)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Distances à pied' })).toBeVisible();
    await expect(page.locator('#walking-route').getByText(/^\d+ minutes? à pied$/)).toBeVisible();

    const weather = page.getByTestId('header-weather');
    await expect(weather).toContainText(/^Météo à Bogota :.*\d+ °C/);
    await expect(weather.getByRole('img')).toHaveAccessibleName(/\S/);
    const slot = page.locator('[data-slot="weather"]');
    await expect(slot.locator('time')).toHaveText(/^\d{1,2}:\d{2}[\s\u202f]?(AM|PM)$/);
    await expect(slot.getByText(/^dimanche, 22 novembre$/)).toBeAttached();
    expect(errors).toEqual([]);
  });

  test('es: the header widget on home, with the Spanish date', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await expect(page.getByTestId('header-weather')).toContainText(/\d+ °C/);
    const slot = page.locator('[data-slot="weather"]');
    await expect(slot.locator('time')).toHaveText(/^\d{1,2}:\d{2}[\s\u00a0\u202f]?[ap]\.[\s\u00a0\u202f]?m\.$/);
    await expect(slot.getByText(/^domingo 22 de noviembre$/)).toBeAttached();
    expect(errors).toEqual([]);
  });

  test('queue screen refreshes every 60 s while visible and stops when the tab is hidden', async ({ page }) => {
    await page.clock.install();
    const errors = collectPageErrors(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/queues')) calls.push(request.url());
    });
    await page.goto('/en/tiempo-en-fila');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Waiting times at security and immigration' }),
    ).toBeVisible();
    await expect(page.locator('[data-checkpoint]')).toHaveCount(5);
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    await expectNoAxeViolations(page);

    const refresh = page.waitForResponse((r) => r.url().includes('/api/v2/queues') && r.status() === 200);
    await page.clock.fastForward('01:05');
    await refresh;
    expect(calls).toHaveLength(1);

    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.clock.fastForward('03:00');
    await page.waitForTimeout(300);
    expect(calls).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('pt: the parking service page embeds live availability', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/pt/servicios/informacion-y-disponibilidad-parqueaderos');
    await expect(page.getByRole('heading', { level: 2, name: 'Disponibilidade dos estacionamentos' })).toBeVisible();
    await expect(page.getByRole('meter')).toHaveCount(4);
    await expect(page.getByRole('link', { name: /Pagar o estacionamento/ }).first()).toHaveAttribute('href', /lot=p1/);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

test.describe('real-time API', () => {
  test('answers the data with updatedAt, and 400 naming a bad parameter', async ({ request }) => {
    const weather = await request.get('/api/v2/weather');
    expect(weather.status()).toBe(200);
    const body = (await weather.json()) as { temparature: number; temperature: number; weather: { icon: string } };
    expect(body.temparature).toBe(body.temperature);
    expect(body.weather.icon).toMatch(/^\d{2}[dn]$/);

    for (const path of ['/api/v2/queues', '/api/v2/parking', '/api/v2/distances']) {
      const ok = await request.get(path);
      expect(ok.status(), path).toBe(200);
      expect(((await ok.json()) as { updatedAt: string }).updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }

    const badPoint = await request.get('/api/v2/distances?from=gate-99&to=taxi-rank');
    expect(badPoint.status()).toBe(400);
    expect(((await badPoint.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      'from',
    );
    const missing = await request.get('/api/v2/distances?from=entrance-north');
    expect(((await missing.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('to');
    const badTerminal = await request.get('/api/v2/queues?terminal=T9');
    expect(badTerminal.status()).toBe(400);
    expect(((await badTerminal.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      'terminal',
    );
  });
});
