import { expect, test, type Page } from '@playwright/test';
import { axeViolations, collectPageErrors, localizePath, requiredMessage, type Locale } from './support/site';

/**
 * The queue forecast on the queue-times page and the /tiempo-en-fila display screen. The server runs with
 * APP_NOW=2026-11-22T10:00:00-05:00 and the embedded model (the simulated flight schedule), so the
 * forecast's "now" is shortly after 10:00 on 22 November 2026 and the sentence never names an earlier time.
 */

const CHECKPOINTS = ['security-domestic', 'security-international', 'migration-departures', 'migration-arrivals'];
const TODAY = '2026-11-22';
const HOUR_MARKS = ['00:00', '03:00', '06:00', '09:00', '12:00', '15:00', '18:00', '21:00'];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The advice sentence as a pattern: the window with two clock times, or the calm sentence. */
function advicePattern(locale: Locale): RegExp {
  const window = escape(requiredMessage(locale, 'realtime.forecast.window'))
    .replace('\\{from\\}', '(?<from>\\d{2}:\\d{2})')
    .replace('\\{to\\}', '(?<to>\\d{2}:\\d{2})');
  return new RegExp(`^(${window}|${escape(requiredMessage(locale, 'realtime.forecast.calm'))})$`);
}

/** The stated calibration rule with its figures (model.ts: the correction holds 30 minutes, halves every 60). */
function calibrationRule(locale: Locale): string {
  return requiredMessage(locale, 'realtime.forecast.calibrationRule')
    .replace('{hold}', '30')
    .replace('{halfLife}', '60');
}

/**
 * The 2-hour history beside the forecast and today's forecast say the same: a slot holding one history point
 * (the :20 and :50 readings: points are 10 minutes apart, slots 15) shows that point's minutes. The last 20
 * minutes are left out: the live reading's slot says the live wait (its band's midpoint).
 */
async function expectHistoryAgrees(page: Page) {
  for (const checkpoint of CHECKPOINTS) {
    const history = await page
      .locator(`[data-checkpoint="${checkpoint}"] table tbody tr`)
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')));
    const forecast = page.getByTestId('queue-forecast').locator(`[data-forecast="${checkpoint}"] table`);
    const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    const latest = Math.max(...history.map(([time = '']) => minuteOf(time)));
    let compared = 0;
    for (const [time = '', minutes = ''] of history) {
      if (latest - minuteOf(time) <= 20) continue;
      const quarter = { '20': 1, '50': 3 }[time.slice(3)];
      if (quarter === undefined || !/^\d+$/.test(minutes)) continue;
      const row = forecast
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: `${time.slice(0, 2)}:00` }) });
      await expect(row.getByRole('cell').nth(quarter), `${checkpoint} ${time}`).toHaveText(minutes);
      compared += 1;
    }
    expect(compared, checkpoint).toBeGreaterThanOrEqual(3);
  }
}

async function expectForecast(page: Page, locale: Locale, { today }: { today: boolean }) {
  const panel = page.getByTestId('queue-forecast');
  await expect(panel.getByRole('heading', { level: 2 })).toContainText(
    requiredMessage(locale, 'realtime.forecast.heading'),
  );
  await expect(panel.locator('[data-forecast]')).toHaveCount(4);
  const pattern = advicePattern(locale);
  for (const checkpoint of CHECKPOINTS) {
    const card = panel.locator(`[data-forecast="${checkpoint}"]`);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(
      requiredMessage(locale, `realtime.forecast.checkpoints.${checkpoint}`),
    );
    // The sentence: a window that never starts before now (10:00 and a few seconds), or "calm".
    const sentence = (await card.getByTestId('forecast-advice').textContent()) ?? '';
    const match = pattern.exec(sentence);
    expect(match, sentence).not.toBeNull();
    if (today && match?.groups?.from) expect(match.groups.from >= '10:00', sentence).toBe(true);
    // The chart is an image named by its figures; now is marked on today's chart only.
    const chart = card.getByRole('img');
    await expect(chart).toHaveAccessibleName(/\d+.*\d+.*\d{2}:\d{2}/);
    await expect(card.locator('rect')).toHaveCount(96);
    await expect(card.locator('line[data-now]')).toHaveCount(today ? 1 : 0);
    // The hours of the day under it (Bogotá, every 3 hours) and gridlines at round minutes with their values.
    await expect(card.getByTestId(`forecast-x-axis-${checkpoint}`).locator('span')).toHaveText(HOUR_MARKS);
    const ticks = await card.getByTestId(`forecast-y-axis-${checkpoint}`).locator('span').allTextContents();
    const values = ticks.map((tick) => Number(/^(\d+) min$/.exec(tick)?.[1]));
    expect(values[0], ticks.join()).toBe(0);
    expect(values.length, ticks.join()).toBeGreaterThanOrEqual(3);
    const step = values[1]!;
    expect([5, 10, 15, 30, 45, 60, 90, 120, 180, 240]).toContain(step);
    expect(values).toEqual(values.map((_, i) => i * step));
    await expect(card.locator('line[data-grid]')).toHaveCount(values.length);
    // Every bar says its exact value.
    await expect(card.locator('rect title').first()).toHaveText(/^00:00 ?: \d+ min$/);
    // Its table equivalent, one click away: 24 hours by four quarters. A table opened on the day before stays
    // open when the visitor picks another day (a client-side navigation keeps the page's state).
    const details = card.locator('details');
    if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open)))
      await details.locator('summary').click();
    const table = card.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(25);
    await expect(table.getByRole('rowheader', { name: '14:00' })).toBeVisible();
  }
}

test.describe('queue forecast', () => {
  for (const locale of ['es', 'en'] as const) {
    test(`${locale}: the queue-times page shows the forecast with its sentence, chart and table, and the next days`, async ({
      page,
    }) => {
      // Two pages, eight tables opened and two axe runs: room for a busy machine.
      test.slow();
      const errors = collectPageErrors(page);
      await page.goto(localizePath('/informacion-en-tiempo-real/tiempo-en-filas', locale));
      await expectForecast(page, locale, { today: true });
      await expect(
        page
          .getByTestId('queue-forecast')
          .getByText(new RegExp(`^${escape(requiredMessage(locale, 'realtime.forecast.now'))} \\d{2}:\\d{2}$`)),
      ).toHaveCount(4);
      // Today's bars follow the live readings beside them, and the page says how.
      await expect(page.getByTestId('forecast-calibration')).toHaveText(calibrationRule(locale));
      await expectHistoryAgrees(page);
      expect(await axeViolations(page)).toEqual([]);

      const days = page.getByRole('navigation', { name: requiredMessage(locale, 'realtime.forecast.daysLabel') });
      await expect(
        days.getByRole('link', { name: requiredMessage(locale, 'realtime.forecast.today') }),
      ).toHaveAttribute('aria-current', 'page');
      await days.getByRole('link', { name: requiredMessage(locale, 'realtime.forecast.tomorrow') }).click();
      await expect(page).toHaveURL(/[?&]fecha=2026-11-23$/);
      await expect(
        days.getByRole('link', { name: requiredMessage(locale, 'realtime.forecast.tomorrow') }),
      ).toHaveAttribute('aria-current', 'page');
      await expectForecast(page, locale, { today: false });
      await expect(page.getByTestId('forecast-calibration')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    test(`${locale}: the /tiempo-en-fila screen keeps its live board and adds today's forecast`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(localizePath('/tiempo-en-fila', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        requiredMessage(locale, 'realtime.queues.heading'),
      );
      await expect(page.locator('[data-checkpoint]')).toHaveCount(5);
      await expectForecast(page, locale, { today: true });
      await expect(page.getByTestId('forecast-calibration')).toHaveText(calibrationRule(locale));
      await expect(
        page.getByRole('navigation', { name: requiredMessage(locale, 'realtime.forecast.daysLabel') }),
      ).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('the API answers a schema-shaped forecast and 400 for a bad checkpoint or date', async ({ request }) => {
    const good = await request.get(`/api/v2/queues/forecast?checkpoint=security-international&date=${TODAY}`);
    expect(good.status()).toBe(200);
    expect(good.headers()['cache-control']).toBe('public, max-age=30, stale-while-revalidate=30');
    const body = (await good.json()) as { source: string; slots: { start: string; minutes: number }[] };
    expect(body.source).toBe('model');
    expect(body.slots).toHaveLength(96);
    expect(body.slots[56]).toEqual({ start: `${TODAY}T14:00:00-05:00`, minutes: expect.any(Number) });

    // One name per checkpoint: the former security-national is still accepted, answered as security-domestic.
    const former = await request.get(`/api/v2/queues/forecast?checkpoint=security-national&date=${TODAY}`);
    expect(former.status()).toBe(200);
    const formerText = await former.text();
    expect(formerText).not.toContain('security-national');
    expect((JSON.parse(formerText) as { checkpoint: string }).checkpoint).toBe('security-domestic');

    const badCheckpoint = await request.get('/api/v2/queues/forecast?checkpoint=gate-12');
    expect(badCheckpoint.status()).toBe(400);
    expect(
      ((await badCheckpoint.json()) as { error: { fields: Record<string, string> } }).error.fields.checkpoint,
    ).toBeTruthy();
    const badDate = await request.get('/api/v2/queues/forecast?checkpoint=security-domestic&date=2026-12-01');
    expect(badDate.status()).toBe(400);
    expect(((await badDate.json()) as { error: { fields: Record<string, string> } }).error.fields.date).toContain(
      TODAY,
    );
  });
});
