// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lighthouseVerdict, tbtDecision, type LighthouseRow } from './budgets';

const good: LighthouseRow = {
  path: '/servicios/mascotas',
  performance: 96,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2400,
  tbtMs: 120,
  cls: 0.001,
  failing: [],
  floor: { performance: 98, tbtMs: 100, lcpMs: 700 },
  devtools: { lcpMs: 1200, floorLcpMs: 800, pairs: 3 },
};

describe('lighthouseVerdict', () => {
  it('holds a page within every budget relative to the floor, whatever its milliseconds', () => {
    expect(lighthouseVerdict(good)).toEqual({ broken: [], waived: undefined });
    // A slow day: everything three times slower, floor included.
    const slow = lighthouseVerdict({
      ...good,
      tbtMs: 360,
      lcpMs: 7200,
      floor: { performance: 90, tbtMs: 300, lcpMs: 2100 },
      performance: 88,
      devtools: { lcpMs: 2500, floorLcpMs: 2100, pairs: 3 },
    });
    expect(slow.broken).toEqual([]);
  });

  it('holds the budgets at their exact limits and breaks them just past', () => {
    const atLimit = { ...good, tbtMs: 130, performance: 95, devtools: { lcpMs: 1300, floorLcpMs: 800, pairs: 3 } };
    expect(lighthouseVerdict({ ...atLimit, cls: 0.02 }).broken).toEqual([]);
    expect(
      lighthouseVerdict({
        ...atLimit,
        tbtMs: 131,
        performance: 94,
        cls: 0.021,
        devtools: { lcpMs: 1301, floorLcpMs: 800, pairs: 3 },
      }).broken,
    ).toEqual([
      "TBT 131 ms is 1.31× the floor's 100 ms (budget 1.3×)",
      "performance 94 < the floor's 98 − 3",
      "LCP (devtools throttling) 1.30 s is 501 ms over the floor's 0.80 s (budget +500 ms)",
      'CLS 0.021 > 0.02',
    ]);
  });

  it('never budgets the simulated LCP: it is printed only', () => {
    expect(lighthouseVerdict({ ...good, lcpMs: 9000 }).broken).toEqual([]);
  });

  it('names the categories under 100 with the audits that cost points', () => {
    const { broken } = lighthouseVerdict({ ...good, bestPractices: 92, failing: ['errors-in-console'] });
    expect(broken).toEqual(['best practices 92 < 100 (failing: errors-in-console)']);
  });

  it('breaks a page measured without its floor, its devtools LCP or its categories', () => {
    const { broken } = lighthouseVerdict({
      ...good,
      floor: undefined,
      devtools: undefined,
      accessibility: Number.NaN,
    });
    expect(broken).toEqual([
      'not measured beside the floor (run bench:lighthouse)',
      'LCP with devtools throttling not measured',
      'accessibility not measured',
    ]);
  });

  it("waives the taxi pages' viewport audit (SPEC §9's 0.7 scale) in every locale, and says so", () => {
    for (const path of ['/servicios/taxis', '/en/servicios/taxis', '/pt/servicios/taxis/bookings']) {
      const verdict = lighthouseVerdict({ ...good, path, bestPractices: 93, failing: ['font-size', 'viewport'] });
      expect(verdict.broken).toEqual([]);
      expect(verdict.waived).toMatch(/best practices 93 < 100 .*waived \(font-size, viewport: SPEC §9 .*0\.7/);
    }
  });

  it('keeps the budget when another audit fails beside the waived one, or on any other page', () => {
    const taxi = lighthouseVerdict({
      ...good,
      path: '/servicios/taxis',
      bestPractices: 85,
      failing: ['viewport', 'errors-in-console'],
    });
    expect(taxi.broken).toEqual(['best practices 85 < 100 (failing: viewport, errors-in-console)']);
    const elsewhere = lighthouseVerdict({ ...good, path: '/vuelos', bestPractices: 93, failing: ['viewport'] });
    expect(elsewhere.broken).toHaveLength(1);
    expect(elsewhere.waived).toBeUndefined();
  });

  it('never waives performance or the metrics on a waived page', () => {
    const verdict = lighthouseVerdict({
      ...good,
      path: '/servicios/taxis',
      tbtMs: 150,
      failing: ['viewport'],
      bestPractices: 93,
    });
    expect(verdict.broken).toEqual(["TBT 150 ms is 1.50× the floor's 100 ms (budget 1.3×)"]);
  });
});

describe('tbtDecision', () => {
  const withInterval = (low: number, high: number): LighthouseRow => ({
    ...good,
    tbtMs: 190,
    tbtRatioInterval: { low, high, level: 0.9 },
  });

  it('says whether the run decided the TBT budget, and keeps the verdict on the medians', () => {
    expect(tbtDecision(withInterval(1.4, 2.6))).toBe('over');
    expect(tbtDecision(withInterval(0.7, 1.3))).toBe('under');
    expect(tbtDecision(withInterval(0.6, 2.9))).toBe('undecided');
    expect(tbtDecision(good)).toBeUndefined();
    expect(tbtDecision(withInterval(Number.NaN, Number.NaN))).toBeUndefined();
  });

  it('names the interval in the broken budget, so a reader sees which breaks the run could not tell', () => {
    expect(lighthouseVerdict(withInterval(0.62, 2.89)).broken).toEqual([
      "TBT 190 ms is 1.90× the floor's 100 ms (budget 1.3×; 90 % interval 0.62–2.89×: within this run's noise)",
    ]);
    expect(lighthouseVerdict(withInterval(1.42, 2.5)).broken).toEqual([
      "TBT 190 ms is 1.90× the floor's 100 ms (budget 1.3×; 90 % interval 1.42–2.50×, wholly over it)",
    ]);
  });
});
