import { bogotaWallClock } from '@/lib/bogota-time';

/** How often the header clock refreshes (SPEC §9: weather clock 2 s). */
export const CLOCK_REFRESH_MS = 2_000;

/** One minute: the clock's text changes no more often. */
export const MINUTE_MS = 60_000;

/** The start of the minute `ms` falls in. */
export function startOfMinute(ms: number): number {
  return Math.floor(ms / MINUTE_MS) * MINUTE_MS;
}

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
  const { hour, minute, weekday, day, month } = bogotaWallClock(instant.getTime());
  return {
    time: t('time', {
      hour: String(hour % 12 || 12),
      minute: String(minute).padStart(2, '0'),
      period: hour < 12 ? 'am' : 'pm',
    }),
    date: t('date', {
      weekday: WEEKDAYS[weekday] ?? '',
      day: String(day),
      month: MONTHS[month - 1] ?? '',
    }),
  };
}
