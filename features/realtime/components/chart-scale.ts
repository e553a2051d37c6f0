/*
 * The minute scale of the queue charts (the forecast and the 2-hour history): gridlines at round minute steps
 * and a least bar height, so a 3–5 minute wait reads as a bar, not a sliver (its exact value is in the text).
 * Pure and client-safe: the history chart also renders in the live panel's island.
 */

/** Gridline steps a passenger reads at a glance, in minutes. */
const STEPS = [5, 10, 15, 30, 45, 60, 90, 120, 180, 240] as const;

export interface MinuteScale {
  /** The top of the scale: the highest gridline. */
  top: number;
  step: number;
  /** The gridlines from 0 up to `top`. */
  ticks: number[];
}

/** The smallest round step with at most `maxIntervals` intervals up to `max` (0, 15, 30, 45, 60 for 49). */
export function minuteScale(max: number, maxIntervals = 4): MinuteScale {
  const highest = Math.max(1, Math.ceil(Number.isFinite(max) ? max : 1));
  const step = STEPS.find((candidate) => Math.ceil(highest / candidate) <= maxIntervals) ?? 240;
  const top = Math.ceil(highest / step) * step;
  return { top, step, ticks: Array.from({ length: top / step + 1 }, (_, i) => i * step) };
}

/** A bar's height for `minutes` on a scale to `top` drawn `height` tall: at least `least`, at most `height`. */
export function barHeight(minutes: number, top: number, height: number, least: number): number {
  const share = top > 0 ? Math.min(1, Math.max(0, minutes) / top) : 0;
  return Math.max(least, share * height);
}
