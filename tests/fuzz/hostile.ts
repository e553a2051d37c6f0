import fc from 'fast-check';

/*
 * Hostile input for property-based tests of the public API: wrong types, huge strings,
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

/** Generated markup: tags (some with event handlers) around or inside random text. */
export const markupString: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('script', 'img', 'svg', 'iframe', 'a', 'b', 'div', 'style', 'body', 'math'),
    fc.constantFrom('', ' src=x onerror=alert(1)', ' onload="alert(document.domain)"', " href='javascript:alert(1)'"),
    fc.string({ maxLength: 12 }),
    fc.string({ maxLength: 12 }),
  )
  .map(([tag, attributes, inside, around]) => `${around}<${tag}${attributes}>${inside}</${tag}>${around}`);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 2, arbitrary: markupString },
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

/**
 * How the body travels: with a Content-Length (default), chunked (a stream, no length), or chunked and
 * endless (≈ 13 MB of JSON whitespace after the text, more than any endpoint accepts).
 */
export type BodyTransfer = 'length' | 'chunked' | 'oversized';
export type HostileBody = ({ kind: 'json'; text: string } | { kind: 'text'; text: string; contentType: string }) & {
  transfer?: BodyTransfer;
};

/** A request body: JSON of hostile shape, truncated or malformed JSON, or another content type; sometimes chunked. */
export function hostileBody(fieldNames: readonly string[]): fc.Arbitrary<HostileBody> {
  return fc
    .tuple(
      hostileBodyText(fieldNames),
      fc.constantFrom<BodyTransfer>('length', 'length', 'length', 'length', 'chunked', 'oversized'),
    )
    .map(([body, transfer]) => ({ ...body, transfer }));
}

/** The body as a stream of 64 kB chunks without a length; an oversized one goes on well past every cap. */
export function chunkedBody(body: HostileBody): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(body.text);
  const padding = new Uint8Array(64 * 1024).fill(0x20);
  let sent = 0;
  let padded = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent < bytes.byteLength) {
        controller.enqueue(bytes.slice(sent, sent + padding.byteLength));
        sent += padding.byteLength;
      } else if (body.transfer === 'oversized' && padded < 200) {
        controller.enqueue(padding);
        padded += 1;
      } else {
        controller.close();
      }
    },
  });
}

function hostileBodyText(fieldNames: readonly string[]): fc.Arbitrary<HostileBody> {
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

/** Every string in a generated value: object keys, values, array items (depth-first). */
export function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, out);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      out.push(key);
      stringsIn(item, out);
    }
  return out;
}

const TAG = /<\/?[a-z][^<>]*>/gi;
/** Shorter pieces could occur in an answer by chance (`<b>` in sanitised content HTML). */
const MIN_ECHO_LENGTH = 8;

/**
 * What must never come back unescaped: each generated string that contains a tag, and each tag in it
 * (a tag can be echoed without the text around it), when long enough to be the input's own.
 */
export function markupIn(strings: readonly string[]): string[] {
  const pieces = new Set<string>();
  for (const text of strings) {
    const tags = text.match(TAG);
    if (!tags) continue;
    if (text.length >= MIN_ECHO_LENGTH) pieces.add(text);
    for (const tag of tags) if (tag.length >= MIN_ECHO_LENGTH) pieces.add(tag);
  }
  return [...pieces];
}
