import { AppError, echoableInput, type FieldErrors } from './errors';

/*
 * The one rule for text a client sends (SPEC §8 forms, every API body and query): no control characters
 * besides tab, line feed and carriage return (NUL included, which PostgreSQL cannot store), no
 * bidirectional overrides or isolates (they make a text read differently from what it holds: "Trojan
 * Source", spoofed names in mails), and no lone UTF-16 surrogates (not text at all). Such input is
 * refused with a 400 that names each field, before it reaches validation or the database.
 */

// C0 controls except \t \n \r, DEL, C1 controls; LRE RLE PDF LRO RLO; LRI RLI FSI PDI.
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds a character the rule above refuses. */
export function hasUnsafeCharacters(text: string): boolean {
  return UNSAFE.test(text) || LONE_SURROGATE.test(text);
}

/**
 * The paths (`comment`, `items.0.name`, or a key's own path) of every string in `value` that breaks the
 * rule. A key the client made up that is not plain letters and digits is named `(field)`, so the answer
 * never echoes markup.
 */
export function unsafeTextPaths(value: unknown, path: string[] = [], out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (hasUnsafeCharacters(value))
      out.push(path.map((part) => echoableInput(part) ?? '(field)').join('.') || '(root)');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => unsafeTextPaths(item, [...path, String(index)], out));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasUnsafeCharacters(key)) out.push(`${label(path)}.(key)`.replace(/^\(root\)\./, ''));
      else unsafeTextPaths(item, [...path, key], out);
    }
  }
  return out;
}

const label = (path: string[]) => path.map((part) => echoableInput(part) ?? '(field)').join('.') || '(root)';

export interface UnsafeTextMessages {
  /** The message of each refused field. */
  field: string;
  /** The error's own message, given the refused field names. */
  summary: (fields: string) => string;
}

/** English, for callers without a translator (the public API's error shape is English by default). */
export const ENGLISH_UNSAFE_TEXT: UnsafeTextMessages = {
  field: 'Contains characters that are not allowed (control or text-direction characters).',
  summary: (fields) => `Some fields contain characters that are not allowed: ${fields}.`,
};

/** Throws a 400 `invalid_characters` naming every field of `value` that breaks the rule. */
export function assertSafeText(value: unknown, messages: UnsafeTextMessages = ENGLISH_UNSAFE_TEXT): void {
  const paths = [...new Set(unsafeTextPaths(value))];
  if (paths.length === 0) return;
  const fields: FieldErrors = Object.fromEntries(paths.map((path) => [path, messages.field]));
  throw new AppError(400, 'invalid_characters', messages.summary(paths.join(', ')), { fields });
}
