import { describe, expect, it } from 'vitest';
import { walksFrom } from '../walks';
import { walkTableFor } from './walk-table';

describe('walking minutes from the Terminal 1 graph', () => {
  it('domestic: north door → rows A–D → domestic filter → each pier section', () => {
    const table = walkTableFor('D');
    expect([table.entranceToCheckIn, table.checkInToCheckpoint]).toEqual([2, 2]);
    // Gates 10–18 are quickest through the domestic food court (5 + 2), not along the pier (4 + 5).
    expect(table.toGate).toEqual({ 'gates-1-9': 4, 'gates-10-18': 7, 'gates-19-26': 12 });
    // Arrivals leave the domestic pier through gates 1–9 to baggage claim, then to the doors by the taxi rank.
    expect(table.fromGate).toEqual({ 'gates-1-9': 6, 'gates-10-18': 11, 'gates-19-26': 16 });
    expect(table.beltToExit).toBe(3);
    const walks = walksFrom(table);
    expect(walks.toGate('12')).toBe(7);
    // Not assigned yet, or a T2 gate: the longest walk of that direction.
    expect(walks.toGate(null)).toBe(12);
    expect(walks.toGate('P3')).toBe(12);
    expect(walks.fromGate(null)).toBe(16);
  });

  it('international: rows J–M → migration → international filter → piers 40–66', () => {
    const table = walkTableFor('I');
    expect([table.checkInToCheckpoint, table.migrationToSecurity, table.migrationToBelt]).toEqual([3, 2, 3]);
    expect(table.toGate['gates-50-58']).toBe(11);
    expect(table.fromGate['gates-40-49']).toBe(6);
    expect(table.exitToParking).toBe(8);
  });
});
