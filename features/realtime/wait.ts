import { STALE_AFTER_MINUTES } from './constants';
import type { Wait } from './schemas';

/*
 * How a waiting time is said: 'less than N minutes' under a quarter of an hour, else
 * 'between X and Y minutes' (a 10-minute band under an hour, 20 above). Missing data is never
 * zero: it is 'Sin información'. Client-safe and pure.
 */

/** An estimate in minutes as the band shown to passengers. */
export function waitFromMinutes(minutes: number): Wait {
  const m = Math.max(0, Math.round(minutes));
  if (m < 5) return { kind: 'lessThan', maxMinutes: 5 };
  if (m < 10) return { kind: 'lessThan', maxMinutes: 10 };
  if (m < 15) return { kind: 'lessThan', maxMinutes: 15 };
  const minMinutes = Math.floor(m / 5) * 5;
  return { kind: 'between', minMinutes, maxMinutes: minMinutes + (m < 60 ? 10 : 20) };
}

/** The middle of a band, for charts and comparisons. */
export function waitMidpoint(wait: Wait): number {
  return wait.kind === 'lessThan' ? wait.maxMinutes / 2 : (wait.minMinutes + wait.maxMinutes) / 2;
}

export interface WaitLabels {
  /** ICU message with {max}. */
  lessThan: string;
  /** ICU message with {min} and {max}. */
  between: string;
  noData: string;
}

/** 'Menos de 10 minutos', 'Entre 20 y 30 minutos', or 'Sin información' for no data. */
export function waitPhrase(wait: Wait | null, labels: WaitLabels): string {
  if (!wait) return labels.noData;
  if (wait.kind === 'lessThan') return labels.lessThan.replace('{max}', String(wait.maxMinutes));
  return labels.between.replace('{min}', String(wait.minMinutes)).replace('{max}', String(wait.maxMinutes));
}

/** True when a measurement is older than 15 minutes (or in the future by more than that: a bad clock). */
export function isStale(updatedAt: string | null, nowMs: number): boolean {
  if (!updatedAt) return false;
  const measured = Date.parse(updatedAt);
  if (Number.isNaN(measured)) return true;
  return Math.abs(nowMs - measured) > STALE_AFTER_MINUTES * 60_000;
}

/** 'HH:mm' of an ISO instant written with the Bogota offset (as the API writes it). */
export function localTimeOf(iso: string): string {
  return iso.slice(11, 16);
}
