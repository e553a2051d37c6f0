/**
 * A JSON response whose bytes carry no markup: `<`, `>` and `&` (and the JavaScript line separators)
 * are written as `\u` escapes inside strings. `JSON.parse` gives exactly the same value, so clients see
 * no difference, but an answer that must echo what the caller typed (Algolia's `query` and `params`,
 * which InstantSearch reads back) never carries the caller's markup verbatim (no unescaped echo),
 * even if a browser, proxy or log viewer were to treat the body as HTML.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;
const escapeChar = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

export function markupSafeJsonText(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, escapeChar);
}

export function markupSafeJson(value: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json');
  return new Response(markupSafeJsonText(value), { ...init, headers });
}
