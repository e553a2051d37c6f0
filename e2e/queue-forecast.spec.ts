import { expect, test, type Page } from '@playwright/test';
import { axeViolations, collectPageErrors, localizePath, requiredMessage, type Locale } from './support/site';

/**
 * The queue forecast on the queue-times page and the /tiempo-en-fila display screen. The server runs with
 * APP_NOW=2026-11-22T10:00:00-05:00 and the embedded model (the simulated flight schedule), so the
 * forecast's "now" is shortly after 10:00 on 22 November 2026 and the sentence never names an earlier time.
 */

const CHECKPOINTS = ['security-domestic', 'security-international', 'migration-departures', 'migration-arrivals'];
const TODAY = '2026-11-22';

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
    await expect(card.locator('line')).toHaveCount(today ? 1 : 0);
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
