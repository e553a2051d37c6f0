/** The airport's time zone (same as lib/clock.ts, which is server-only). */
export const BOGOTA_TIME_ZONE = 'America/Bogota';

/** How often the header clock refreshes (SPEC §9: weather clock 2 s). */
export const CLOCK_REFRESH_MS = 2_000;

/** One minute: the clock's text changes no more often. */
export const MINUTE_MS = 60_000;

/** The start of the minute `ms` falls in. */
export function startOfMinute(ms: number): number {
  return Math.floor(ms / MINUTE_MS) * MINUTE_MS;
}

const BOGOTA_OFFSET_MS = 5 * 60 * 60 * 1000; // Colombia keeps UTC-5 all year (no daylight saving)
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

/** The clock's messages (`client.clock`): what `useTranslations` and `getTranslations` both give. */
export type ClockTranslator = (key: 'time' | 'date', values: Record<string, string>) => string;

/** The clock's two lines for one instant. */
export interface ClockText {
  time: string;
  date: string;
}

/**
 * Bogota time and date (SPEC §2 weather slot) from the locale's messages: '3:05 p. m.' and
 * 'martes 4 de marzo'; 'Tuesday, 4 March' in other languages. The fields come from plain date
 * arithmetic, not Intl: a page's first `Intl.DateTimeFormat` costs ≈ 15 ms of main thread (ICU's
 * calendar data), and the header clock was the only one on most pages. Node and the browser then
 * also write the same characters, so hydration matches.
 */
export function formatBogotaClock(instant: Date, t: ClockTranslator): ClockText {
  const local = new Date(instant.getTime() - BOGOTA_OFFSET_MS);
  const hours = local.getUTCHours();
  return {
    time: t('time', {
      hour: String(hours % 12 || 12),
      minute: String(local.getUTCMinutes()).padStart(2, '0'),
      period: hours < 12 ? 'am' : 'pm',
    }),
    date: t('date', {
      weekday: WEEKDAYS[local.getUTCDay()] ?? '',
      day: String(local.getUTCDate()),
      month: MONTHS[local.getUTCMonth()] ?? '',
    }),
  };
}

/** The instant as an ISO string with the Bogota offset, for <time dateTime>. */
export function bogotaIsoMinute(date: Date): string {
  const shifted = new Date(date.getTime() - BOGOTA_OFFSET_MS);
  return `${shifted.toISOString().slice(0, 16)}-05:00`;
}
