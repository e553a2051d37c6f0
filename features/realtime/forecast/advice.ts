import { bogotaClock } from '@/lib/bogota-time';
import { quietestWindow } from './model';
import type { ForecastSlot } from './schemas';

/*
 * The sentence under a forecast chart: "Menos fila entre las 14:00 y las 15:30", the quietest
 * 90 minutes of what is left of the day. Never a time in the past: only slots starting at or after
 * now count, and only the hours passengers travel in (04:00 to 23:00: a window in the small hours would be
 * true and useless). When the rest of the day is flat and short it says so instead of picking a window, and
 * when nothing is left of the day it points to tomorrow. Client-safe and pure.
 */

/** The rest of the day is "calm" when its longest forecast is at most this… */
export const CALM_MAX_MINUTES = 10;
/** …and its slots differ by at most this: no window is worth recommending. */
export const CALM_SPREAD_MINUTES = 3;

export type ForecastAdvice = { kind: 'window'; from: string; to: string } | { kind: 'calm' } | { kind: 'over' };

/** The hours (Bogotá) the advice looks at: from 04:00 to 23:00. */
export const ADVICE_HOURS = { from: 4, to: 23 } as const;

function inAdviceHours(slot: ForecastSlot): boolean {
  const hour = Number(bogotaClock(Date.parse(slot.start)).slice(0, 2));
  return hour >= ADVICE_HOURS.from && hour < ADVICE_HOURS.to;
}

export function forecastAdvice(slots: readonly ForecastSlot[], nowMs: number): ForecastAdvice {
  const candidates = slots.filter(inAdviceHours);
  const ahead = candidates.filter((slot) => Date.parse(slot.start) >= nowMs).map((slot) => slot.minutes);
  if (ahead.length === 0) return { kind: 'over' };
  const max = Math.max(...ahead);
  if (max <= CALM_MAX_MINUTES && max - Math.min(...ahead) <= CALM_SPREAD_MINUTES) return { kind: 'calm' };
  const window = quietestWindow(candidates, nowMs);
  if (!window) return { kind: 'over' };
  return { kind: 'window', from: bogotaClock(window.startMs), to: bogotaClock(window.endMs) };
}

export interface AdviceLabels {
  /** ICU message with {from} and {to}. */
  window: string;
  calm: string;
  over: string;
}

/** The advice as the sentence shown to passengers. */
export function adviceSentence(advice: ForecastAdvice, labels: AdviceLabels): string {
  if (advice.kind === 'calm') return labels.calm;
  if (advice.kind === 'over') return labels.over;
  return labels.window.replace('{from}', advice.from).replace('{to}', advice.to);
}
