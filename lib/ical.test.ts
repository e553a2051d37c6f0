import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, icsFile, icsInstant } from './ical';

describe('iCalendar primitives (RFC 5545)', () => {
  it('writes instants in UTC, without separators or milliseconds', () => {
    expect(icsInstant(new Date('2026-11-22T10:05:00-05:00'))).toBe('20261122T150500Z');
  });

  it('escapes backslash, semicolon, comma and every kind of newline', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('folds long lines at 75 octets without splitting a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(80)}`;
    const parts = foldIcsLine(line).split('\r\n ');
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join('')).toBe(line);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('ends every line, the last one included, with CRLF', () => {
    expect(icsFile(['BEGIN:VCALENDAR', 'END:VCALENDAR'])).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });
});
