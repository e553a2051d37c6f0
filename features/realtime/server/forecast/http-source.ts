import 'server-only';
import { z } from 'zod';
import { fetchJson } from '@/lib/server/fetch-json';
import {
  currentCheckpointId,
  forecastCheckpointSchema,
  type ForecastCheckpoint,
  type ForecastSlot,
} from '../../forecast/schemas';
import { bogotaIso } from '@/lib/bogota-time';
import { slotStarts } from '../../forecast/model';

/*
 * The forecast feed (QUEUE_FORECAST_URL): one GET answering every checkpoint and day it forecasts,
 *   { "generatedAt": "2026-11-22T05:00:00-05:00",
 *     "forecasts": [ { "checkpoint": "security-domestic", "date": "2026-11-22",
 *                      "slots": [ { "start": "2026-11-22T00:00:00-05:00", "minutes": 4 }, … ] } ] }
 * validated with zod: a document that does not match is a failed feed (the embedded model answers).
 * Unknown checkpoints are ignored; a former id (`security-national`) is read as today's (`security-domestic`). A forecast is used only when it covers every 15-minute slot of its
 * day; one with gaps counts as missing, never as zero.
 */

const feedSlotSchema = z.object({
  start: z.iso.datetime({ offset: true }),
  minutes: z
    .number()
    .nonnegative()
    .max(24 * 60),
});

const feedForecastSchema = z.object({
  checkpoint: z.string(),
  date: z.iso.date(),
  slots: z.array(feedSlotSchema).max(500),
});

export const forecastFeedSchema = z.object({
  generatedAt: z.iso.datetime({ offset: true }),
  forecasts: z.array(feedForecastSchema).max(100),
});
export type ForecastFeed = z.infer<typeof forecastFeedSchema>;

export async function fetchForecastFeed(url: string, timeoutMs: number): Promise<ForecastFeed> {
  return forecastFeedSchema.parse(await fetchJson(url, timeoutMs));
}

/** The feed's 96 slots for one checkpoint and date, or null when it lacks (part of) them. */
export function feedSlots(feed: ForecastFeed, checkpoint: ForecastCheckpoint, date: string): ForecastSlot[] | null {
  const named = (id: string) => forecastCheckpointSchema.safeParse(id.trim().toLowerCase()).data === checkpoint;
  const sameDay = feed.forecasts.filter((forecast) => forecast.date === date);
  // The current id first; a former one (security-national) only when the feed has no entry under today's.
  const entry =
    sameDay.find((forecast) => named(forecast.checkpoint)) ??
    sameDay.find((forecast) => named(currentCheckpointId(forecast.checkpoint.trim().toLowerCase())));
  if (!entry) return null;
  const byStart = new Map(entry.slots.map((slot) => [Date.parse(slot.start), slot.minutes]));
  const slots: ForecastSlot[] = [];
  for (const start of slotStarts(date)) {
    const minutes = byStart.get(start);
    if (minutes === undefined) return null;
    slots.push({ start: bogotaIso(start), minutes: Math.round(minutes) });
  }
  return slots;
}
