import 'server-only';
import { getTranslations } from 'next-intl/server';
import { now } from '@/lib/clock';
import { escapeIcsText, icsFile, icsInstant } from '@/lib/ical';
import { config } from '@/lib/config';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { bogotaMs } from '@/lib/bogota-time';
import type { Flight } from '../schemas';
import { findFlight } from './flights-service';

/*
 * "Add to calendar": one flight as an iCalendar (RFC 5545) event, in the visitor's language.
 * Departures remind three hours before (time to get to the airport), arrivals one hour before.
 */

/** `2026-11-22 10:05:00` (Bogota, UTC−5 all year) → `20261122T150500Z`. */
const localInstant = (local: string) => icsInstant(new Date(bogotaMs(local)));

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
    `DTSTAMP:${icsInstant(new Date(stampMs))}`,
    `DTSTART:${localInstant(when)}`,
    `DURATION:${flight.direction === 'departure' ? 'PT1H' : 'PT30M'}`,
    `SUMMARY:${escapeIcsText(texts.summary)}`,
    `LOCATION:${escapeIcsText(texts.location)}`,
    `DESCRIPTION:${escapeIcsText(texts.description)}`,
    `URL:${url}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `TRIGGER:-${flight.direction === 'departure' ? 'PT3H' : 'PT1H'}`,
    `DESCRIPTION:${escapeIcsText(texts.reminder)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return icsFile(lines);
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
