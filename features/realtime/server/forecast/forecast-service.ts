import 'server-only';
import { now } from '@/lib/clock';
import { config } from '@/lib/config';
import { badRequest, serviceUnavailable } from '@/lib/http/errors';
import { registerProcessStateHook } from '@/lib/process-state';
import { createStaleCache, type StaleCache } from '@/lib/server/cache/stale-cache';
import { logger } from '@/lib/server/log';
import { bogotaDate, bogotaIso, bogotaMs } from '@/lib/bogota-time';
import { calibrate, modelDay, slotStarts, type LiveReading } from '../../forecast/model';
import { PROFILES } from '../../forecast/profiles';
import {
  FORECAST_DAYS,
  FORECAST_SLOT_MINUTES,
  type ForecastCalibration,
  type ForecastCheckpoint,
  type QueueForecast,
} from '../../forecast/schemas';
import type { QueuesResponse } from '../../schemas';
import { waitMidpoint } from '../../wait';
import { getQueues } from '../queues/queues-service';
import { feedSlots, fetchForecastFeed, type ForecastFeed } from './http-source';
import { loadSchedule } from './schedule';

const log = logger('queue-forecast');

/*
 * Queue forecasts as pages, the API and the trip plan see them: the forecast feed when
 * QUEUE_FORECAST_URL is set and it answers the checkpoint and day in full; otherwise (unset, failing,
 * invalid or incomplete) the embedded model from the flight schedule, with a notice when a feed was
 * expected. The model's today is calibrated against the live queue reading of the same checkpoint
 * (GET /api/v2/queues) when there is a fresh one, and against that queue's 2-hour history (model.ts, calibrate). Dates: today and the next two days (Bogotá).
 */

const DAY_MS = 24 * 3_600_000;
/** The model's schedule-based slots are reused this long (the schedule moves with delays). */
const MODEL_TTL_MS = 60_000;

/** The live queues read for calibration are reused this long (a trip plan asks for dozens of slots at once). */
const LIVE_TTL_MS = 30_000;

let feed: StaleCache<ForecastFeed> | undefined;
const modelCache = new Map<string, { atMs: number; minutes: Promise<number[]> }>();
const scheduleCache = new Map<string, { atMs: number; flights: ReturnType<typeof loadSchedule> }>();
let liveCache: { atMs: number; queues: Promise<QueuesResponse> } | undefined;

function configuredFeed(): StaleCache<ForecastFeed> | undefined {
  const { QUEUE_FORECAST_URL, QUEUE_FORECAST_TIMEOUT_MS, REALTIME_API_TTL_SECONDS } = config();
  if (!QUEUE_FORECAST_URL) return undefined;
  feed ??= createStaleCache({
    name: 'forecast-feed',
    load: () => fetchForecastFeed(QUEUE_FORECAST_URL, QUEUE_FORECAST_TIMEOUT_MS),
    ttlMs: REALTIME_API_TTL_SECONDS * 1000,
    retryAfterFailureMs: REALTIME_API_TTL_SECONDS * 1000,
  });
  return feed;
}

declare module '@/lib/process-state' {
  interface ProcessStateHooks {
    /** Forget the forecast feed and the model's cached days so a changed configuration or clock is read. */
    'queue-forecast': () => void;
  }
}
registerProcessStateHook('queue-forecast', () => {
  feed = undefined;
  modelCache.clear();
  scheduleCache.clear();
  liveCache = undefined;
});

/** Today and the next two days in Bogotá, YYYY-MM-DD. */
export function forecastDates(nowMs: number = now().getTime()): string[] {
  const today = bogotaDate(nowMs);
  const midnight = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: FORECAST_DAYS }, (_, i) => new Date(midnight + i * DAY_MS).toISOString().slice(0, 10));
}

function assertForecastDate(date: string, dates: readonly string[]): void {
  if (dates.includes(date)) return;
  const days = dates.join(', ');
  // The same code as a query that fails its schema: to a client it is one kind of mistake.
  throw badRequest(
    `There is a forecast for today and the next two days only: ${days}.`,
    { date: `Use one of ${days}` },
    'validation_error',
  );
}

const fresh = (atMs: number, nowMs: number) => nowMs - atMs >= 0 && nowMs - atMs < MODEL_TTL_MS;

/** The schedule around a date, shared by the four checkpoints' models. */
function schedule(date: string, nowMs: number): ReturnType<typeof loadSchedule> {
  const cached = scheduleCache.get(date);
  if (cached && fresh(cached.atMs, nowMs)) return cached.flights;
  const flights = loadSchedule(date);
  const entry = { atMs: nowMs, flights };
  scheduleCache.set(date, entry);
  flights.catch(() => {
    if (scheduleCache.get(date) === entry) scheduleCache.delete(date);
  });
  return flights;
}

function modelMinutes(checkpoint: ForecastCheckpoint, date: string, nowMs: number): Promise<number[]> {
  const key = `${checkpoint}:${date}`;
  const cached = modelCache.get(key);
  if (cached && fresh(cached.atMs, nowMs)) return cached.minutes;
  const minutes = schedule(date, nowMs).then(
    (flights) => modelDay(PROFILES[checkpoint], flights, date),
    (error: unknown) => {
      // No schedule, no forecast: a guess from no flights would be a made-up short wait.
      log.warn({ err: error }, 'flight schedule unavailable: no queue forecast');
      throw serviceUnavailable('The queue forecast is temporarily unavailable. Try again in a moment.', {
        retryAfterSeconds: 60,
      });
    },
  );
  const entry = { atMs: nowMs, minutes };
  modelCache.set(key, entry);
  minutes.catch(() => {
    if (modelCache.get(key) === entry) modelCache.delete(key);
  });
  return minutes;
}

function liveQueues(nowMs: number): Promise<QueuesResponse> {
  if (liveCache && nowMs - liveCache.atMs >= 0 && nowMs - liveCache.atMs < LIVE_TTL_MS) return liveCache.queues;
  const queues = getQueues();
  const entry = { atMs: nowMs, queues };
  liveCache = entry;
  queues.catch(() => {
    if (liveCache === entry) liveCache = undefined;
  });
  return queues;
}

/**
 * The fresh live reading (main queue, midpoint of its band) of the checkpoint, with the readings of its 2-hour
 * history (the chart beside the forecast), or null when there is no fresh reading (then no calibration at all).
 */
async function liveReadings(
  checkpoint: ForecastCheckpoint,
  nowMs: number,
): Promise<{ live: LiveReading; history: LiveReading[] } | null> {
  try {
    const queues = await liveQueues(nowMs);
    const live = queues.checkpoints.find((c) => c.id === PROFILES[checkpoint].liveCheckpoint);
    const main = live?.queues.find((q) => q.type === live.historyQueue);
    if (!live || !main?.wait || !main.updatedAt || main.stale) return null;
    const history = live.history.flatMap((point) =>
      point.minutes === null ? [] : [{ minutes: point.minutes, measuredAtMs: Date.parse(point.at) }],
    );
    return { live: { minutes: waitMidpoint(main.wait), measuredAtMs: Date.parse(main.updatedAt) }, history };
  } catch (error) {
    log.warn({ err: error }, 'live queue reading unavailable: forecasting without calibration');
    return null;
  }
}

async function fromModel(
  checkpoint: ForecastCheckpoint,
  date: string,
  nowMs: number,
): Promise<{ minutes: number[]; calibration: ForecastCalibration | null }> {
  const starts = slotStarts(date);
  const minutes = await modelMinutes(checkpoint, date, nowMs);
  const isToday = nowMs >= (starts[0] ?? 0) && nowMs < (starts[0] ?? 0) + DAY_MS;
  const readings = isToday ? await liveReadings(checkpoint, nowMs) : null;
  if (!readings) return { minutes, calibration: null };
  const calibrated = calibrate(minutes, starts, readings.live, readings.history);
  if (calibrated.measuredSlots === 0) return { minutes, calibration: null };
  return {
    minutes: calibrated.minutes,
    calibration: {
      readingMinutes: readings.live.minutes,
      measuredAt: bogotaIso(readings.live.measuredAtMs),
      factor: Math.round(calibrated.factor * 100) / 100,
      measuredSlots: calibrated.measuredSlots,
    },
  };
}

async function fromFeed(
  source: StaleCache<ForecastFeed>,
  checkpoint: ForecastCheckpoint,
  date: string,
): Promise<QueueForecast['slots'] | null> {
  try {
    return feedSlots(await source.get(), checkpoint, date);
  } catch (error) {
    log.warn({ err: error }, 'forecast feed unavailable: answering from the embedded model');
    return null;
  }
}

/**
 * The forecast of one checkpoint on one Bogotá date: today or the next two days, else a 400 AppError. With
 * neither a feed answer nor the flight schedule (its source down) it throws a 503 AppError: never zeros.
 */
export async function getQueueForecast(input: {
  checkpoint: ForecastCheckpoint;
  date: string;
}): Promise<QueueForecast> {
  const nowMs = now().getTime();
  assertForecastDate(input.date, forecastDates(nowMs));
  const base = {
    checkpoint: input.checkpoint,
    date: input.date,
    slotMinutes: FORECAST_SLOT_MINUTES,
    generatedAt: bogotaIso(nowMs),
  } as const;
  const source = configuredFeed();
  if (source) {
    const slots = await fromFeed(source, input.checkpoint, input.date);
    if (slots) return { ...base, source: 'feed', calibration: null, notice: null, slots };
  }
  const model = await fromModel(input.checkpoint, input.date, nowMs);
  const starts = slotStarts(input.date);
  return {
    ...base,
    source: 'model',
    calibration: model.calibration,
    notice: source ? 'feed-unavailable' : null,
    slots: starts.map((start, i) => ({ start: bogotaIso(start), minutes: Math.round(model.minutes[i] ?? 0) })),
  };
}

/**
 * Expected wait (minutes) for someone joining the checkpoint's queue at `at`: the forecast slot holding
 * that instant. An instant outside the forecast days answers the same hour of the nearest forecast day.
 */
export async function forecastWaitMinutes(checkpoint: ForecastCheckpoint, at: Date): Promise<number> {
  const [minutes = 0] = await forecastWaitsAt(checkpoint, [at]);
  return minutes;
}

/** forecastWaitMinutes for many instants (a trip plan's slots), reading each day's forecast once. */
export async function forecastWaitsAt(checkpoint: ForecastCheckpoint, instants: readonly Date[]): Promise<number[]> {
  const dates = forecastDates();
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;
  const byDate = new Map<string, Promise<QueueForecast>>();
  const forecastOf = (date: string) => {
    const target = dates.includes(date) ? date : date < first ? first : last;
    let forecast = byDate.get(target);
    if (!forecast) byDate.set(target, (forecast = getQueueForecast({ checkpoint, date: target })));
    return forecast;
  };
  return Promise.all(
    instants.map(async (at) => {
      const atMs = at.getTime();
      const date = bogotaDate(atMs);
      const forecast = await forecastOf(date);
      const minuteOfDay = Math.floor((atMs - bogotaMs(date)) / 60_000);
      const index = Math.min(forecast.slots.length - 1, Math.max(0, Math.floor(minuteOfDay / FORECAST_SLOT_MINUTES)));
      return forecast.slots[index]?.minutes ?? 0;
    }),
  );
}
