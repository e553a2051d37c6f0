import { MAX_ADDRESS_LENGTH } from './address';
import type { StoredOrigin } from './schemas';
import { TRAVEL_MODES, type TravelMode } from './travel';

/*
 * What the trip plan keeps in this browser (localStorage), never on the server: the place the visitor
 * leaves from and how, and the last copy of each planned flight, so an opened plan still reads offline.
 * Unreadable or foreign data is dropped, never trusted (checked by hand: no zod in the page's bundle).
 */

const KEY = 'eldorado.trip-plan.v1';
const MAX_FLIGHTS = 10;

export interface FlightSnapshot {
  gate: string | null;
  claim: string | null;
  scheduleDate: string;
  estimatedDate: string | null;
  actualDate: string | null;
  status: { code: string };
}

interface Store {
  origin: StoredOrigin | null;
  flights: Record<string, { snapshot: FlightSnapshot; savedAt: number }>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const shortText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
const optionalText = (value: unknown, max: number) => value === null || shortText(value, max);
const inRange = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const localTime = (value: unknown): value is string => typeof value === 'string' && LOCAL_TIME.test(value);

export function asOrigin(value: unknown): StoredOrigin | null {
  if (!isObject(value)) return null;
  const { address, label, lat, lng, mode } = value;
  if (!shortText(address, MAX_ADDRESS_LENGTH) || !shortText(label, 200)) return null;
  if (!inRange(lat, 90) || !inRange(lng, 180) || !TRAVEL_MODES.includes(mode as TravelMode)) return null;
  return { address, label, lat, lng, mode: mode as TravelMode };
}

export function asSnapshot(value: unknown): FlightSnapshot | null {
  if (!isObject(value) || !isObject(value.status) || !shortText(value.status.code, 4)) return null;
  const { gate, claim, scheduleDate, estimatedDate, actualDate } = value;
  if (!optionalText(gate, 10) || !optionalText(claim, 10) || !localTime(scheduleDate)) return null;
  if (!(estimatedDate === null || localTime(estimatedDate)) || !(actualDate === null || localTime(actualDate)))
    return null;
  return {
    gate: gate as string | null,
    claim: claim as string | null,
    scheduleDate,
    estimatedDate: estimatedDate as string | null,
    actualDate: actualDate as string | null,
    status: { code: value.status.code },
  };
}

function read(): Store {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? 'null');
    if (!isObject(raw)) return { origin: null, flights: {} };
    const flights: Store['flights'] = {};
    for (const [id, entry] of Object.entries(isObject(raw.flights) ? raw.flights : {})) {
      const snapshot = isObject(entry) ? asSnapshot(entry.snapshot) : null;
      if (snapshot && id.length <= 40 && isObject(entry) && typeof entry.savedAt === 'number')
        flights[id] = { snapshot, savedAt: entry.savedAt };
    }
    return { origin: asOrigin(raw.origin), flights };
  } catch {
    return { origin: null, flights: {} };
  }
}

function write(store: Store): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(store));
  } catch {
    // Private mode or full storage: the plan still works for this visit.
  }
}

export function readOrigin(): StoredOrigin | null {
  return read().origin;
}

export function saveOrigin(origin: StoredOrigin | null): void {
  write({ ...read(), origin });
}

export function readSnapshot(flightId: string): { snapshot: FlightSnapshot; savedAt: number } | null {
  return read().flights[flightId] ?? null;
}

export function saveSnapshot(flightId: string, snapshot: FlightSnapshot, savedAt: number): void {
  const valid = asSnapshot(snapshot);
  if (!valid) return;
  const store = read();
  const kept = Object.entries({ ...store.flights, [flightId]: { snapshot: valid, savedAt } })
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, MAX_FLIGHTS);
  write({ ...store, flights: Object.fromEntries(kept) });
}
