// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blockingAt, compare, cpuFigures, median, medianRun, quantile, ratioInterval, spread } from './stats.mjs';

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

  it('leaves out the per-run lists, which have no median', () => {
    const runs = [
      { tbtMs: 10, cpuTasksMs: [12, 30] },
      { tbtMs: 30, cpuTasksMs: [8] },
    ];
    expect(medianRun(runs)).toEqual({ tbtMs: 20 });
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

describe('ratioInterval', () => {
  const pairs = (values: [number, number][]) => values.map(([a, b]) => ({ a: { tbtMs: a }, b: { tbtMs: b } }));

  it('collapses on the ratio when every pair says the same', () => {
    const interval = ratioInterval(
      pairs([
        [100, 150],
        [100, 150],
        [100, 150],
      ]),
      'tbtMs',
    );
    expect(interval).toEqual({ low: 1.5, high: 1.5, level: 0.9 });
  });

  it("spans the ratio of the medians, and is wide when the pairs disagree (a run that can't decide)", () => {
    const noisy = pairs([
      [197, 169],
      [105, 303],
      [97, 60],
      [88, 200],
      [163, 277],
    ]);
    const point = compare(noisy, 'tbtMs').ratio;
    const { low, high } = ratioInterval(noisy, 'tbtMs');
    expect(low).toBeLessThan(1.3);
    expect(high).toBeGreaterThan(1.3);
    expect(low).toBeLessThanOrEqual(point);
    expect(high).toBeGreaterThanOrEqual(point);
  });

  it('lies wholly over 1.3 when the page is far over its floor in every pair', () => {
    const { low } = ratioInterval(
      pairs([
        [100, 200],
        [120, 230],
        [90, 190],
        [110, 240],
        [95, 210],
      ]),
      'tbtMs',
    );
    expect(low).toBeGreaterThan(1.3);
  });

  it('gives the same interval for the same runs, and none from fewer than two pairs', () => {
    const some = pairs([
      [100, 120],
      [140, 130],
      [90, 160],
      [120, 100],
    ]);
    expect(ratioInterval(some, 'tbtMs')).toEqual(ratioInterval(some, 'tbtMs'));
    expect(ratioInterval(some, 'tbtMs', { seed: 7 }).level).toBe(0.9);
    expect(ratioInterval(pairs([[100, 120]]), 'tbtMs').low).toBeNaN();
  });
});

describe('cpuFigures', () => {
  it("counts each top-level task's CPU time, not its wall time, and blocking beyond 50 ms at the slowdown", () => {
    const tasks = [
      // 40 ms on the wall, 8 ms on the CPU (the rest waiting for a core): 32 ms at 4×, no blocking.
      { startTime: 10, duration: 40, event: { tdur: 8_000 } },
      // 30 ms of CPU: 120 ms at 4×, 70 ms of blocking.
      { startTime: 60, duration: 31, event: { tdur: 30_000 } },
      // A nested task is inside its parent's time; a task before the navigation is not the page's.
      { startTime: 62, duration: 5, parent: {}, event: { tdur: 5_000 } },
      { startTime: -20, duration: 50, event: { tdur: 50_000 } },
      // No thread time in the trace: the wall time stands in.
      { startTime: 200, duration: 20, event: {} },
    ];
    expect(cpuFigures(tasks, 4)).toEqual({ cpuMs: 58, cpuBlockingMs: 100, cpuTasksMs: [8, 30, 20] });
    expect(cpuFigures(tasks, 1)).toMatchObject({ cpuMs: 58, cpuBlockingMs: 0 });
  });

  it('recounts the blocking of the kept tasks at another slowdown', () => {
    expect(blockingAt([8, 30, 20], 4)).toBe(100);
    expect(blockingAt([8, 30, 20], 6)).toBe(130 + 70);
    expect(blockingAt([], 6)).toBe(0);
  });
});
