// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lighthouseVerdict, type LighthouseRow } from './budgets';

const good: LighthouseRow = {
  path: '/servicios/mascotas',
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 40,
  cls: 0.001,
  failing: [],
};

describe('lighthouseVerdict', () => {
  it('holds a page within every budget', () => {
    expect(lighthouseVerdict(good)).toEqual({ broken: [], waived: undefined });
  });

  it('names every broken budget with the audits that cost points', () => {
    const { broken } = lighthouseVerdict({
      ...good,
      performance: 90,
      bestPractices: 92,
      lcpMs: 2100,
      tbtMs: 240,
      cls: 0.05,
      failing: ['errors-in-console'],
    });
    expect(broken).toEqual([
      'performance 90 < 95',
      'best practices 92 < 100 (failing: errors-in-console)',
      'LCP 2100 ms > 1500',
      'TBT 240 ms > 100',
      'CLS 0.05 > 0.02',
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
    expect(verdict.broken).toEqual(['TBT 150 ms > 100']);
  });
});
