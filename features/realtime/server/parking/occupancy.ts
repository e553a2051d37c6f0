import 'server-only';
import { inBogota } from '@/lib/clock';
import { slotStart, unitHash } from '../time';
import type { LotDef } from './lots';

/*
 * The embedded parking provider: occupancy by hour of day and weekday (the airport's curve: quiet
 * before dawn, filling with the morning bank, a second peak with the evening departures, busier on
 * Fridays and Sundays), shaped per lot, with a small deterministic variation every 2 minutes.
 */

/** Share of spaces taken at each hour, 00:00 first. */
const HOURLY = [
  0.55, 0.52, 0.5, 0.5, 0.54, 0.62, 0.72, 0.8, 0.84, 0.83, 0.8, 0.78, 0.77, 0.78, 0.8, 0.82, 0.85, 0.88, 0.9, 0.88,
  0.82, 0.74, 0.66, 0.6,
] as const;
/** Weekday factor, Sunday first (dayjs' order). */
const WEEKDAY = [1.04, 0.98, 0.92, 0.93, 0.99, 1.07, 0.95] as const;
const MEAN_HOURLY = HOURLY.reduce((sum, v) => sum + v, 0) / HOURLY.length;
export const MEASURE_EVERY_MINUTES = 2;

/** Share of the lot's spaces taken at an instant, 0.03–1. */
export function occupancyAt(lot: LotDef, ms: number): number {
  const local = inBogota(ms);
  const hour = local.hour();
  const next = (hour + 1) % 24;
  const fraction = local.minute() / 60;
  const curve = (HOURLY[hour] ?? MEAN_HOURLY) * (1 - fraction) + (HOURLY[next] ?? MEAN_HOURLY) * fraction;
  const shaped = MEAN_HOURLY + (curve - MEAN_HOURLY) * lot.swing;
  const variation = (unitHash(`${lot.id}:${slotStart(ms, MEASURE_EVERY_MINUTES)}`) - 0.5) * 0.04;
  const value = shaped * (WEEKDAY[local.day()] ?? 1) * lot.demand + variation;
  return Math.min(1, Math.max(0.03, value));
}

export function availableAt(lot: LotDef, ms: number): number {
  return lot.capacity - Math.round(lot.capacity * occupancyAt(lot, ms));
}
