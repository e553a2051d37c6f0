import { z } from 'zod';
import { storedOriginSchema, type StoredOrigin } from './schemas';

/*
 * What the trip plan keeps in this browser (localStorage), never on the server: the place the visitor
 * leaves from and how, and the last copy of each planned flight, so an opened plan still reads offline.
 * Unreadable or foreign data is dropped, never trusted.
 */

const KEY = 'eldorado.trip-plan.v1';
const MAX_FLIGHTS = 10;

const snapshotSchema = z.object({
  gate: z.string().max(10).nullable(),
  claim: z.string().max(10).nullable(),
  scheduleDate: z.string().max(19),
  estimatedDate: z.string().max(19).nullable(),
  actualDate: z.string().max(19).nullable(),
  status: z.object({ code: z.string().max(4) }),
});
export type FlightSnapshot = z.infer<typeof snapshotSchema>;

const storeSchema = z.object({
  origin: storedOriginSchema.nullable().catch(null),
  flights: z.record(z.string().max(40), z.object({ snapshot: snapshotSchema, savedAt: z.number() })).catch({}),
});
type Store = z.infer<typeof storeSchema>;

function read(): Store {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (raw) return storeSchema.parse(JSON.parse(raw));
  } catch {
    // Unreadable: start again.
  }
  return { origin: null, flights: {} };
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
  const store = read();
  const flights = { ...store.flights, [flightId]: { snapshot: snapshotSchema.parse(snapshot), savedAt } };
  const kept = Object.entries(flights)
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, MAX_FLIGHTS);
  write({ ...store, flights: Object.fromEntries(kept) });
}
