/*
 * iCalendar (RFC 5545) primitives shared by every .ics the site serves: UTC instants, text escaping
 * (§3.3.11: backslash, semicolon, comma, newlines) and line folding at 75 octets (§3.1). Pure and
 * client-safe.
 */

/** 2026-11-22T15:05:00.000Z → `20261122T150500Z`. */
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

/** The content lines as a file: each folded, CRLF line endings, a final CRLF. */
export function icsFile(lines: string[]): string {
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
