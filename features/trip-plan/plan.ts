import { checkInCloseMinutes, terminalArrivalMinutes, type CheckInCloseTable, type FlightType } from './check-in';
import { latestStart, transmilenioRuns, travelMinutes, type LatLng, type TravelMode } from './travel';

/*
 * The trip plan's arithmetic (pure, client-safe): the server renders it for the first paint and the
 * browser recomputes it whenever the flight's time, gate or belt changes. Every input that moves is
 * injected: the queue wait for a checkpoint at an instant (a forecast, or the live reading), the walking
 * minutes of the terminal graph, the travel model. Times are instants (Date); the flight's local Bogotá
 * times (`YYYY-MM-DD HH:mm:ss`) are read with `bogotaInstant`.
 */

export type ForecastCheckpoint =
  'security-domestic' | 'security-international' | 'migration-departures' | 'migration-arrivals';

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
  /** Be at the gate this long before boarding starts, at the latest. */
  gateMarginMinutes: number;
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
  /** Overrides of the airport's advice on when to be at the terminal (check-in.ts, TRIP_TERMINAL_ARRIVAL). */
  terminalArrival: CheckInCloseTable;
}

export const DEFAULT_SETTINGS: PlanSettings = {
  bagDropMinutes: 15,
  securityProcessMinutes: 5,
  boardingMinutes: { D: 35, I: 50 },
  gateCloseMinutes: 10,
  gateMarginMinutes: 10,
  taxiInMinutes: 8,
  deplaneMinutes: 7,
  firstBagMinutes: { D: 12, I: 20 },
  lastBagMinutes: 20,
  meetBufferMinutes: 10,
  checkInClose: {},
  terminalArrival: {},
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
  /**
   * Departing: minutes to spare at the gate before boarding starts, when every queue is as forecast (the airport's
   * advice on when to be at the terminal usually leaves more than the walk and the queues need). Null for arrivals.
   */
  slackMinutes: number | null;
  /**
   * Departing, once the time to leave (or to be at the terminal, without an address) has passed: what leaving now
   * gives. `catchable` is false when one would reach the gate after it closes.
   */
  late: LateDeparture | null;
  /** Something the traveller must know: leave-by already past, TransMilenio not running, flight cancelled. */
  warnings: PlanWarning[];
}

export interface LateDeparture {
  /** When one who leaves now (or is at the terminal's door now, without an address) would be at the gate. */
  atGate: Date;
  gateClosesAt: Date;
  catchable: boolean;
  /** Minutes between reaching the gate and boarding (negative: after boarding has started). */
  slackMinutes: number;
}

export type PlanWarning = 'leave-now' | 'missed' | 'transmilenio-closed' | 'cancelled' | 'diverted' | 'departed';

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

/** The departure steps inside the terminal, taken in order from the door at `arrive`. */
function throughTerminal(
  flight: PlanFlight,
  arrive: Date,
  deps: { wait: WaitFn; walks: Walks; settings: PlanSettings },
) {
  const { wait, walks, settings: s } = deps;
  const bagDropAt = plus(arrive, walks.entranceToCheckIn);
  const checkpointAt = plus(bagDropAt, s.bagDropMinutes + walks.checkInToCheckpoint);
  let migration: { at: Date; minutes: number } | null = null;
  let securityAt = checkpointAt;
  if (flight.flighttype === 'I') {
    const minutes = Math.max(0, Math.round(wait('migration-departures', checkpointAt)));
    migration = { at: checkpointAt, minutes };
    securityAt = plus(checkpointAt, minutes + walks.migrationToSecurity);
  }
  const checkpoint = flight.flighttype === 'I' ? 'security-international' : 'security-domestic';
  const securityMinutes = Math.max(0, Math.round(wait(checkpoint, securityAt))) + s.securityProcessMinutes;
  const walkToGateAt = plus(securityAt, securityMinutes);
  const atGate = plus(walkToGateAt, walks.toGate(flight.gate));
  return { bagDropAt, migration, securityAt, securityMinutes, walkToGateAt, atGate };
}

/** The latest arrival at the terminal that still reaches the gate `gateMarginMinutes` before boarding. */
function latestTerminalArrival(
  flight: PlanFlight,
  departure: Date,
  boarding: Date,
  deps: { wait: WaitFn; walks: Walks; settings: PlanSettings },
): Date {
  const { wait, walks, settings: s } = deps;
  const international = flight.flighttype === 'I';
  const leaveSecurityBy = minus(boarding, s.gateMarginMinutes + walks.toGate(flight.gate));
  const security = joinQueueBy(
    wait,
    international ? 'security-international' : 'security-domestic',
    leaveSecurityBy,
    s.securityProcessMinutes,
  );
  const firstCheckpointAt = international
    ? joinQueueBy(wait, 'migration-departures', minus(security.at, walks.migrationToSecurity)).at
    : security.at;
  const checkInCloses = minus(departure, checkInCloseMinutes(flight.airline.code, flight.flighttype, s.checkInClose));
  const walkedToCheckpoint = minus(firstCheckpointAt, walks.checkInToCheckpoint);
  // Done at the desk by whichever comes first: its closing, or the time to walk on to the checkpoints.
  const bagDropDone = walkedToCheckpoint < checkInCloses ? walkedToCheckpoint : checkInCloses;
  return minus(bagDropDone, s.bagDropMinutes + walks.entranceToCheckIn);
}

const minutesBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / MINUTE);

/**
 * Departing: leave home → terminal → bag drop (before it closes) → migration (international) → security → walk to
 * the gate → boarding → gate closes → departure. At the terminal when the airport advises (2 h domestic, 3 h
 * international: check-in.ts), or earlier when the queues forecast need more, so that the gate is reached at least
 * `gateMarginMinutes` before boarding; the steps are then taken in order from the door, and what is left before
 * boarding is the plan's slack. Once the time to leave has passed, `late` says what leaving now gives.
 */
export function planDeparture(
  flight: PlanFlight,
  origin: Origin | null,
  deps: { wait: WaitFn; walks: Walks; now: Date; settings?: PlanSettings },
): TripPlan {
  const s = deps.settings ?? DEFAULT_SETTINGS;
  const inside = { wait: deps.wait, walks: deps.walks, settings: s };
  const departure = flightInstant(flight);
  const boarding = minus(departure, s.boardingMinutes[flight.flighttype]);
  const gateCloses = minus(departure, s.gateCloseMinutes);
  const checkInCloses = minus(departure, checkInCloseMinutes(flight.airline.code, flight.flighttype, s.checkInClose));
  const advised = minus(departure, terminalArrivalMinutes(flight.airline.code, flight.flighttype, s.terminalArrival));
  const latest = latestTerminalArrival(flight, departure, boarding, inside);
  const arriveTerminal = advised < latest ? advised : latest;
  const { leaveBy, travelMinutes: minutes, warnings } = originPart(origin, arriveTerminal, deps.now);
  const way = throughTerminal(flight, arriveTerminal, inside);

  const steps: PlanStep[] = [];
  if (leaveBy) steps.push({ kind: 'leave', at: leaveBy, minutes: minutes ?? undefined });
  steps.push({ kind: 'arrive-terminal', at: arriveTerminal, minutes: deps.walks.entranceToCheckIn });
  steps.push({ kind: 'bag-drop', at: way.bagDropAt, minutes: s.bagDropMinutes, closesAt: checkInCloses });
  if (way.migration)
    steps.push({
      kind: 'migration',
      at: way.migration.at,
      minutes: way.migration.minutes,
      wait: way.migration.minutes,
    });
  steps.push({
    kind: 'security',
    at: way.securityAt,
    minutes: way.securityMinutes,
    wait: way.securityMinutes - s.securityProcessMinutes,
  });
  steps.push({
    kind: 'walk-to-gate',
    at: way.walkToGateAt,
    minutes: deps.walks.toGate(flight.gate),
    gate: flight.gate,
  });
  steps.push({ kind: 'boarding', at: boarding, gate: flight.gate });
  steps.push({ kind: 'gate-closes', at: gateCloses, gate: flight.gate });
  steps.push({ kind: 'departure', at: departure });

  const flightWarnings = statusWarnings(flight);
  const late =
    flightWarnings.length === 0
      ? lateDeparture(
          flight,
          origin,
          { startBy: leaveBy ?? arriveTerminal, now: deps.now, boarding, gateCloses },
          inside,
        )
      : null;
  return {
    flightId: flight.id,
    direction: 'departure',
    flightAt: departure,
    gate: flight.gate,
    belt: null,
    leaveBy,
    travelMinutes: minutes,
    mode: origin?.mode ?? null,
    steps,
    slackMinutes: minutesBetween(way.atGate, boarding),
    late,
    warnings: [
      ...flightWarnings,
      ...warnings.filter((w) => w !== 'leave-now' || late?.catchable !== false),
      ...(late && !late.catchable ? (['missed'] as const) : []),
    ],
  };
}

/** What leaving now gives, once `startBy` (the time to leave, or to be at the terminal) has passed; else null. */
function lateDeparture(
  flight: PlanFlight,
  origin: Origin | null,
  times: { startBy: Date; now: Date; boarding: Date; gateCloses: Date },
  inside: { wait: WaitFn; walks: Walks; settings: PlanSettings },
): LateDeparture | null {
  const { startBy, now, boarding, gateCloses } = times;
  if (startBy.getTime() >= now.getTime()) return null;
  const atDoor = origin ? plus(now, travelMinutes(origin.point, origin.mode, now)) : now;
  const { atGate } = throughTerminal(flight, atDoor, inside);
  return {
    atGate,
    gateClosesAt: gateCloses,
    catchable: atGate.getTime() <= gateCloses.getTime(),
    slackMinutes: minutesBetween(atGate, boarding),
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
    slackMinutes: null,
    late: null,
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
