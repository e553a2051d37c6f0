/*
 * Flight identity (client-safe, no server imports):
 * - the designator passengers read, `AV9364` = airline IATA code + number;
 * - the id of one flight on one day, `20261122-AV9364-dep`, unique and URL-safe.
 */

export type Direction = 'departure' | 'arrival';

export interface Designator {
  /** IATA airline code, upper case: "AV", "4C". */
  airline: string;
  /** Numeric part without leading zeros, plus an optional operational suffix letter: "9364". */
  number: string;
}

const DESIGNATOR = /^([A-Z0-9]{2})(0*\d{1,4})([A-Z]?)$/;
const ID = /^(\d{4})(\d{2})(\d{2})-([A-Z0-9]{2}\d{1,4}[A-Z]?)-(DEP|ARR)$/;

/** Reads `AV9364`, `av 9364`, `AV-09364`… (case- and space-insensitive); null when it is not a designator. */
export function parseDesignator(input: string): Designator | null {
  const compact = input.toUpperCase().replace(/[\s\-_.]/g, '');
  const match = DESIGNATOR.exec(compact);
  if (!match) return null;
  const [, airline = '', digits = '', suffix = ''] = match;
  // An airline code has at least one letter (4C, 5X); two digits would be part of the number.
  if (!/[A-Z]/.test(airline)) return null;
  return { airline, number: `${Number(digits)}${suffix}` };
}

export function formatDesignator(airline: string, number: string): string {
  return `${airline.toUpperCase()}${number}`;
}

/** `20261122-AV9364-dep` from the date (YYYY-MM-DD), designator and direction. */
export function flightId(date: string, designator: string, direction: Direction): string {
  return `${date.replaceAll('-', '')}-${designator.toUpperCase()}-${direction === 'departure' ? 'dep' : 'arr'}`;
}

export interface ParsedFlightId {
  id: string;
  date: string;
  designator: string;
  direction: Direction;
}

/** Parses an id (case-insensitive) into its parts; null when it is not an id. */
export function parseFlightId(input: string): ParsedFlightId | null {
  const match = ID.exec(input.trim().toUpperCase());
  if (!match) return null;
  const [, year, month, day, designator = '', dir] = match;
  const direction: Direction = dir === 'DEP' ? 'departure' : 'arrival';
  const date = `${year}-${month}-${day}`;
  return { id: flightId(date, designator, direction), date, designator, direction };
}
