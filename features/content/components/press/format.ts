import { localeTags, type Locale } from '@/lib/i18n/locales';

const TIME_ZONE = 'America/Bogota';

/** A YYYY-MM-DD date written out for the locale ("15 de noviembre de 2026"). */
export function formatDay(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: TIME_ZONE }).format(
    new Date(`${date}T12:00:00-05:00`),
  );
}

/** An event's span in Bogota time ("16 dic 2026, 5:00 p. m. – 24 dic 2026, 7:00 p. m."). */
export function formatSpan(start: Date, end: Date, locale: Locale): string {
  const format = new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  });
  return format.formatRange(start, end);
}
