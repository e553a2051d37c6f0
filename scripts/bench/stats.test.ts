// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compare, median, medianRun, quantile, spread } from './stats.mjs';

describe('quantile and spread', () => {
  it('interpolates between sorted values and ignores runs without the figure', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(quantile([10, 20, 30, 40, 50], 0.25)).toBe(20);
    expect(median([1, Number.NaN, 3, undefined as unknown as number])).toBe(2);
    expect(median([])).toBeNaN();
    expect(spread([3, 1, 2, 5, 4])).toEqual({ median: 3, p25: 2, p75: 4, min: 1, max: 5, n: 5 });
  });
});

describe('medianRun', () => {
  it('takes each figure on its own and lists an audit failing in any run', () => {
    const runs = [
      { performance: 90, tbtMs: 300, cls: 0.0011, failing: ['viewport'] },
      { performance: 95, tbtMs: 100, cls: 0.0014, failing: [] },
      { performance: 80, tbtMs: 200, cls: 0.0012, failing: ['font-size'] },
    ];
    expect(medianRun(runs)).toEqual({ performance: 90, tbtMs: 200, cls: 0.001, failing: ['font-size', 'viewport'] });
    expect(medianRun([])).toBeUndefined();
  });

  it('keeps the categories measured on one run only', () => {
    const runs = [
      { accessibility: 100, tbtMs: 10 },
      { accessibility: undefined, tbtMs: 30 },
    ];
    expect(medianRun(runs)).toEqual({ accessibility: 100, tbtMs: 20 });
  });
});

describe('compare', () => {
  it('gives the ratio of the medians and in how many pairs B was higher', () => {
    const pairs = [
      { a: { tbtMs: 100 }, b: { tbtMs: 150 } },
      { a: { tbtMs: 120 }, b: { tbtMs: 110 } },
      { a: { tbtMs: 80 }, b: { tbtMs: 130 } },
    ];
    const result = compare(pairs, 'tbtMs');
    expect(result.a.median).toBe(100);
    expect(result.b.median).toBe(130);
    expect(result.ratio).toBeCloseTo(1.3);
    expect(result.difference).toBe(30);
    expect(result).toMatchObject({ bHigherIn: 2, bLowerIn: 1, pairs: 3 });
  });
});
