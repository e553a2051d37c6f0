// The CPU slowdown Lighthouse simulates, chosen from this host's speed so the simulated phone is the same on any day.
import { median } from './stats.mjs';

/**
 * Lighthouse's default 4× slowdown "moves a typical run in the high-end desktop bracket" (benchmark index
 * 1,500–2,000) "into the mid-tier mobile bracket" (Lighthouse's docs/throttling.md, "Calibrating the CPU
 * slowdown", which advises calibrating on another host: 2× from a low-end desktop, index 1,000–1,500). The middle
 * of the desktop band, 1,750, slowed 4× is a phone of ≈ 440; this keeps that phone. This machine's index was
 * 3,700 on 2026-11-28 and 950–2,500 on 2026-12-01: at a fixed 4× it simulated a phone two to three times as fast
 * one day as the other, and TBT counts only the part of each task beyond 50 ms, so a page of many middling tasks
 * measured 1.0× the empty page one day and 2× another with the same code.
 */
export const TARGET_INDEX = 1750 / 4;
export const MIN_MULTIPLIER = 1;
export const MAX_MULTIPLIER = 8;

/** The slowdown that turns a host of `benchmarkIndex` into the target phone: one decimal, within 1–8×. */
export function multiplierFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4;
  const raw = benchmarkIndex / TARGET_INDEX;
  return Math.round(Math.min(MAX_MULTIPLIER, Math.max(MIN_MULTIPLIER, raw)) * 10) / 10;
}

/**
 * The multiplier for the next runs: from the median index of the last `window` runs Lighthouse made (each run
 * measures the host first), so a floor run and the page runs beside it share one multiplier, and a machine that
 * slows down during a long bench is followed. `fixed` (BENCH_CPU_MULTIPLIER, a number) turns calibration off;
 * `auto` or nothing keeps it on.
 */
export function cpuCalibration(fixed = process.env.BENCH_CPU_MULTIPLIER, window = 8) {
  const fixedValue = fixed && fixed !== 'auto' ? Number(fixed) : undefined;
  if (fixedValue !== undefined && !(fixedValue >= MIN_MULTIPLIER && fixedValue <= 20)) {
    throw new Error(`BENCH_CPU_MULTIPLIER must be "auto" or a number from 1 to 20, not ${fixed}`);
  }
  const recent = [];
  return {
    calibrated: fixedValue === undefined,
    /** Whether a probe run is needed before the first multiplier (nothing measured yet). */
    needsProbe: () => fixedValue === undefined && recent.length === 0,
    /** Records the benchmark index of runs just made (runs without metrics are skipped). */
    observe(runs) {
      for (const run of runs) if (Number.isFinite(run?.benchmarkIndex)) recent.push(run.benchmarkIndex);
      recent.splice(0, Math.max(0, recent.length - window));
    },
    multiplier: () => fixedValue ?? multiplierFor(median(recent)),
  };
}
