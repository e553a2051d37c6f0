// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import { forgetProcessState } from '@/tests/process-state';
import { isAppError } from '@/lib/http/errors';
import { arrivalsPerStep, slotStarts } from '../../forecast/model';
import { PROFILES } from '../../forecast/profiles';
import { queueForecastSchema, FORECAST_CHECKPOINTS } from '../../forecast/schemas';
import { forecastDates, forecastWaitMinutes, forecastWaitsAt, getQueueForecast } from './index';
import { loadSchedule } from './schedule';
import { getQueues } from '../queues/queues-service';
import { waitMidpoint } from '../../wait';

// The flights feature, with a switch that makes its source fail (upstream down, nothing cached).
const flights = vi.hoisted(() => ({ failing: false }));
vi.mock('@/features/flights/server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/flights/server')>();
  return {
    ...actual,
    listFlights: async (...args: Parameters<typeof actual.listFlights>) => {
      if (flights.failing) throw new Error('flights upstream unavailable');
      return actual.listFlights(...args);
    },
  };
});

const NOW = '2026-11-22T10:07:00-05:00';
const TODAY = '2026-11-22';
const FORECAST_FEED = 'https://forecast.example/queues';
const QUEUE_FEED = 'https://queues.example/feed';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});
afterEach(() => {
  vi.unstubAllEnvs();
  forgetProcessState('config');
  forgetProcessState('queue-feed');
  forgetProcessState('queue-forecast');
  flights.failing = false;
  vi.setSystemTime(new Date(NOW));
});
afterAll(() => vi.useRealTimers());

function useEnv(values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) vi.stubEnv(key, value);
  forgetProcessState('config');
}

const slotIndex = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 4 + Math.floor(m! / 15);
};

describe('the embedded model (no forecast feed)', () => {
  it('answers 96 schema-valid slots at each checkpoint for today and the next two days', async () => {
    expect(forecastDates()).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
    for (const date of forecastDates()) {
      for (const checkpoint of FORECAST_CHECKPOINTS) {
        const forecast = queueForecastSchema.parse(await getQueueForecast({ checkpoint, date }));
        expect(forecast).toMatchObject({ checkpoint, date, source: 'model', notice: null, slotMinutes: 15 });
        expect(forecast.slots).toHaveLength(96);
        expect(forecast.slots[0]!.start).toBe(`${date}T00:00:00-05:00`);
        expect(
          forecast.slots.some((slot) => slot.minutes > 10),
          `${checkpoint} ${date} has a peak`,
        ).toBe(true);
      }
    }
  });

  it('refuses other dates with a 400 naming the field', async () => {
    for (const date of ['2026-11-21', '2026-11-25']) {
      const error = await getQueueForecast({ checkpoint: 'security-domestic', date }).catch((e: unknown) => e);
      expect(isAppError(error) && error.status).toBe(400);
      expect(isAppError(error) && error.fields?.date).toContain('2026-11-22');
    }
  });

  it('rises with the schedule: the busiest show-up hour waits longer than the quietest', async () => {
    const flights = await loadSchedule(TODAY);
    const forecast = await getQueueForecast({ checkpoint: 'security-domestic', date: '2026-11-23' });
    const tomorrowFlights = await loadSchedule('2026-11-23');
    const arrivals = arrivalsPerStep(
      PROFILES['security-domestic'],
      tomorrowFlights,
      Date.parse('2026-11-23T00:00:00-05:00'),
      288,
    );
    const hours = Array.from({ length: 24 }, (_, h) => ({
      hour: h,
      passengers: arrivals.slice(h * 12, h * 12 + 12).reduce((a, b) => a + b, 0),
      wait: Math.max(...forecast.slots.slice(h * 4, h * 4 + 4).map((s) => s.minutes)),
    })).filter((h) => h.hour >= 6 && h.hour < 21);
    const busiest = hours.reduce((a, b) => (b.passengers > a.passengers ? b : a));
    const quietest = hours.reduce((a, b) => (b.passengers < a.passengers ? b : a));
    expect(busiest.passengers).toBeGreaterThan(quietest.passengers);
    expect(busiest.wait).toBeGreaterThan(quietest.wait);
    expect(flights.length).toBeGreaterThan(500);
  });

  it('moves today toward the live reading when there is one, and only today', async () => {
    // The live queues from a feed that says nothing: no calibration.
    useEnv({ QUEUES_API_URL: QUEUE_FEED });
    server.use(http.get(QUEUE_FEED, () => HttpResponse.json({ checkpoints: [] })));
    const plain = await getQueueForecast({ checkpoint: 'security-domestic', date: TODAY });
    expect(plain.calibration).toBeNull();

    // A new reading: the live queues (and the forecast's copy of them) are read again.
    forgetProcessState('queue-feed');
    forgetProcessState('queue-forecast');
    server.use(
      http.get(QUEUE_FEED, () =>
        HttpResponse.json({
          checkpoints: [
            {
              id: 'security-domestic',
              queues: [{ type: 'general', minMinutes: 50, maxMinutes: 70, measuredAt: '2026-11-22T10:05:00-05:00' }],
            },
          ],
        }),
      ),
    );
    const calibrated = await getQueueForecast({ checkpoint: 'security-domestic', date: TODAY });
    expect(calibrated.calibration).toMatchObject({
      readingMinutes: 60,
      measuredAt: '2026-11-22T10:05:00-05:00',
      measuredSlots: 1,
    });
    const now = slotIndex('10:07');
    expect(calibrated.slots[now]!.minutes).toBe(60);
    // The next hour is pulled toward the reading, less and less; the evening is the model again.
    const gap = (i: number) => Math.abs(calibrated.slots[i]!.minutes - 60);
    const plainGap = (i: number) => Math.abs(plain.slots[i]!.minutes - 60);
    expect(gap(now + 2)).toBeLessThan(plainGap(now + 2));
    expect(
      Math.abs(calibrated.slots[slotIndex('20:00')]!.minutes - plain.slots[slotIndex('20:00')]!.minutes),
    ).toBeLessThanOrEqual(1);
    // The half hour before has the reading's correction in full; the small hours are the model again.
    const factor = calibrated.calibration!.factor;
    expect(
      Math.abs(calibrated.slots[now - 2]!.minutes - ((plain.slots[now - 2]!.minutes + 2) * factor - 2)),
    ).toBeLessThanOrEqual(1.5);
    for (let i = 0; i < slotIndex('03:00'); i += 1)
      expect(Math.abs(calibrated.slots[i]!.minutes - plain.slots[i]!.minutes)).toBeLessThanOrEqual(1);
    // Other checkpoints and other days are not calibrated by this reading.
    expect((await getQueueForecast({ checkpoint: 'security-international', date: TODAY })).calibration).toBeNull();
    expect((await getQueueForecast({ checkpoint: 'security-domestic', date: '2026-11-23' })).calibration).toBeNull();
  });

  it("agrees with the live queues beside it: today's measured slots say the 2-hour history, now the live wait", async () => {
    // The embedded simulation answers the live queues (a reading every 5 minutes, the history every 10).
    const live = await getQueues();
    for (const checkpoint of FORECAST_CHECKPOINTS) {
      const forecast = await getQueueForecast({ checkpoint, date: TODAY });
      const queues = live.checkpoints.find((c) => c.id === checkpoint)!;
      const main = queues.queues.find((q) => q.type === queues.historyQueue)!;
      expect(forecast.calibration, checkpoint).toMatchObject({ readingMinutes: waitMidpoint(main.wait!) });
      const liveSlot = slotIndex(main.updatedAt!.slice(11, 16));
      expect(forecast.slots[liveSlot]!.minutes).toBe(Math.round(waitMidpoint(main.wait!)));
      const bySlot = new Map<number, number[]>();
      for (const point of queues.history) {
        const index = slotIndex(point.at.slice(11, 16));
        if (point.minutes === null || index >= liveSlot) continue;
        bySlot.set(index, [...(bySlot.get(index) ?? []), point.minutes]);
      }
      expect(bySlot.size).toBeGreaterThanOrEqual(7);
      for (const [index, values] of bySlot) {
        const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
        expect(forecast.slots[index]!.minutes, `${checkpoint} ${forecast.slots[index]!.start}`).toBe(Math.round(mean));
      }
    }
  });

  it('ignores a stale live reading', async () => {
    useEnv({ QUEUES_API_URL: QUEUE_FEED });
    server.use(
      http.get(QUEUE_FEED, () =>
        HttpResponse.json({
          checkpoints: [
            {
              id: 'security-domestic',
              queues: [{ type: 'general', minMinutes: 50, maxMinutes: 70, measuredAt: '2026-11-22T09:00:00-05:00' }],
            },
          ],
        }),
      ),
    );
    expect((await getQueueForecast({ checkpoint: 'security-domestic', date: TODAY })).calibration).toBeNull();
  });

  it('answers 503 (never zeros) while the flight schedule is unavailable, and forecasts again once it is back', async () => {
    flights.failing = true;
    const error = await getQueueForecast({ checkpoint: 'security-domestic', date: TODAY }).catch((e: unknown) => e);
    expect(isAppError(error) && error.status).toBe(503);
    await expect(forecastWaitMinutes('security-domestic', new Date(NOW))).rejects.toMatchObject({ status: 503 });
    flights.failing = false;
    expect((await getQueueForecast({ checkpoint: 'security-domestic', date: TODAY })).slots).toHaveLength(96);
  });

  it('gives the wait of the slot holding an instant', async () => {
    const forecast = await getQueueForecast({ checkpoint: 'migration-arrivals', date: '2026-11-23' });
    const minutes = await forecastWaitMinutes('migration-arrivals', new Date('2026-11-23T17:20:00-05:00'));
    expect(minutes).toBe(forecast.slots[slotIndex('17:20')]!.minutes);
  });

  it('gives many instants their slots, across midnight and past the forecast days (each day read once)', async () => {
    const [first, second, last] = forecastDates();
    const day = async (date: string) => (await getQueueForecast({ checkpoint: 'security-international', date })).slots;
    const [firstSlots, secondSlots, lastSlots] = await Promise.all([day(first!), day(second!), day(last!)]);
    const cases: [string, number][] = [
      [`${first}T20:00:00-05:00`, firstSlots[slotIndex('20:00')]!.minutes],
      [`${first}T23:50:00-05:00`, firstSlots[slotIndex('23:50')]!.minutes],
      [`${second}T00:05:00-05:00`, secondSlots[slotIndex('00:05')]!.minutes],
      [`${second}T06:00:00-05:00`, secondSlots[slotIndex('06:00')]!.minutes],
      ['2026-11-30T08:10:00-05:00', lastSlots[slotIndex('08:10')]!.minutes],
      ['2026-11-20T08:10:00-05:00', firstSlots[slotIndex('08:10')]!.minutes],
    ];
    const waits = await forecastWaitsAt(
      'security-international',
      cases.map(([at]) => new Date(at)),
    );
    expect(waits).toEqual(cases.map(([, minutes]) => minutes));
    expect(new Set(waits).size).toBeGreaterThan(1);
  });
});

describe('the forecast feed (QUEUE_FORECAST_URL)', () => {
  const fullDay = (minutes: (i: number) => number) =>
    slotStarts(TODAY).map((start, i) => ({ start: new Date(start).toISOString(), minutes: minutes(i) }));

  it('answers from a valid feed', async () => {
    useEnv({ QUEUE_FORECAST_URL: FORECAST_FEED });
    server.use(
      http.get(FORECAST_FEED, () =>
        HttpResponse.json({
          generatedAt: '2026-11-22T05:00:00-05:00',
          forecasts: [
            { checkpoint: 'security-domestic', date: TODAY, slots: fullDay((i) => i % 20) },
            { checkpoint: 'somewhere-else', date: TODAY, slots: [] },
          ],
        }),
      ),
    );
    const forecast = queueForecastSchema.parse(
      await getQueueForecast({ checkpoint: 'security-domestic', date: TODAY }),
    );
    expect(forecast).toMatchObject({ source: 'feed', notice: null, calibration: null });
    expect(forecast.slots[3]).toEqual({ start: '2026-11-22T00:45:00-05:00', minutes: 3 });
    // A checkpoint the feed lacks: the model, with the notice.
    const missing = await getQueueForecast({ checkpoint: 'migration-arrivals', date: TODAY });
    expect(missing).toMatchObject({ source: 'model', notice: 'feed-unavailable' });
  });

  it('still reads a feed that names the domestic checkpoint by its former id, and answers the current one', async () => {
    useEnv({ QUEUE_FORECAST_URL: FORECAST_FEED });
    server.use(
      http.get(FORECAST_FEED, () =>
        HttpResponse.json({
          generatedAt: '2026-11-22T05:00:00-05:00',
          forecasts: [{ checkpoint: 'security-national', date: TODAY, slots: fullDay((i) => i % 7) }],
        }),
      ),
    );
    const forecast = await getQueueForecast({ checkpoint: 'security-domestic', date: TODAY });
    expect(forecast).toMatchObject({ checkpoint: 'security-domestic', source: 'feed', notice: null });
    expect(forecast.slots[5]!.minutes).toBe(5);
    expect(JSON.stringify(forecast)).not.toContain('security-national');
  });

  it('prefers the current id when a feed sends both names', async () => {
    useEnv({ QUEUE_FORECAST_URL: FORECAST_FEED });
    server.use(
      http.get(FORECAST_FEED, () =>
        HttpResponse.json({
          generatedAt: '2026-11-22T05:00:00-05:00',
          forecasts: [
            { checkpoint: 'security-national', date: TODAY, slots: fullDay(() => 50) },
            { checkpoint: 'security-domestic', date: TODAY, slots: fullDay(() => 8) },
          ],
        }),
      ),
    );
    const forecast = await getQueueForecast({ checkpoint: 'security-domestic', date: TODAY });
    expect(new Set(forecast.slots.map((slot) => slot.minutes))).toEqual(new Set([8]));
  });

  it.each([
    ['answers an error', () => new HttpResponse('down', { status: 503 })],
    ['is unreachable', () => HttpResponse.error()],
    ['does not match the contract', () => HttpResponse.json({ forecasts: [{ checkpoint: 'security-domestic' }] })],
    [
      'leaves slots out',
      () =>
        HttpResponse.json({
          generatedAt: '2026-11-22T05:00:00-05:00',
          forecasts: [{ checkpoint: 'security-domestic', date: TODAY, slots: fullDay(() => 5).slice(0, 90) }],
        }),
    ],
  ])('falls back to the model with a notice when the feed %s', async (_, answer) => {
    useEnv({ QUEUE_FORECAST_URL: FORECAST_FEED });
    server.use(http.get(FORECAST_FEED, answer));
    const forecast = queueForecastSchema.parse(
      await getQueueForecast({ checkpoint: 'security-domestic', date: TODAY }),
    );
    expect(forecast).toMatchObject({ source: 'model', notice: 'feed-unavailable' });
    expect(forecast.slots).toHaveLength(96);
  });
});
