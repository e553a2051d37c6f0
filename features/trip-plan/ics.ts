import type { TripPlan } from './plan';

/*
 * The trip plan as an iCalendar file (RFC 5545): one event from "leave by" (or arrival at the terminal)
 * to the flight, with every step in the description and a display alarm at "leave by". Lines end in
 * CRLF and are folded at 75 octets; text values escape backslash, semicolon, comma and newlines
 * (§3.3.11). Pure and client-safe.
 */

export interface IcsTexts {
  summary: string;
  location: string;
  /** One line per step, already worded. */
  steps: string[];
  reminder: string;
  url: string;
}

/** 20261122T150500Z */
export function icsInstant(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets, never inside a character; continuation lines start with a space. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = encoder.encode(char).length;
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
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
