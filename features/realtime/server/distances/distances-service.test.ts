// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { distancesResponseSchema, POINT_IDS } from '../../schemas';
import { getDistances, walkingRoute, walkingTable } from './distances-service';
import { EDGES, POINTS } from './terminal-1';

describe('Terminal 1 walking graph', () => {
  it('has one point per id, named in four languages, and edges between known points', () => {
    expect(POINTS.map((p) => p.id).sort()).toEqual([...POINT_IDS].sort());
    const ids = new Set<string>(POINT_IDS);
    for (const edge of EDGES) {
      expect(ids.has(edge.from) && ids.has(edge.to), `${edge.from}→${edge.to}`).toBe(true);
      expect(edge.minutes).toBeGreaterThan(0);
    }
  });

  it('connects every point to every other', () => {
    for (const from of POINT_IDS)
      for (const to of POINT_IDS) expect(walkingRoute(from, to), `${from}→${to}`).not.toBeNull();
  });

  it('goes airside through security (and migration for international departures)', () => {
    const domestic = walkingRoute('entrance-north', 'gates-19-26');
    expect(domestic?.legs.map((l) => l.to)).toContain('security-domestic');
    const international = walkingRoute('entrance-central', 'gates-59-66');
    expect(international?.legs.map((l) => l.to)).toEqual(
      expect.arrayContaining(['migration-departures', 'security-international']),
    );
    // Leg minutes add up to the total.
    expect(international?.legs.reduce((sum, leg) => sum + leg.minutes, 0)).toBe(international?.minutes);
    // Leaving an international gate for the taxis goes through migration and baggage claim.
    expect(walkingRoute('gates-50-58', 'taxi-rank')?.legs.map((l) => l.to)).toEqual([
      'gates-40-49',
      'migration-arrivals',
      'baggage-international',
      'taxi-rank',
    ]);
  });

  it('builds the table from the same shortest paths', () => {
    const table = walkingTable();
    expect(table.from).toEqual(['entrance-north', 'entrance-central', 'entrance-south']);
    for (const row of table.rows) {
      row.minutes.forEach((minutes, i) => expect(minutes).toBe(walkingRoute(table.from[i]!, row.to)?.minutes));
    }
  });

  it('answers in the API shape, with the route only when from and to are given', () => {
    expect(distancesResponseSchema.parse(getDistances()).route).toBeUndefined();
    const withRoute = distancesResponseSchema.parse(
      getDistances({ from: 'entrance-south', to: 'food-court-domestic' }),
    );
    expect(withRoute).toMatchObject({
      terminal: 'T1',
      approximate: true,
      route: { from: 'entrance-south', to: 'food-court-domestic' },
    });
  });
});
