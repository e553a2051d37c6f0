import { localeTags, type Locale } from '@/lib/i18n/locales';

/** The airport's time zone (same as lib/clock.ts, which is server-only). */
export const BOGOTA_TIME_ZONE = 'America/Bogota';

/** How often the header clock refreshes (SPEC §9: weather clock 2 s). */
export const CLOCK_REFRESH_MS = 2_000;

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((p) => p.type === type)?.value ?? '';
}

/** One minute: the clock's text changes no more often. */
export const MINUTE_MS = 60_000;

/** The start of the minute `ms` falls in. */
export function startOfMinute(ms: number): number {
  return Math.floor(ms / MINUTE_MS) * MINUTE_MS;
}

// Building a formatter loads ICU's locale and time-zone data (≈15 ms the first time in a phone's
// browser): each is built once per locale and kept. Formatters hold no per-request state.
const timeFormats = new Map<Locale, Intl.DateTimeFormat>();
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

function cached(cache: Map<Locale, Intl.DateTimeFormat>, locale: Locale, options: Intl.DateTimeFormatOptions) {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTags[locale], { ...options, timeZone: BOGOTA_TIME_ZONE });
    cache.set(locale, format);
  }
  return format;
}

/** Local Bogota time as `h:mm a` with the locale's day-period marker: '3:05 p. m.', '3:05 PM'. */
export function formatBogotaTime(date: Date, locale: Locale): string {
  return cached(timeFormats, locale, { hour: 'numeric', minute: '2-digit', hour12: true }).format(date);
}

/**
 * Local Bogota date (SPEC §2 weather widget): Spanish 'weekday D de month' ("martes 4 de marzo"),
 * other languages 'weekday, D month' ("Tuesday, 4 March").
 */
export function formatBogotaDate(date: Date, locale: Locale): string {
  const parts = cached(dateFormats, locale, { weekday: 'long', day: 'numeric', month: 'long' }).formatToParts(date);
  const weekday = part(parts, 'weekday');
  const day = part(parts, 'day');
  const month = part(parts, 'month');
  return locale === 'es' ? `${weekday} ${day} de ${month}` : `${weekday}, ${day} ${month}`;
}

/** The instant as an ISO string with the Bogota offset, for <time dateTime>. */
export function bogotaIsoMinute(date: Date): string {
  const shifted = new Date(date.getTime() - 5 * 60 * 60 * 1000);
  return `${shifted.toISOString().slice(0, 16)}-05:00`;
}
