import { escapeIcsText, icsFile, icsInstant } from '@/lib/ical';
import type { TripPlan } from './plan';

/*
 * The trip plan as an iCalendar file (RFC 5545): one event from "leave by" (or arrival at the terminal)
 * to the flight, with every step in the description and a display alarm at "leave by" (lib/ical.ts
 * escapes, folds and ends the lines). Pure and client-safe.
 */

export interface IcsTexts {
  summary: string;
  location: string;
  /** One line per step, already worded. */
  steps: string[];
  reminder: string;
  url: string;
}

export function buildTripIcs(plan: TripPlan, texts: IcsTexts, stamp: Date): string {
  const first = plan.leaveBy ?? plan.steps[0]?.at ?? plan.flightAt;
  const last = plan.steps.at(-1)?.at ?? plan.flightAt;
  const end = last > first ? last : new Date(first.getTime() + 30 * 60_000);
  const alarmAt = plan.leaveBy ?? first;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//El Dorado International Airport//Trip plan//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:trip-${plan.flightId}@eldorado-bog`,
    `DTSTAMP:${icsInstant(stamp)}`,
    `DTSTART:${icsInstant(first)}`,
    `DTEND:${icsInstant(end)}`,
    `SUMMARY:${escapeIcsText(texts.summary)}`,
    `LOCATION:${escapeIcsText(texts.location)}`,
    `DESCRIPTION:${escapeIcsText(texts.steps.join('\n'))}`,
    `URL:${texts.url}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `TRIGGER;VALUE=DATE-TIME:${icsInstant(alarmAt)}`,
    `DESCRIPTION:${escapeIcsText(texts.reminder)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return icsFile(lines);
}
