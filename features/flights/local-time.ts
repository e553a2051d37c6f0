/*
 * Fast local-time formatting for flight data (client-safe). America/Bogota keeps UTC−5 all year
 * (no daylight saving since 1993), so the local time is the UTC time shifted by five hours: no
 * time-zone database per call. lib/clock's dayjs formatter costs ≈0.3 ms a call, too slow for
 * three times per flight on a 1,000-flight day; a test checks both agree. `now()` still comes
 * only from lib/clock.
 */

const OFFSET_MS = 5 * 60 * 60 * 1000;

/** `YYYY-MM-DD HH:mm:ss` in Bogota, as the v2 flight API writes times. */
export function bogotaLocal(ms: number): string {
  const iso = new Date(ms - OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** ISO 8601 with Bogota's offset: `2026-11-22T10:00:00-05:00`. */
export function bogotaIso(ms: number): string {
  return `${new Date(ms - OFFSET_MS).toISOString().slice(0, 19)}-05:00`;
}

/** The instant of a local Bogota `YYYY-MM-DD HH:mm:ss` (or a bare date, at midnight). */
export function bogotaMs(local: string): number {
  const [date, time = '00:00:00'] = local.split(' ');
  return Date.parse(`${date}T${time}-05:00`);
}
