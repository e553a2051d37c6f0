/*
 * Bogotá's local time without a time-zone database (client-safe, no dayjs). America/Bogota keeps UTC−5 all
 * year (no daylight saving since 1993), so local time is UTC shifted by five hours. lib/clock's dayjs
 * formatting costs ≈0.3 ms a call, too slow for three times per flight on a 1,000-flight day or a forecast's
 * slots; the test checks both agree. `now()` still comes only from lib/clock.
 */

/** The airport's time zone, for Intl and dayjs. */
export const BOGOTA_TIME_ZONE = 'America/Bogota';

const OFFSET_MS = 5 * 3_600_000;

/** The instant's UTC fields shifted into Bogotá: read them with the getUTC* methods. */
const shifted = (ms: number) => new Date(ms - OFFSET_MS);

/** `YYYY-MM-DD HH:mm:ss` in Bogotá, as the v2 flight API writes times. */
export function bogotaLocal(ms: number): string {
  const iso = shifted(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** The date in Bogotá, `YYYY-MM-DD` (after 19:00 there it is already the next day in UTC). */
export function bogotaDate(ms: number): string {
  return shifted(ms).toISOString().slice(0, 10);
}

/** ISO 8601 with Bogotá's offset: `2026-11-22T10:00:00-05:00`. */
export function bogotaIso(ms: number): string {
  return `${shifted(ms).toISOString().slice(0, 19)}-05:00`;
}

/** ISO 8601 to the minute with Bogotá's offset, for `<time dateTime>`: `2026-11-22T10:00-05:00`. */
export function bogotaIsoMinute(ms: number): string {
  return `${shifted(ms).toISOString().slice(0, 16)}-05:00`;
}

/** `HH:mm` in Bogotá. */
export function bogotaClock(ms: number): string {
  return shifted(ms).toISOString().slice(11, 16);
}

/** Hour (0–23), minute, weekday (0 = Sunday), day of the month (1–31) and month (1–12) in Bogotá. */
export function bogotaWallClock(ms: number): {
  hour: number;
  minute: number;
  weekday: number;
  day: number;
  month: number;
} {
  const local = shifted(ms);
  return {
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    weekday: local.getUTCDay(),
    day: local.getUTCDate(),
    month: local.getUTCMonth() + 1,
  };
}

/** The instant of a local Bogotá `YYYY-MM-DD HH:mm:ss` (or a bare date: its midnight). */
export function bogotaMs(local: string): number {
  const [date, time = '00:00:00'] = local.split(' ');
  return Date.parse(`${date}T${time}-05:00`);
}
