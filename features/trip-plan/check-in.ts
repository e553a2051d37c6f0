/*
 * When bag drop and check-in close before departure, per airline and domestic (D) or international (I).
 * Reference figures from the airlines' published check-in rules for Bogotá (docs/my-trip.md lists each
 * source); an operator overrides or adds airlines with TRIP_CHECKIN_CLOSE (lib/config/server.ts), e.g.
 * `AV:D=45,AV:I=60,*:I=75`. Client-safe.
 */

export type FlightType = 'D' | 'I';

export type CheckInCloseTable = Readonly<Record<string, number>>;

/** `{airline}:{D|I}` → minutes before departure; `*:{D|I}` for any other airline. */
export const DEFAULT_CHECKIN_CLOSE: CheckInCloseTable = {
  'AV:D': 45, // Avianca: domestic 45 min
  'AV:I': 60, // Avianca: international 60 min
  'LA:D': 45, // LATAM Colombia: domestic 45 min
  'LA:I': 60, // LATAM: international 60 min
  '4C:D': 45, // LATAM Colombia's own code
  '4C:I': 60,
  'P5:D': 60, // Wingo: 60 min, domestic and international
  'P5:I': 60,
  'CM:I': 60, // Copa: 60 min
  'AA:I': 60, // American: 60 min international
  'UA:I': 60, // United: 60 min international
  'DL:I': 60, // Delta: 60 min international
  'IB:I': 60, // Iberia: 60 min long haul
  '9R:D': 40, // SATENA: 40 min domestic
  '*:D': 45,
  '*:I': 60,
};

/**
 * When the airport advises being at the terminal, in minutes before departure, per airline and flight type as
 * above: El Dorado's advice is 2 hours before a domestic flight and 3 hours before an international one. An
 * operator overrides it with TRIP_TERMINAL_ARRIVAL in the same form, e.g. `*:D=90,AV:I=180`.
 */
export const DEFAULT_TERMINAL_ARRIVAL: CheckInCloseTable = { '*:D': 120, '*:I': 180 };

/** Minutes before departure the airport advises being at the terminal, for this airline and flight type. */
export function terminalArrivalMinutes(airline: string, type: FlightType, overrides: CheckInCloseTable = {}): number {
  return checkInCloseMinutes(airline, type, overrides, DEFAULT_TERMINAL_ARRIVAL);
}

/** Parses `AV:D=45,*:I=75` (whitespace allowed); malformed entries are ignored. */
export function parseCheckInClose(raw: string | undefined): CheckInCloseTable {
  const table: Record<string, number> = {};
  for (const entry of (raw ?? '').split(',')) {
    const match = /^\s*([A-Z0-9*]{1,2}):([DI])\s*=\s*(\d{1,3})\s*$/i.exec(entry);
    if (!match) continue;
    const [, airline = '', type = '', minutes = ''] = match;
    table[`${airline.toUpperCase()}:${type.toUpperCase()}`] = Number(minutes);
  }
  return table;
}

/** Minutes before departure when bag drop closes for this airline and flight type. */
export function checkInCloseMinutes(
  airline: string,
  type: FlightType,
  overrides: CheckInCloseTable = {},
  table: CheckInCloseTable = DEFAULT_CHECKIN_CLOSE,
): number {
  const key = `${airline.toUpperCase()}:${type}`;
  return overrides[key] ?? table[key] ?? overrides[`*:${type}`] ?? table[`*:${type}`] ?? (type === 'I' ? 60 : 45);
}
