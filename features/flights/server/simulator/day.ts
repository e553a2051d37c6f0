import 'server-only';
import { flightId, formatDesignator, type Direction } from '../../designator';
import { bogotaLocal, bogotaMs } from '@/lib/bogota-time';
import { seededRandom } from '@/lib/seeded-random.mjs';
import type { Codeshare, Flight, FlightCity, FlightKind, FlightTypeCode } from '../../schemas';
import { statusOf, type StatusCode } from '../../status';
import { flightHaystack } from '../../text';
import { AIRLINES, DESTINATIONS, terminalFor } from '../reference';
import type { FlightEntry } from '../source';
import { TIMETABLE, type TimetableLeg, type Rotation } from './timetable';

/*
 * One simulated day at El Dorado: the weekly timetable of the day's weekday plus what happens that
 * day (delays, cancellations, diversions, gates, belts), drawn from a random generator seeded with
 * the date. The same date always gives the same day. Statuses are not stored: `statusAt` derives
 * them from the clock, so the board moves through the day by itself.
 */

const MINUTE = 60_000;

/** What is fixed for the day; everything time-dependent is derived from it in `statusAt`. */
export interface PlannedFlight {
  id: string;
  flight: string;
  number: string;
  airline: { code: string; name: string };
  direction: Direction;
  kind: FlightKind;
  flighttype: FlightTypeCode;
  city: FlightCity;
  terminal: 'T1' | 'T2';
  codeshares: Codeshare[];
  scheduledMs: number;
  blockMinutes: number;
  /** Minutes late (0 = on time). */
  delayMinutes: number;
  /** Arrivals: minutes early (<0) or late (>0) of an on-time flight; departures: off-block to take-off. */
  driftMinutes: number;
  cancelled: boolean;
  diverted: boolean;
  gate: string | null;
  claim: string | null;
}

function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Midnight of a Bogota date as an instant. */
export function dayStartMs(date: string): number {
  return bogotaMs(date);
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a YYYY-MM-DD date. */
function isoWeekday(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

function shuffle<T>(items: readonly T[], rand: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);

/** Boarding gates by pier, cargo stands and baggage belts. */
const GATES = {
  national: range('', 1, 26),
  international: range('', 40, 66),
  t2: range('P', 1, 8),
  cargo: range('C', 1, 16),
};
const BELTS = { national: range('', 1, 5), international: range('', 6, 12), t2: range('', 13, 14) };

function codesharesOf(leg: TimetableLeg): Codeshare[] {
  return leg.codeshares.map((c) => ({
    airline: { code: c.airline, name: AIRLINES.get(c.airline)?.name ?? c.airline },
    number: c.number,
    flight: formatDesignator(c.airline, c.number),
  }));
}

function plan(date: string, rotation: Rotation, direction: Direction, start: number): PlannedFlight {
  const leg = direction === 'departure' ? rotation.departure : rotation.arrival;
  const carrier = AIRLINES.get(rotation.airline);
  const place = DESTINATIONS.get(rotation.city);
  if (!carrier || !place) throw new Error(`Unknown airline or city in ${rotation.airline}-${rotation.city}`);
  const flight = formatDesignator(rotation.airline, leg.number);
  return {
    id: flightId(date, flight, direction),
    flight,
    number: leg.number,
    airline: { code: carrier.code, name: carrier.name },
    direction,
    kind: rotation.kind,
    flighttype: rotation.domestic ? 'D' : 'I',
    city: place.city,
    terminal: terminalFor(rotation.airline, rotation.domestic),
    codeshares: codesharesOf(leg),
    scheduledMs: start + leg.minute * MINUTE,
    blockMinutes: rotation.blockMinutes,
    delayMinutes: 0,
    driftMinutes: 0,
    cancelled: false,
    diverted: false,
    gate: null,
    claim: null,
  };
}

/** Marks `count` more flights among `candidates` (in a seeded order) with `mark`. */
function ensureAtLeast(
  flights: PlannedFlight[],
  count: number,
  candidates: (f: PlannedFlight) => boolean,
  mark: (f: PlannedFlight) => void,
  has: (f: PlannedFlight) => boolean,
  rand: () => number,
): void {
  let missing = count - flights.filter(has).length;
  if (missing <= 0) return;
  for (const flight of shuffle(flights.filter(candidates), rand)) {
    if (missing-- <= 0) break;
    mark(flight);
  }
}

function drawDisruptions(flights: PlannedFlight[], rand: () => number): void {
  const undisturbed = (f: PlannedFlight) => !f.cancelled && !f.diverted && f.delayMinutes === 0;
  for (const flight of flights) {
    const roll = rand();
    if (roll < 0.012) flight.cancelled = true;
    else if (roll < 0.016 && flight.direction === 'arrival') flight.diverted = true;
    else if (roll < 0.1) flight.delayMinutes = 15 + Math.round((rand() ** 2 * 150) / 5) * 5;
    flight.driftMinutes = flight.direction === 'arrival' ? Math.round(rand() * 25) - 15 : 3 + Math.floor(rand() * 10);
  }
  // "A few flights are delayed, cancelled or diverted each day": at least these many.
  const byDirection = (direction: Direction) => (f: PlannedFlight) => f.direction === direction && undisturbed(f);
  ensureAtLeast(
    flights,
    1,
    byDirection('departure'),
    (f) => (f.cancelled = true),
    (f) => f.cancelled && f.direction === 'departure',
    rand,
  );
  ensureAtLeast(
    flights,
    1,
    byDirection('arrival'),
    (f) => (f.cancelled = true),
    (f) => f.cancelled && f.direction === 'arrival',
    rand,
  );
  ensureAtLeast(
    flights,
    1,
    byDirection('arrival'),
    (f) => (f.diverted = true),
    (f) => f.diverted,
    rand,
  );
  ensureAtLeast(
    flights,
    8,
    undisturbed,
    (f) => (f.delayMinutes = 30 + Math.round(rand() * 12) * 5),
    (f) => f.delayMinutes > 0,
    rand,
  );
}

/** Expected time: departures off-block, arrivals touch-down. */
export function expectedMs(f: PlannedFlight): number {
  const delay = f.delayMinutes * MINUTE;
  return f.scheduledMs + delay + (f.direction === 'arrival' && f.delayMinutes === 0 ? f.driftMinutes * MINUTE : 0);
}

function gatePool(f: PlannedFlight): readonly string[] {
  if (f.kind === 'cargo') return GATES.cargo;
  if (f.terminal === 'T2') return GATES.t2;
  return f.flighttype === 'D' ? GATES.national : GATES.international;
}

function beltPool(f: PlannedFlight): readonly string[] {
  if (f.terminal === 'T2') return BELTS.t2;
  return f.flighttype === 'D' ? BELTS.national : BELTS.international;
}

/** Gives each flight a gate (and each passenger arrival a belt) that is free at that time. */
function allocate(
  flights: PlannedFlight[],
  pool: (f: PlannedFlight) => readonly string[],
  window: (f: PlannedFlight) => [number, number],
  assign: (f: PlannedFlight, resource: string) => void,
  rand: () => number,
): void {
  const freeAt = new Map<string, number>();
  const orders = new Map<readonly string[], string[]>();
  const ordered = [...flights].sort((a, b) => window(a)[0] - window(b)[0]);
  for (const flight of ordered) {
    const resources = pool(flight);
    let order = orders.get(resources);
    if (!order) orders.set(resources, (order = shuffle(resources, rand)));
    const [from, to] = window(flight);
    const chosen =
      order.find((r) => (freeAt.get(r) ?? 0) <= from) ??
      order.reduce((best, r) => ((freeAt.get(r) ?? 0) < (freeAt.get(best) ?? 0) ? r : best));
    freeAt.set(chosen, to);
    assign(flight, chosen);
  }
}

/** The planned day: every flight of the date with its disruptions, gate and belt. Deterministic. */
export function planDay(date: string): PlannedFlight[] {
  const weekday = isoWeekday(date);
  const start = dayStartMs(date);
  const flights: PlannedFlight[] = [];
  for (const rotation of TIMETABLE) {
    if (rotation.days && !rotation.days.has(weekday)) continue;
    flights.push(plan(date, rotation, 'departure', start), plan(date, rotation, 'arrival', start));
  }
  flights.sort((a, b) => a.scheduledMs - b.scheduledMs || a.id.localeCompare(b.id));

  const rand = seededRandom(seedOf(`BOG ${date}`));
  drawDisruptions(flights, rand);
  const flying = flights.filter((f) => !f.cancelled);
  allocate(
    flying,
    gatePool,
    (f) => {
      const t = expectedMs(f);
      return f.direction === 'departure' ? [t - 70 * MINUTE, t + 10 * MINUTE] : [t - 10 * MINUTE, t + 35 * MINUTE];
    },
    (f, gate) => (f.gate = gate),
    rand,
  );
  allocate(
    flying.filter((f) => f.direction === 'arrival' && f.kind === 'commercial' && !f.diverted),
    beltPool,
    (f) => [expectedMs(f) + 10 * MINUTE, expectedMs(f) + 55 * MINUTE],
    (f, belt) => (f.claim = belt),
    rand,
  );
  return flights;
}

export interface StatusAt {
  code: StatusCode;
  estimatedMs: number | null;
  actualMs: number | null;
  gate: string | null;
  claim: string | null;
}

/*
 * Status of a planned flight at an instant. Departures: scheduled → boarding (50 min before an
 * international departure, 35 before a domestic one) → final call (15) → gate closed (10) →
 * departed. Arrivals: scheduled → en route (from take-off at the origin) → landed → baggage on
 * belt → arrived. A delay becomes known 4 hours before the scheduled time, a cancellation 8 hours
 * before; a diversion is announced 20 minutes before the expected landing. Gates show from 3 hours
 * before a departure and 1 hour before an arrival; belts 1 hour before the landing.
 */
export function statusAt(f: PlannedFlight, nowMs: number): StatusAt {
  const expected = expectedMs(f);
  const sched = f.scheduledMs;
  const delayKnown = f.delayMinutes > 0 && nowMs >= sched - 4 * 60 * MINUTE;
  const hidden = { gate: null, claim: null };

  if (f.cancelled && nowMs >= sched - 8 * 60 * MINUTE)
    return { code: 'CNL', estimatedMs: null, actualMs: null, ...hidden };

  if (f.direction === 'departure') {
    const gate = nowMs >= sched - 3 * 60 * MINUTE ? f.gate : null;
    const base = { gate, claim: null, estimatedMs: delayKnown ? expected : sched };
    const takeOff = expected + f.driftMinutes * MINUTE;
    if (nowMs >= takeOff) return { ...base, code: 'DEP', estimatedMs: expected, actualMs: takeOff };
    if (f.kind === 'commercial') {
      if (nowMs >= expected - 10 * MINUTE) return { ...base, code: 'GCL', actualMs: null };
      if (nowMs >= expected - 15 * MINUTE) return { ...base, code: 'FCL', actualMs: null };
      const boarding = (f.flighttype === 'I' ? 50 : 35) * MINUTE;
      if (nowMs >= expected - boarding) return { ...base, code: 'BRD', actualMs: null };
    }
    return { ...base, code: delayKnown ? 'DLY' : 'SCH', actualMs: null };
  }

  const landed = expected;
  const enRoute = nowMs >= landed - f.blockMinutes * MINUTE;
  const gate = nowMs >= landed - 60 * MINUTE ? f.gate : null;
  const claim = nowMs >= landed - 60 * MINUTE ? f.claim : null;
  if (f.diverted && nowMs >= landed - 20 * MINUTE) return { code: 'DIV', estimatedMs: null, actualMs: null, ...hidden };
  const estimatedMs = enRoute || delayKnown ? expected : sched;
  if (nowMs >= landed) {
    const belt = landed + (f.flighttype === 'I' ? 20 : 12) * MINUTE;
    const done = f.kind === 'cargo' ? landed + 20 * MINUTE : belt + 35 * MINUTE;
    const code: StatusCode = nowMs >= done ? 'ARR' : f.kind === 'commercial' && nowMs >= belt ? 'BAG' : 'LND';
    return { code, estimatedMs: expected, actualMs: landed, gate, claim };
  }
  if (enRoute) return { code: 'ENR', estimatedMs, actualMs: null, gate, claim };
  return { code: delayKnown ? 'DLY' : 'SCH', estimatedMs, actualMs: null, gate, claim };
}

export function toFlight(f: PlannedFlight, nowMs: number): Flight {
  const status = statusAt(f, nowMs);
  return {
    id: f.id,
    flight: f.flight,
    number: f.number,
    airline: f.airline,
    direction: f.direction,
    kind: f.kind,
    flighttype: f.flighttype,
    status: statusOf(status.code),
    city: f.city,
    gate: status.gate,
    terminal: f.terminal,
    claim: status.claim,
    scheduleDate: bogotaLocal(f.scheduledMs),
    estimatedDate: status.estimatedMs === null ? null : bogotaLocal(status.estimatedMs),
    actualDate: status.actualMs === null ? null : bogotaLocal(status.actualMs),
    codeshares: f.codeshares,
  };
}

export function toEntry(f: PlannedFlight): FlightEntry {
  const designators = [f.flight, ...f.codeshares.map((c) => c.flight)];
  return {
    id: f.id,
    flight: f.flight,
    designators,
    airlines: [f.airline.code, ...f.codeshares.map((c) => c.airline.code)],
    direction: f.direction,
    kind: f.kind,
    flighttype: f.flighttype,
    terminal: f.terminal,
    scheduledMs: f.scheduledMs,
    haystack: flightHaystack({
      designators,
      airlineNames: [f.airline.name, ...f.codeshares.map((c) => c.airline.name)],
      city: f.city,
    }),
    snapshot: (nowMs) => toFlight(f, nowMs),
  };
}
