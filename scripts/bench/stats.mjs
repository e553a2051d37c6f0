// Medians and spreads of interleaved Lighthouse runs (pure functions; bench:lighthouse and bench:ab).

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
