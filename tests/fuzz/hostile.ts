import fc from 'fast-check';

/*
 * Hostile input for property-based tests of the public API (issue 12): wrong types, huge strings,
 * unicode, SQL/HTML/JS injection, prototype-pollution keys and truncated JSON.
 */

/** Markers that must never come back verbatim in a response. */
export const ECHO_MARKERS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>'] as const;

export const INJECTIONS = [
  ...ECHO_MARKERS,
  "' OR '1'='1",
  "'; DROP TABLE outbox_messages; --",
  '1; SELECT pg_sleep(5)',
  '${7*7}',
  '{{7*7}}',
  '../../../../etc/passwd',
  'javascript:alert(1)',
  '\u0000',
  '\uFEFF\u202E',
  '𝕏🛫ñ'.repeat(50),
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  '0x1F',
  '   ',
  '',
] as const;

export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(20_000, 200_000).map((n) => 'a'.repeat(n)) },
);

export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom(...POLLUTION_KEYS)), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** An object with the endpoint's own field names (and some others) set to hostile values. */
export function hostileObject(fieldNames: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const names = fieldNames.length ? fc.constantFrom(...fieldNames) : hostileString;
  return fc.dictionary(fc.oneof({ weight: 4, arbitrary: names }, fc.constantFrom(...POLLUTION_KEYS)), hostileValue, {
    maxKeys: Math.max(3, fieldNames.length + 2),
  });
}

export type HostileBody = { kind: 'json'; text: string } | { kind: 'text'; text: string; contentType: string };

/** A request body: JSON of hostile shape, truncated or malformed JSON, or another content type. */
export function hostileBody(fieldNames: readonly string[]): fc.Arbitrary<HostileBody> {
  const json = fc.oneof(hostileObject(fieldNames), hostileValue).map((value) => JSON.stringify(value) ?? 'null');
  return fc.oneof(
    { weight: 6, arbitrary: json.map((text) => ({ kind: 'json' as const, text })) },
    {
      weight: 1,
      arbitrary: json
        .filter((text) => text.length > 1)
        .map((text) => ({
          kind: 'json' as const,
          text: text.slice(0, Math.max(1, text.length - 1 - (text.length % 7))),
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{"__proto__": {"isAdmin": true}}',
          '{"constructor": {"prototype": {"polluted": 1}}}',
          '[]',
          '{',
          'null',
        )
        .map((text) => ({ kind: 'json' as const, text })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hostileString, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'))
        .map(([text, contentType]) => ({ kind: 'text' as const, text, contentType })),
    },
  );
}

/** Query parameters: the endpoint's own names (and others) with hostile values, sometimes repeated. */
export function hostileQuery(paramNames: readonly string[]): fc.Arbitrary<[string, string][]> {
  const names = paramNames.length
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...paramNames) }, hostileString)
    : hostileString;
  return fc.array(fc.tuple(names, hostileString), { maxLength: 5 });
}
