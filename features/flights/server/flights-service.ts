import 'server-only';
import { now } from '@/lib/clock';
import { config } from '@/lib/config';
import { badRequest } from '@/lib/http/errors';
import { registerProcessStateHook } from '@/lib/process-state';
import { formatDesignator, parseDesignator, parseFlightId, type Direction } from '../designator';
import { bogotaDate, bogotaIso, bogotaLocal, bogotaMs } from '@/lib/bogota-time';
import type { Flight, FlightKind, FlightList, FlightTypeFilter } from '../schemas';
import { isStillToCome } from '../status';
import { BOARD_PAGE_SIZE } from '../board-state';
import { compactText } from '../text';
import { createHttpFlightSource } from './http-source';
import { simulatedFlightSource } from './simulator/simulated-source';
import type { FlightDay, FlightEntry, FlightSource } from './source';

/*
 * Flights as pages and the API see them: the configured source (simulated day, or the upstream
 * when FLIGHTS_API_URL is set), the available days, filters, pagination and look-ups.
 */

let override: FlightSource | undefined;
let configured: FlightSource | undefined;

export function getFlightSource(): FlightSource {
  if (override) return override;
  if (!configured) {
    const { FLIGHTS_API_URL, FLIGHTS_API_TTL_SECONDS, FLIGHTS_API_TIMEOUT_MS } = config();
    configured = FLIGHTS_API_URL
      ? createHttpFlightSource({
          baseUrl: FLIGHTS_API_URL,
          ttlSeconds: FLIGHTS_API_TTL_SECONDS,
          timeoutMs: FLIGHTS_API_TIMEOUT_MS,
        })
      : simulatedFlightSource;
  }
  return configured;
}

declare module '@/lib/process-state' {
  interface ProcessStateHooks {
    /** Use this source instead of the configured one (undefined: the configured one, chosen again). */
    'flight-source': (source: FlightSource | undefined) => void;
  }
}
registerProcessStateHook('flight-source', (source) => {
  override = source;
  configured = undefined;
});

export type DayRelation = 'yesterday' | 'today' | 'tomorrow';

/** Yesterday, today and tomorrow in Bogota, as YYYY-MM-DD. */
export function availableDates(): Record<DayRelation, string> {
  const today = bogotaDate(now().getTime());
  const midnight = bogotaMs(today);
  return {
    yesterday: bogotaDate(midnight - 12 * 3_600_000),
    today,
    tomorrow: bogotaDate(midnight + 36 * 3_600_000),
  };
}

export function isAvailableDate(date: string): boolean {
  return Object.values(availableDates()).includes(date);
}

export interface ListFlightsInput {
  direction: Direction;
  kind?: FlightKind;
  type?: FlightTypeFilter;
  q?: string;
  airline?: string;
  terminal?: string;
  /** Today when absent. */
  date?: string;
  /**
   * A page number, or 'now': today, the rows from the first flight still to depart (or land), so a board opens
   * on the next flights; another day, its first page.
   */
  page: number | 'now';
  /** The index of the first row, instead of `page` (a board refreshing the rows it opened on). */
  offset?: number;
  pageSize: number;
}

/**
 * Flights that may have gone out of their order after the board's first row: one that took off early, one
 * cancelled in the last minutes. More than this and the board would open on rows a passenger no longer needs.
 */
const STRAYS_AFTER_NOW = 2;

/** No flight takes off or lands this long before its scheduled time: later ones are still to come unread. */
const NEVER_THIS_EARLY_MS = 3 * 3_600_000;

/**
 * Where a board of today opens: the first flight still to depart (or land) after which at most STRAYS_AFTER_NOW
 * flights have gone, so the rows on the first screen are the next flights. A flight delayed from long before (its
 * slot among flights that left) is on the page before, "Vuelos anteriores". The length when every flight has gone.
 */
export function firstStillToCome(entries: readonly FlightEntry[], nowMs: number): number {
  const bogotaNow = bogotaLocal(nowMs);
  let gone = 0;
  let first = entries.length;
  // From the end of the day back, while the flights after the candidate hold few that have gone.
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i] as FlightEntry;
    if (entry.scheduledMs > nowMs + NEVER_THIS_EARLY_MS || isStillToCome(entry.snapshot(nowMs), bogotaNow)) first = i;
    else if (++gone > STRAYS_AFTER_NOW) break;
  }
  return first;
}

function assertDate(date: string): void {
  if (isAvailableDate(date)) return;
  const { yesterday, today, tomorrow } = availableDates();
  const message = `Use yesterday, today or tomorrow: ${yesterday}, ${today} or ${tomorrow}`;
  throw badRequest('Some fields are not valid: date.', { date: message }, 'validation_error');
}

/** The filter a listing applies to each entry of the day. */
export function flightMatcher(
  input: Omit<ListFlightsInput, 'page' | 'pageSize' | 'date'>,
): (entry: FlightEntry) => boolean {
  const query = input.q ? compactText(input.q) : '';
  const designator = input.q ? parseDesignator(input.q) : null;
  const wanted = designator ? formatDesignator(designator.airline, designator.number) : null;
  const airline = input.airline?.toUpperCase();
  const terminal = input.terminal?.toUpperCase();
  const flighttype = input.type === 'domestic' ? 'D' : input.type === 'international' ? 'I' : null;
  return (entry) =>
    entry.direction === input.direction &&
    (!input.kind || entry.kind === input.kind) &&
    (!flighttype || entry.flighttype === flighttype) &&
    (!terminal || entry.terminal === terminal) &&
    (!airline || entry.airlines.includes(airline)) &&
    (!query || entry.haystack.includes(query) || (wanted !== null && entry.designators.includes(wanted)));
}

function updatedAtOf(day: FlightDay, nowMs: number): string {
  return bogotaIso(day.fetchedAtMs ?? nowMs);
}

export async function listFlights(input: ListFlightsInput): Promise<FlightList> {
  const { today } = availableDates();
  const date = input.date ?? today;
  assertDate(date);
  const day = await getFlightSource().getDay(date);
  const nowMs = now().getTime();
  const matching = day.entries.filter(flightMatcher(input));
  const total = matching.length;
  const pages = Math.max(1, Math.ceil(total / input.pageSize));
  const offset =
    input.offset !== undefined
      ? Math.min(input.offset, total)
      : input.page === 'now'
        ? date === today
          ? firstStillToCome(matching, nowMs)
          : 0
        : (input.page - 1) * input.pageSize;
  return {
    flights: matching.slice(offset, offset + input.pageSize).map((e) => e.snapshot(nowMs)),
    total,
    // The page asked for, or the one holding the first row (past the last flight: the last page).
    page:
      typeof input.page === 'number' && input.offset === undefined
        ? input.page
        : Math.min(Math.floor(offset / input.pageSize) + 1, pages),
    offset,
    pageSize: input.pageSize,
    date,
    updatedAt: updatedAtOf(day, nowMs),
    stale: day.stale,
    simulated: day.simulated,
  };
}

/**
 * Today's next flights in a direction: the opening rows of its board (`page: 'now'`) that are still to depart (or
 * land), at most `count`. What the home page lists, so it always agrees with the board.
 */
export async function nextFlights(input: {
  direction: Direction;
  kind: FlightKind;
  count: number;
}): Promise<FlightList> {
  const list = await listFlights({
    direction: input.direction,
    kind: input.kind,
    page: 'now',
    pageSize: BOARD_PAGE_SIZE,
  });
  const bogotaNow = bogotaLocal(now().getTime());
  return { ...list, flights: list.flights.filter((f) => isStillToCome(f, bogotaNow)).slice(0, input.count) };
}

type AirlineList = Array<{ code: string; name: string }>;
const airlinesByDay = new WeakMap<FlightDay, Map<string, AirlineList>>();

/** Operating airlines with flights that day in a direction and kind, by name (computed once per day). */
export async function airlinesOnBoard(date: string, direction: Direction, kind: FlightKind): Promise<AirlineList> {
  const day = await getFlightSource().getDay(date);
  let lists = airlinesByDay.get(day);
  if (!lists) airlinesByDay.set(day, (lists = new Map()));
  const key = `${direction}:${kind}`;
  const cached = lists.get(key);
  if (cached) return cached;
  const nowMs = now().getTime();
  const seen = new Map<string, string>();
  for (const entry of day.entries) {
    if (entry.direction !== direction || entry.kind !== kind) continue;
    const code = entry.airlines[0] as string;
    if (!seen.has(code)) seen.set(code, entry.snapshot(nowMs).airline.name);
  }
  const list = [...seen].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name, 'es'));
  lists.set(key, list);
  return list;
}

export interface FlightOccurrence {
  id: string;
  date: string;
  direction: Direction;
  scheduleDate: string;
}

export interface FoundFlight {
  flight: Flight;
  /** Every day (yesterday, today, tomorrow) this designator flies, this one included, by time. */
  occurrences: FlightOccurrence[];
  updatedAt: string;
  stale: boolean;
  /** True when it comes from the embedded simulation (see FlightDay). */
  simulated: boolean;
}

async function daysInWindow(): Promise<FlightDay[]> {
  const source = getFlightSource();
  const dates = Object.values(availableDates());
  const settled = await Promise.allSettled(dates.map((date) => source.getDay(date)));
  const days = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  if (days.length === 0 && settled[0]?.status === 'rejected') throw settled[0].reason;
  return days;
}

/**
 * A flight by id (`20261122-AV9364-dep`) or designator (`AV9364`, `av 9364`, a codeshare too).
 * A designator flown on several days gives the nearest one to now. Null when unknown.
 */
export async function findFlight(idOrDesignator: string): Promise<FoundFlight | null> {
  const byId = parseFlightId(idOrDesignator);
  const designator = byId ? null : parseDesignator(idOrDesignator);
  if (!byId && !designator) return null;
  if (byId && !isAvailableDate(byId.date)) return null;

  const nowMs = now().getTime();
  const days = await daysInWindow();
  const wanted = byId?.designator ?? formatDesignator(designator?.airline ?? '', designator?.number ?? '');
  const matches: Array<{ entry: FlightEntry; day: FlightDay }> = [];
  for (const day of days) {
    for (const entry of day.entries) {
      if (byId ? entry.flight === wanted : entry.designators.includes(wanted)) matches.push({ entry, day });
    }
  }
  const chosen = byId
    ? matches.find((m) => m.entry.id === byId.id)
    : [...matches].sort((a, b) => Math.abs(a.entry.scheduledMs - nowMs) - Math.abs(b.entry.scheduledMs - nowMs))[0];
  if (!chosen) return null;
  const sameFlight = matches.filter(
    (m) => m.entry.flight === chosen.entry.flight && m.entry.direction === chosen.entry.direction,
  );
  return {
    flight: chosen.entry.snapshot(nowMs),
    occurrences: sameFlight
      .sort((a, b) => a.entry.scheduledMs - b.entry.scheduledMs)
      .map(({ entry, day }) => ({
        id: entry.id,
        date: day.date,
        direction: entry.direction,
        scheduleDate: bogotaLocal(entry.scheduledMs),
      })),
    updatedAt: updatedAtOf(chosen.day, nowMs),
    stale: chosen.day.stale,
    simulated: chosen.day.simulated,
  };
}
