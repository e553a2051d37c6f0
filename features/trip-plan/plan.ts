import { checkInCloseMinutes, type CheckInCloseTable, type FlightType } from './check-in';
import { latestStart, transmilenioRuns, type LatLng, type TravelMode } from './travel';

/*
 * The trip plan's arithmetic (pure, client-safe): the server renders it for the first paint and the
 * browser recomputes it whenever the flight's time, gate or belt changes. Every input that moves is
 * injected: the queue wait for a checkpoint at an instant (a forecast, or the live reading), the walking
 * minutes of the terminal graph, the travel model. Times are instants (Date); the flight's local Bogotá
 * times (`YYYY-MM-DD HH:mm:ss`) are read with `bogotaInstant`.
 */

export type ForecastCheckpoint =
  'security-national' | 'security-international' | 'migration-departures' | 'migration-arrivals';

/** Expected waiting minutes at a checkpoint for someone who joins its queue at `at`. */
export type WaitFn = (checkpoint: ForecastCheckpoint, at: Date) => number;

/** The part of a flight the plan reads (the v2 flight shape). */
export interface PlanFlight {
  id: string;
  flight: string;
  direction: 'departure' | 'arrival';
  flighttype: FlightType;
  airline: { code: string };
  terminal: string;
  gate: string | null;
  claim: string | null;
  scheduleDate: string;
  estimatedDate: string | null;
  actualDate: string | null;
  status: { code: string };
}

/** Walking minutes for this flight's way through the terminal (server: shortest paths on the T1 graph). */
export interface Walks {
  /** Entrance → check-in rows. */
  entranceToCheckIn: number;
  /** Check-in → the first checkpoint (security, or migration for international). */
  checkInToCheckpoint: number;
  /** International: migration → security. */
  migrationToSecurity: number;
  /** Last checkpoint → the gate; null while the gate is not known. */
  toGate: (gate: string | null) => number;
  /** Arrival: aircraft gate → migration (international) or baggage claim (domestic). */
  fromGate: (gate: string | null) => number;
  /** Arrival, international: migration → baggage claim. */
  migrationToBelt: number;
  /** Baggage claim → the exit door (arrivals hall, level 1). */
  beltToExit: number;
  /** Exit door → taxi rank. */
  exitToTaxiRank: number;
  /** Exit door → parking (car park P1 across the road). */
  exitToParking: number;
}

export interface PlanSettings {
  /** Bag drop queue and desk. */
  bagDropMinutes: number;
  /** Passing the security filter once at its head (trays, scan). */
  securityProcessMinutes: number;
  /** Boarding starts this long before departure (the simulator and most airlines: 50 I, 35 D). */
  boardingMinutes: Record<FlightType, number>;
  /** The gate closes this long before departure. */
  gateCloseMinutes: number;
  /** Arrival: taxi from the runway to the gate. */
  taxiInMinutes: number;
  /** Arrival: doors open and passengers walk out. */
  deplaneMinutes: number;
  /** Arrival: first bag on the belt after landing, and how long until most bags are out. */
  firstBagMinutes: Record<FlightType, number>;
  lastBagMinutes: number;
  /** The meeter should be at the door this much before the passenger comes out. */
  meetBufferMinutes: number;
  checkInClose: CheckInCloseTable;
}

export const DEFAULT_SETTINGS: PlanSettings = {
  bagDropMinutes: 15,
  securityProcessMinutes: 5,
  boardingMinutes: { D: 35, I: 50 },
  gateCloseMinutes: 10,
  taxiInMinutes: 8,
  deplaneMinutes: 7,
  firstBagMinutes: { D: 12, I: 20 },
  lastBagMinutes: 20,
  meetBufferMinutes: 10,
  checkInClose: {},
};

export interface Origin {
  point: LatLng;
  mode: TravelMode;
  /** The address as the geocoder understood it (shown and used for the taxi booking). */
  label: string;
}

export const STEP_KINDS = [
  'leave',
  'arrive-terminal',
  'bag-drop',
  'migration',
  'security',
  'walk-to-gate',
  'boarding',
  'gate-closes',
  'departure',
  'landing',
  'taxi-in',
  'migration-arrivals',
  'belt',
  'exit',
  'parking',
  'taxi-rank',
] as const;
export type StepKind = (typeof STEP_KINDS)[number];

export interface PlanStep {
  kind: StepKind;
  at: Date;
  /** Minutes the step lasts (a wait, a walk, a ride), when it has a length. */
  minutes?: number;
  /** Queues: the expected wait alone (without the minutes at the filter itself). */
  wait?: number;
  /** Bag drop: when the desk closes (the step's `at` is when to be there). */
  closesAt?: Date;
  gate?: string | null;
  belt?: string | null;
}

export interface TripPlan {
  flightId: string;
  direction: 'departure' | 'arrival';
  /** Departure (off-block) or landing instant the plan is built on. */
  flightAt: Date;
  gate: string | null;
  belt: string | null;
  /** Leave home by; null without an origin. */
  leaveBy: Date | null;
  travelMinutes: number | null;
  mode: TravelMode | null;
  steps: PlanStep[];
  /** Something the traveller must know: leave-by already past, TransMilenio not running, flight cancelled. */
  warnings: PlanWarning[];
}

export type PlanWarning = 'leave-now' | 'transmilenio-closed' | 'cancelled' | 'diverted' | 'departed';

const MINUTE = 60_000;
const minus = (at: Date, minutes: number) => new Date(at.getTime() - minutes * MINUTE);
const plus = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);

/** The instant of a local Bogotá `YYYY-MM-DD HH:mm:ss` (UTC−5 all year). */
export function bogotaInstant(local: string): Date {
  return new Date(`${local.replace(' ', 'T')}-05:00`);
}

/** The flight's best known time: actual, else estimated, else scheduled. */
export function flightInstant(flight: Pick<PlanFlight, 'scheduleDate' | 'estimatedDate' | 'actualDate'>): Date {
  return bogotaInstant(flight.actualDate ?? flight.estimatedDate ?? flight.scheduleDate);
}

/**
 * The latest whole minute to join a queue and still be through it by `leaveBy`: the wait depends on
 * when one joins (a forecast rises and falls), so joins are tried minute by minute backwards.
 */
export function joinQueueBy(wait: WaitFn, checkpoint: ForecastCheckpoint, leaveBy: Date, process = 0) {
  const end = Math.floor(leaveBy.getTime() / MINUTE);
  const through = (minute: number) => Math.max(0, Math.round(wait(checkpoint, new Date(minute * MINUTE)))) + process;
  for (let minute = end; minute > end - 6 * 60; minute--) {
    const minutes = through(minute);
    if (minute + minutes <= end) return { at: new Date(minute * MINUTE), minutes };
  }
  const minutes = through(end);
  return { at: new Date((end - minutes) * MINUTE), minutes };
}

function originPart(origin: Origin | null, arriveBy: Date, now: Date) {
  if (!origin) return { leaveBy: null, travelMinutes: null, warnings: [] as PlanWarning[] };
  const { start, minutes } = latestStart(origin.point, origin.mode, arriveBy);
  const warnings: PlanWarning[] = [];
  if (start.getTime() < now.getTime()) warnings.push('leave-now');
  if (origin.mode === 'transmilenio' && !transmilenioRuns(start)) warnings.push('transmilenio-closed');
  return { leaveBy: start, travelMinutes: minutes, warnings };
}

function statusWarnings(flight: PlanFlight): PlanWarning[] {
  if (flight.status.code === 'CNL') return ['cancelled'];
  if (flight.status.code === 'DIV') return ['diverted'];
  if (flight.direction === 'departure' && flight.status.code === 'DEP') return ['departed'];
  return [];
}

/**
 * Departing: leave home → terminal → bag drop (before it closes) → migration (international) →
 * security → walk to the gate → boarding → gate closes → departure. Planned backwards from boarding.
 */
export function planDeparture(
  flight: PlanFlight,
  origin: Origin | null,
  deps: { wait: WaitFn; walks: Walks; now: Date; settings?: PlanSettings },
): TripPlan {
  const s = deps.settings ?? DEFAULT_SETTINGS;
  const { walks, wait } = deps;
  const international = flight.flighttype === 'I';
  const departure = flightInstant(flight);
  const boarding = minus(departure, s.boardingMinutes[flight.flighttype]);
  const gateCloses = minus(departure, s.gateCloseMinutes);
  const walkToGate = walks.toGate(flight.gate);
  const leaveSecurityBy = minus(boarding, walkToGate);
  const security = joinQueueBy(
    wait,
    international ? 'security-international' : 'security-national',
    leaveSecurityBy,
    s.securityProcessMinutes,
  );
  let firstCheckpointAt = security.at;
  let migration: { at: Date; minutes: number } | null = null;
  if (international) {
    migration = joinQueueBy(wait, 'migration-departures', minus(security.at, walks.migrationToSecurity));
    firstCheckpointAt = migration.at;
  }
  const checkInCloses = minus(departure, checkInCloseMinutes(flight.airline.code, flight.flighttype, s.checkInClose));
  const walkedToCheckpoint = minus(firstCheckpointAt, walks.checkInToCheckpoint);
  // Done at the desk by whichever comes first: its closing, or the time to walk on to the checkpoints.
  const bagDropDone = walkedToCheckpoint < checkInCloses ? walkedToCheckpoint : checkInCloses;
  const bagDropAt = minus(bagDropDone, s.bagDropMinutes);
  const arriveTerminal = minus(bagDropAt, walks.entranceToCheckIn);
  const { leaveBy, travelMinutes, warnings } = originPart(origin, arriveTerminal, deps.now);

  const steps: PlanStep[] = [];
  if (leaveBy) steps.push({ kind: 'leave', at: leaveBy, minutes: travelMinutes ?? undefined });
  steps.push({ kind: 'arrive-terminal', at: arriveTerminal, minutes: walks.entranceToCheckIn });
  steps.push({ kind: 'bag-drop', at: bagDropAt, minutes: s.bagDropMinutes, closesAt: checkInCloses });
  if (migration)
    steps.push({ kind: 'migration', at: migration.at, minutes: migration.minutes, wait: migration.minutes });
  steps.push({
    kind: 'security',
    at: security.at,
    minutes: security.minutes,
    wait: security.minutes - s.securityProcessMinutes,
  });
  steps.push({ kind: 'walk-to-gate', at: leaveSecurityBy, minutes: walkToGate, gate: flight.gate });
  steps.push({ kind: 'boarding', at: boarding, gate: flight.gate });
  steps.push({ kind: 'gate-closes', at: gateCloses, gate: flight.gate });
  steps.push({ kind: 'departure', at: departure });
  return {
    flightId: flight.id,
    direction: 'departure',
    flightAt: departure,
    gate: flight.gate,
    belt: null,
    leaveBy,
    travelMinutes,
    mode: origin?.mode ?? null,
    steps,
    warnings: [...statusWarnings(flight), ...warnings],
  };
}

/**
 * Arriving (meeting someone): landing → taxi-in → migration (international) and baggage → belt → exit
 * door; and when to leave home to be at the door (or the car park) in time.
 */
export function planArrival(
  flight: PlanFlight,
  origin: Origin | null,
  deps: { wait: WaitFn; walks: Walks; now: Date; settings?: PlanSettings },
): TripPlan {
  const s = deps.settings ?? DEFAULT_SETTINGS;
  const { walks, wait } = deps;
  const international = flight.flighttype === 'I';
  const landing = flightInstant(flight);
  const atGate = plus(landing, s.taxiInMinutes);
  const outOfAircraft = plus(atGate, s.deplaneMinutes);
  const steps: PlanStep[] = [
    { kind: 'landing', at: landing },
    { kind: 'taxi-in', at: landing, minutes: s.taxiInMinutes, gate: flight.gate },
  ];
  let atBelt = plus(outOfAircraft, walks.fromGate(flight.gate));
  if (international) {
    const atMigration = atBelt;
    const minutes = Math.max(0, Math.round(wait('migration-arrivals', atMigration)));
    steps.push({ kind: 'migration-arrivals', at: atMigration, minutes, wait: minutes });
    atBelt = plus(atMigration, minutes + walks.migrationToBelt);
  }
  const firstBag = plus(landing, s.firstBagMinutes[flight.flighttype]);
  // Bags come out from the first bag on for `lastBagMinutes`; a passenger who reaches the belt later waits less.
  const bagsFrom = atBelt > firstBag ? atBelt : firstBag;
  const lastBag = plus(firstBag, s.lastBagMinutes);
  const bagInHand = new Date((bagsFrom.getTime() + Math.max(bagsFrom.getTime(), lastBag.getTime())) / 2);
  steps.push({
    kind: 'belt',
    at: atBelt,
    minutes: Math.round((bagInHand.getTime() - atBelt.getTime()) / MINUTE),
    belt: flight.claim,
  });
  const exit = plus(bagInHand, walks.beltToExit);
  steps.push({ kind: 'exit', at: exit });
  const car = origin?.mode === 'car';
  // By car: park, then walk to the door; otherwise be at the door, then go out to the taxi rank.
  const beAtDoor = minus(exit, s.meetBufferMinutes);
  const arriveTerminal = car ? minus(beAtDoor, walks.exitToParking) : beAtDoor;
  if (car) steps.push({ kind: 'parking', at: arriveTerminal, minutes: walks.exitToParking });
  else steps.push({ kind: 'taxi-rank', at: exit, minutes: walks.exitToTaxiRank });
  const { leaveBy, travelMinutes, warnings } = originPart(origin, arriveTerminal, deps.now);
  if (leaveBy) steps.unshift({ kind: 'leave', at: leaveBy, minutes: travelMinutes ?? undefined });
  steps.sort((a, b) => a.at.getTime() - b.at.getTime() || order(a.kind) - order(b.kind));
  return {
    flightId: flight.id,
    direction: 'arrival',
    flightAt: landing,
    gate: flight.gate,
    belt: flight.claim,
    leaveBy,
    travelMinutes,
    mode: origin?.mode ?? null,
    steps,
    warnings: [...statusWarnings(flight), ...warnings],
  };
}

const order = (kind: StepKind) => STEP_KINDS.indexOf(kind);

export function planTrip(
  flight: PlanFlight,
  origin: Origin | null,
  deps: { wait: WaitFn; walks: Walks; now: Date; settings?: PlanSettings },
): TripPlan {
  return flight.direction === 'departure' ? planDeparture(flight, origin, deps) : planArrival(flight, origin, deps);
}

/** What changed between two plans of one flight, in the order a traveller cares about. */
export type PlanChange =
  | { kind: 'time'; from: Date; to: Date }
  | { kind: 'gate'; from: string | null; to: string | null }
  | { kind: 'belt'; from: string | null; to: string | null }
  | { kind: 'leave-by'; from: Date; to: Date };

export function planChanges(before: TripPlan, after: TripPlan): PlanChange[] {
  const changes: PlanChange[] = [];
  if (before.flightAt.getTime() !== after.flightAt.getTime())
    changes.push({ kind: 'time', from: before.flightAt, to: after.flightAt });
  if (before.gate !== after.gate) changes.push({ kind: 'gate', from: before.gate, to: after.gate });
  if (before.belt !== after.belt) changes.push({ kind: 'belt', from: before.belt, to: after.belt });
  if (before.leaveBy && after.leaveBy && before.leaveBy.getTime() !== after.leaveBy.getTime())
    changes.push({ kind: 'leave-by', from: before.leaveBy, to: after.leaveBy });
  return changes;
}

/**
 * Waits from a table of 15-minute slots (what the server ships to the browser): the slot holding
 * `at`, else the nearest one; 0 for a checkpoint without data.
 */
export interface WaitTable {
  /** First slot's start (ms). */
  startMs: number;
  slotMinutes: number;
  minutes: Partial<Record<ForecastCheckpoint, number[]>>;
}

export function waitFromTable(table: WaitTable): WaitFn {
  return (checkpoint, at) => {
    const slots = table.minutes[checkpoint];
    if (!slots || slots.length === 0) return 0;
    const index = Math.floor((at.getTime() - table.startMs) / (table.slotMinutes * MINUTE));
    return slots[Math.min(slots.length - 1, Math.max(0, index))] ?? 0;
  };
}
