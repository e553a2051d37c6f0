import { localeTags, type Locale } from '@/lib/i18n/locales';

/** The airport's time zone (same as lib/clock.ts, which is server-only). */
export const BOGOTA_TIME_ZONE = 'America/Bogota';

/** How often the header clock refreshes (SPEC §9: weather clock 2 s). */
export const CLOCK_REFRESH_MS = 2_000;

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((p) => p.type === type)?.value ?? '';
}

/** Local Bogota time as `h:mm a` with the locale's day-period marker: '3:05 p. m.', '3:05 PM'. */
export function formatBogotaTime(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: BOGOTA_TIME_ZONE,
  }).format(date);
}

/**
 * Local Bogota date (SPEC §2 weather widget): Spanish 'weekday D de month' ("martes 4 de marzo"),
 * other languages 'weekday, D month' ("Tuesday, 4 March").
 */
export function formatBogotaDate(date: Date, locale: Locale): string {
  const parts = new Intl.DateTimeFormat(localeTags[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: BOGOTA_TIME_ZONE,
  }).formatToParts(date);
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
