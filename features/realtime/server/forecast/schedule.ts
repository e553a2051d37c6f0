import 'server-only';
import { availableDates, listFlights } from '@/features/flights/server';
import type { Flight } from '@/features/flights/schemas';
import { aircraftFor } from '../../forecast/fleet';
import type { ScheduledFlight } from '../../forecast/profiles';
import { bogotaMs } from '@/lib/bogota-time';

/*
 * The flight schedule the forecast model reads: every passenger flight of a Bogotá date from the
 * flights feature (simulated day or upstream), with its seats inferred from carrier and route. The
 * flights source answers yesterday, today and tomorrow; a later date (the forecast looks two days
 * ahead) is projected from tomorrow's timetable, at scheduled times, day for day.
 */

/** Flights read per day and direction in one call (a BOG day has a few hundred per direction). */
const PAGE_SIZE = 2000;
const DAY_MS = 24 * 3_600_000;

function toScheduled(flight: Flight, projectedDays: number): ScheduledFlight | null {
  if (flight.status.code === 'CNL') return null;
  // A projected day has no delays of its own: its flights are at their scheduled times.
  const local =
    projectedDays === 0 ? (flight.actualDate ?? flight.estimatedDate ?? flight.scheduleDate) : flight.scheduleDate;
  const international = flight.flighttype === 'I';
  return {
    atMs: bogotaMs(local) + projectedDays * DAY_MS,
    direction: flight.direction,
    international,
    terminal: flight.terminal === 'T2' ? 'T2' : 'T1',
    seats: aircraftFor(flight.airline.code, flight.city.code, international).seats,
  };
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The date the flights source can answer for `date`, and how many days later `date` is. */
function sourceDateOf(date: string): { sourceDate: string; projectedDays: number } {
  const { yesterday, tomorrow } = availableDates();
  if (daysBetween(tomorrow, date) > 0) return { sourceDate: tomorrow, projectedDays: daysBetween(tomorrow, date) };
  if (daysBetween(yesterday, date) < 0) return { sourceDate: yesterday, projectedDays: daysBetween(yesterday, date) };
  return { sourceDate: date, projectedDays: 0 };
}

async function dayFlights(date: string, direction: 'departure' | 'arrival'): Promise<ScheduledFlight[]> {
  const { sourceDate, projectedDays } = sourceDateOf(date);
  const list = await listFlights({ direction, kind: 'commercial', date: sourceDate, page: 1, pageSize: PAGE_SIZE });
  return list.flights.flatMap((flight) => toScheduled(flight, projectedDays) ?? []);
}

/** Passenger flights of `date` and the day on each side (departures after midnight show up before it). */
export async function loadSchedule(date: string): Promise<ScheduledFlight[]> {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const dates = [-1, 0, 1].map((offset) => new Date(midnight + offset * DAY_MS).toISOString().slice(0, 10));
  const days = await Promise.all(dates.flatMap((day) => [dayFlights(day, 'departure'), dayFlights(day, 'arrival')]));
  return days.flat();
}
