import 'server-only';
import { getTranslations } from 'next-intl/server';
import { now } from '@/lib/clock';
import { config } from '@/lib/config';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { bogotaMs } from '../local-time';
import type { Flight } from '../schemas';
import { findFlight } from './flights-service';

/*
 * "Add to calendar": one flight as an iCalendar (RFC 5545) event, in the visitor's language.
 * Departures remind three hours before (time to get to the airport), arrivals one hour before.
 */

/** `2026-11-22 10:05:00` (Bogota, UTC−5 all year) → `20261122T150500Z`. */
function icsInstant(local: string): string {
  return new Date(bogotaMs(local))
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (continuation lines start with a space). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + charSize > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface CalendarTexts {
  summary: string;
  description: string;
  location: string;
  reminder: string;
}

export function buildFlightCalendar(flight: Flight, texts: CalendarTexts, url: string, stampMs: number): string {
  const when = flight.actualDate ?? flight.estimatedDate ?? flight.scheduleDate;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//El Dorado International Airport//Flights//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${flight.id}@eldorado-bog`,
    `DTSTAMP:${new Date(stampMs)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')}`,
    `DTSTART:${icsInstant(when)}`,
    `DURATION:${flight.direction === 'departure' ? 'PT1H' : 'PT30M'}`,
    `SUMMARY:${escapeText(texts.summary)}`,
    `LOCATION:${escapeText(texts.location)}`,
    `DESCRIPTION:${escapeText(texts.description)}`,
    `URL:${url}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `TRIGGER:-${flight.direction === 'departure' ? 'PT3H' : 'PT1H'}`,
    `DESCRIPTION:${escapeText(texts.reminder)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The .ics of a flight by id or designator in a language; null when the flight is unknown. */
export async function flightCalendar(
  idOrDesignator: string,
  locale: Locale,
): Promise<{ filename: string; body: string } | null> {
  const found = await findFlight(idOrDesignator);
  if (!found) return null;
  const { flight } = found;
  const t = await getTranslations({ locale, namespace: 'flights.calendar' });
  const values = {
    flight: flight.flight,
    city: flight.city[locale],
    airline: flight.airline.name,
    terminal: flight.terminal,
    gate: flight.gate ?? '—',
    status: flight.status[locale],
  };
  const url = new URL(localizePath(`/vuelos/detalle/${flight.id}`, locale), config().SITE_URL).toString();
  const texts: CalendarTexts = {
    summary: flight.direction === 'departure' ? t('departureSummary', values) : t('arrivalSummary', values),
    description: `${t('description', values)} ${url}`,
    location: t('location', values),
    reminder: flight.direction === 'departure' ? t('departureReminder', values) : t('arrivalReminder', values),
  };
  return {
    filename: `${flight.flight}-${flight.scheduleDate.slice(0, 10)}.ics`,
    body: buildFlightCalendar(flight, texts, url, now().getTime()),
  };
}
