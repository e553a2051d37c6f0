import 'server-only';
import type { FlightDay, FlightSource } from '../source';
import { planDay, toEntry } from './day';

/*
 * The embedded flight source: a simulated El Dorado day. Each date is planned once and kept in
 * memory (it is deterministic, so there is nothing to invalidate); statuses are derived from the
 * clock at request time by the entries themselves. Only a few dates are ever asked for
 * (yesterday, today, tomorrow), so the cache keeps the last few.
 */

const MAX_DAYS = 4;
const CACHE_KEY = Symbol.for('eldorado.flights.simulated-days');

type DayCache = Map<string, FlightDay>;

/** On globalThis: Next may load this module once per route bundle; the plan is shared by all. */
function cache(): DayCache {
  const store = globalThis as typeof globalThis & { [CACHE_KEY]?: DayCache };
  store[CACHE_KEY] ??= new Map();
  return store[CACHE_KEY];
}

export function simulatedDay(date: string): FlightDay {
  const days = cache();
  const hit = days.get(date);
  if (hit) return hit;
  const day: FlightDay = {
    date,
    entries: planDay(date).map(toEntry),
    fetchedAtMs: null,
    stale: false,
    simulated: true,
  };
  days.set(date, day);
  while (days.size > MAX_DAYS) days.delete(days.keys().next().value as string);
  return day;
}

export const simulatedFlightSource: FlightSource = {
  name: 'simulated',
  getDay: async (date) => simulatedDay(date),
};
