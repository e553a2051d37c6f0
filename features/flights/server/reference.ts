import 'server-only';
import { airlineRows } from '@/lib/server/db/seed-data/airlines';
import { destinationRows } from '@/lib/server/db/seed-data/destinations';
import type { FlightCity } from '../schemas';

/*
 * Airlines and destinations of El Dorado. The flights feature reads the same seed modules the
 * database is seeded from, not the database itself: the simulated day must be generated
 * synchronously, deterministically and even while the database is starting or down, and the
 * names then match the directory's to the letter.
 */

export interface AirlineInfo {
  code: string;
  name: string;
  terminal: 'T1' | 'T2';
  isCargo: boolean;
}

export interface DestinationInfo {
  city: FlightCity;
  isDomestic: boolean;
  countryCode: string;
}

export const AIRLINES: ReadonlyMap<string, AirlineInfo> = new Map(
  airlineRows.map((row) => [
    row.code,
    { code: row.code, name: row.name, terminal: row.terminal === 'T2' ? 'T2' : 'T1', isCargo: Boolean(row.isCargo) },
  ]),
);

export const DESTINATIONS: ReadonlyMap<string, DestinationInfo> = new Map(
  destinationRows.map((row) => [
    row.code,
    {
      city: { code: row.code, es: row.cityEs, en: row.cityEn, fr: row.cityFr, pt: row.cityPt },
      isDomestic: row.isDomestic,
      countryCode: row.countryCode,
    },
  ]),
);

/** El Dorado itself: origin of departures, destination of arrivals. */
export const BOGOTA: FlightCity = { code: 'BOG', es: 'Bogotá', en: 'Bogota', fr: 'Bogota', pt: 'Bogotá' };

export function airline(code: string): AirlineInfo {
  const found = AIRLINES.get(code);
  if (!found) throw new Error(`Unknown airline ${code}`);
  return found;
}

export function destination(code: string): DestinationInfo {
  const found = DESTINATIONS.get(code);
  if (!found) throw new Error(`Unknown destination ${code}`);
  return found;
}

/** Terminal of a flight: Clic, Satena and Wingo use T2 for domestic flights; T2 has no Migration, so
 * their international flights (Wingo) leave from T1, as every other flight does. */
export function terminalFor(airlineCode: string, domestic: boolean): 'T1' | 'T2' {
  const info = AIRLINES.get(airlineCode);
  return info?.terminal === 'T2' && domestic ? 'T2' : 'T1';
}

/** Passenger airlines, by name: the choices of the connection form. */
export function passengerAirlines(): AirlineInfo[] {
  return [...AIRLINES.values()].filter((a) => !a.isCargo).sort((a, b) => a.name.localeCompare(b.name, 'es'));
}
