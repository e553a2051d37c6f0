import 'server-only';
import { walkingRoute } from '@/features/realtime/server';
import type { PointId } from '@/features/realtime/schemas';
import type { GateGroup, WalkTable } from '../walks';

/*
 * The walking minutes of a flight's way through Terminal 1, from shortest paths on the terminal graph
 * (features/realtime, SPEC §9: approximate, T1 only). Domestic departures check in at rows A–D and take
 * the north (domestic) filter; international ones rows J–M, migration, then the international filter.
 * Arrivals leave the piers through baggage claim (and migration) to level 1, where the exit doors 5 and
 * 10 and the authorised taxi rank are. Parking: the car park across the road from the central entrance.
 */

/** Central entrance to the car park P1 across the access road. */
const ENTRANCE_TO_PARKING = 5;
const DOMESTIC_GROUPS: readonly GateGroup[] = ['gates-1-9', 'gates-10-18', 'gates-19-26'];
const INTERNATIONAL_GROUPS: readonly GateGroup[] = ['gates-40-49', 'gates-50-58', 'gates-59-66'];

const minutes = (from: PointId, to: PointId): number | null => walkingRoute(from, to)?.minutes ?? null;

function byGroup(groups: readonly GateGroup[], walk: (group: GateGroup) => number | null) {
  const table: Partial<Record<GateGroup, number>> = {};
  for (const group of groups) {
    const value = walk(group);
    if (value !== null) table[group] = value;
  }
  return table;
}

export function walkTableFor(type: 'D' | 'I'): WalkTable {
  const international = type === 'I';
  const checkIn: PointId = international ? 'check-in-j-m' : 'check-in-a-d';
  const entrance: PointId = international ? 'entrance-south' : 'entrance-north';
  const security: PointId = international ? 'security-international' : 'security-domestic';
  const groups = international ? INTERNATIONAL_GROUPS : DOMESTIC_GROUPS;
  const belt: PointId = international ? 'baggage-international' : 'baggage-domestic';
  const toGate = byGroup(groups, (g) => minutes(security, g));
  const fromGate = byGroup(groups, (g) => minutes(g, international ? 'migration-arrivals' : belt));
  const all = [...Object.values(toGate), ...Object.values(fromGate)];
  return {
    entranceToCheckIn: minutes(entrance, checkIn) ?? 2,
    checkInToCheckpoint: minutes(checkIn, international ? 'migration-departures' : security) ?? 3,
    migrationToSecurity: minutes('migration-departures', 'security-international') ?? 2,
    toGate,
    fromGate,
    migrationToBelt: minutes('migration-arrivals', 'baggage-international') ?? 3,
    beltToExit: minutes(belt, 'taxi-rank') ?? 3,
    exitToTaxiRank: 1,
    exitToParking: (minutes('taxi-rank', 'entrance-central') ?? 3) + ENTRANCE_TO_PARKING,
    unknownGate: all.length ? Math.max(...all) : 15,
  };
}
