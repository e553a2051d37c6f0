// Medians and spreads of interleaved Lighthouse runs (pure functions; bench:lighthouse and bench:ab).
import { seededRandom } from '../../lib/seeded-random.mjs';

const finite = (values) => values.filter((v) => typeof v === 'number' && Number.isFinite(v));

/** The q-quantile (0..1) of the finite values, linearly interpolated; NaN when there is none. */
export function quantile(values, q) {
  const sorted = finite(values).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

export const median = (values) => quantile(values, 0.5);

/** Median, quartiles and range of one figure. */
export function spread(values) {
  return {
    median: median(values),
    p25: quantile(values, 0.25),
    p75: quantile(values, 0.75),
    min: quantile(values, 0),
    max: quantile(values, 1),
    n: finite(values).length,
  };
}

/**
 * The median of each figure on its own (a page's LCP and its TBT may come from different runs). Category
 * scores barely vary between runs: an audit failing in any run is listed.
 */
export function medianRun(runs) {
  if (!runs.length) return undefined;
  const result = {};
  for (const key of Object.keys(runs[0])) {
    if (key === 'failing') {
      result.failing = [...new Set(runs.flatMap((run) => run.failing ?? []))].sort();
      continue;
    }
    if (Array.isArray(runs[0][key])) continue; // per-run lists (cpuTasksMs) have no median
    const value = median(runs.map((run) => run[key]));
    result[key] = key === 'cls' ? Number(value.toFixed(3)) : Math.round(value);
  }
  return result;
}

/**
 * One figure over interleaved pairs ({ a, b } runs): each side's spread, the ratio and the difference of the
 * medians, and in how many pairs B measured higher than A. A change is real when the ratio holds and B is
 * higher (or lower) in nearly every pair; when B is higher in about half the pairs, it is noise.
 */
export function compare(pairs, key) {
  const a = spread(pairs.map((p) => p.a[key]));
  const b = spread(pairs.map((p) => p.b[key]));
  const valid = pairs.filter((p) => Number.isFinite(p.a[key]) && Number.isFinite(p.b[key]));
  return {
    a,
    b,
    ratio: a.median ? b.median / a.median : Number.NaN,
    difference: b.median - a.median,
    bHigherIn: valid.filter((p) => p.b[key] > p.a[key]).length,
    bLowerIn: valid.filter((p) => p.b[key] < p.a[key]).length,
    pairs: valid.length,
  };
}

/**
 * How far the ratio of B's median to A's could move on another run of as many interleaved pairs: the central
 * `level` of that ratio over `resamples` paired bootstrap resamples (pairs drawn with replacement, each pair's
 * two runs kept together, as they shared the machine's minute). A budget on the ratio is decided by the run only
 * when the whole interval lies on one side of it. NaN bounds with fewer than two pairs.
 */
export function ratioInterval(pairs, key, { level = 0.9, resamples = 2000, seed = 1 } = {}) {
  const valid = pairs.filter((p) => Number.isFinite(p.a[key]) && Number.isFinite(p.b[key]));
  if (valid.length < 2) return { low: Number.NaN, high: Number.NaN, level };
  const random = seededRandom(seed);
  const ratios = [];
  for (let i = 0; i < resamples; i++) {
    const sample = valid.map(() => valid[Math.floor(random() * valid.length)]);
    const a = median(sample.map((p) => p.a[key]));
    if (a > 0) ratios.push(median(sample.map((p) => p.b[key])) / a);
  }
  const tail = (1 - level) / 2;
  return { low: quantile(ratios, tail), high: quantile(ratios, 1 - tail), level };
}

/**
 * The CPU time of a trace's top-level main-thread tasks (Lighthouse's tracehouse tasks: `event.tdur` is the
 * thread time in µs; a task without it counts its wall `duration`), in total and as blocking time at `slowdown`:
 * each task's CPU time × the slowdown, beyond 50 ms. Tasks before the navigation (negative start) are left out.
 */
export function cpuFigures(tasks, slowdown) {
  const cpu = tasks
    .filter((task) => !task.parent && task.startTime >= 0)
    .map((task) => (Number.isFinite(task.event?.tdur) ? task.event.tdur / 1000 : task.duration));
  return {
    cpuMs: Math.round(cpu.reduce((total, ms) => total + ms, 0)),
    cpuBlockingMs: blockingAt(cpu, slowdown),
    // Kept so that the blocking can be recounted at another slowdown: a task under 6.25 ms blocks nothing at 8×.
    cpuTasksMs: cpu.filter((ms) => ms >= 6.25).map((ms) => Math.round(ms * 10) / 10),
  };
}

/** The blocking time of tasks that took `cpuMs` each, at a CPU `slowdown`: what each spends beyond 50 ms. */
export function blockingAt(cpuMs, slowdown) {
  return Math.round(cpuMs.reduce((total, ms) => total + Math.max(0, ms * slowdown - 50), 0));
}
