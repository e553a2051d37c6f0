import type { Walks } from './plan';

/*
 * The walking minutes a plan needs, as plain data the server computes from the Terminal 1 graph
 * (features/realtime) and ships to the browser, which turns it into `Walks` for any gate: a gate change
 * is recomputed in the browser without asking the server. Client-safe.
 */

export const GATE_GROUPS = [
  'gates-1-9',
  'gates-10-18',
  'gates-19-26',
  'gates-40-49',
  'gates-50-58',
  'gates-59-66',
] as const;
export type GateGroup = (typeof GATE_GROUPS)[number];

/** The pier section of a T1 gate ("12" → gates-10-18); null for T2 gates (P1–P8), stands or unknown. */
export function gateGroupOf(gate: string | null): GateGroup | null {
  if (!gate || !/^\d{1,2}$/.test(gate)) return null;
  const n = Number(gate);
  if (n >= 1 && n <= 9) return 'gates-1-9';
  if (n >= 10 && n <= 18) return 'gates-10-18';
  if (n >= 19 && n <= 26) return 'gates-19-26';
  if (n >= 40 && n <= 49) return 'gates-40-49';
  if (n >= 50 && n <= 58) return 'gates-50-58';
  if (n >= 59 && n <= 66) return 'gates-59-66';
  return null;
}

export interface WalkTable {
  entranceToCheckIn: number;
  checkInToCheckpoint: number;
  migrationToSecurity: number;
  /** Last checkpoint → each pier section. */
  toGate: Partial<Record<GateGroup, number>>;
  /** Each pier section → migration (international) or baggage claim (domestic). */
  fromGate: Partial<Record<GateGroup, number>>;
  migrationToBelt: number;
  beltToExit: number;
  exitToTaxiRank: number;
  exitToParking: number;
  /** A gate not yet known, or outside the T1 graph (T2), when the table has no section at all. */
  unknownGate: number;
}

export function walksFrom(table: WalkTable): Walks {
  // A gate not known (or in T2): the longest walk of that direction, so the plan stays on the safe side.
  const pick = (byGroup: Partial<Record<GateGroup, number>>, gate: string | null) => {
    const group = gateGroupOf(gate);
    const known = group ? byGroup[group] : undefined;
    if (known !== undefined) return known;
    const values = Object.values(byGroup);
    return values.length ? Math.max(...values) : table.unknownGate;
  };
  return {
    entranceToCheckIn: table.entranceToCheckIn,
    checkInToCheckpoint: table.checkInToCheckpoint,
    migrationToSecurity: table.migrationToSecurity,
    toGate: (gate) => pick(table.toGate, gate),
    fromGate: (gate) => pick(table.fromGate, gate),
    migrationToBelt: table.migrationToBelt,
    beltToExit: table.beltToExit,
    exitToTaxiRank: table.exitToTaxiRank,
    exitToParking: table.exitToParking,
  };
}
