import { fold } from './text';
import type { HighlightResult } from './schemas';

/*
 * Algolia-style `_highlightResult` and `_snippetResult`: the text HTML-escaped, with every word the
 * query matched (accents and typos included) wrapped in the highlight tags (`<em>` by default;
 * InstantSearch sends its own `__ais-highlight__` tags).
 */

export interface HighlightTags {
  pre: string;
  post: string;
}

export const DEFAULT_TAGS: HighlightTags = { pre: '<em>', post: '</em>' };
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const SNIPPET_WORDS = 24;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);
}

interface Segment {
  text: string;
  match: boolean;
}

function segmentsOf(value: string, matched: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const m of value.matchAll(WORD)) {
    const start = m.index;
    if (start > last) segments.push({ text: value.slice(last, start), match: false });
    segments.push({ text: m[0], match: matched.has(fold(m[0])) });
    last = start + m[0].length;
  }
  if (last < value.length) segments.push({ text: value.slice(last), match: false });
  return segments;
}

function render(segments: Segment[], tags: HighlightTags): string {
  return segments.map((s) => (s.match ? `${tags.pre}${escapeHtml(s.text)}${tags.post}` : escapeHtml(s.text))).join('');
}

function matchLevelOf(found: number, total: number): HighlightResult['matchLevel'] {
  if (found === 0) return 'none';
  return found >= total ? 'full' : 'partial';
}

/** The matched query words present in a text (query words whose index matches occur in it). */
function matchedQueryWords(
  segments: Segment[],
  queryWords: readonly string[],
  matchedBy: ReadonlyMap<string, string>,
): string[] {
  const present = new Set(segments.filter((s) => s.match).map((s) => matchedBy.get(fold(s.text))));
  return queryWords.filter((word) => present.has(word));
}

export interface HighlightInput {
  /** Index word → the query word it matched. */
  matchedBy: ReadonlyMap<string, string>;
  queryWords: readonly string[];
  tags?: HighlightTags;
}

export function highlight(value: string, input: HighlightInput): HighlightResult {
  const matched = new Set(input.matchedBy.keys());
  const segments = segmentsOf(value, matched);
  const found = matchedQueryWords(segments, input.queryWords, input.matchedBy);
  const words = segments.filter((s) => /[\p{L}\p{N}]/u.test(s.text));
  return {
    value: render(segments, input.tags ?? DEFAULT_TAGS),
    matchLevel: matchLevelOf(found.length, input.queryWords.length),
    matchedWords: found,
    fullyHighlighted: words.length > 0 && words.every((s) => s.match),
  };
}

/** A window of about 24 words around the first match (the start when nothing matches), with "…". */
export function snippet(
  value: string,
  input: HighlightInput,
): { value: string; matchLevel: HighlightResult['matchLevel'] } {
  const matched = new Set(input.matchedBy.keys());
  const segments = segmentsOf(value, matched);
  const wordIndexes = segments.flatMap((s, i) => (/[\p{L}\p{N}]/u.test(s.text) ? [i] : []));
  const firstMatch = segments.findIndex((s) => s.match);
  const startWord = Math.max(0, wordIndexes.indexOf(firstMatch) - 6);
  const from = firstMatch === -1 ? 0 : (wordIndexes[startWord] ?? 0);
  const to = (wordIndexes[startWord + SNIPPET_WORDS] ?? segments.length) as number;
  const window = segments.slice(from, to);
  const found = matchedQueryWords(window, input.queryWords, input.matchedBy);
  const text = `${from > 0 ? '…' : ''}${render(window, input.tags ?? DEFAULT_TAGS).trim()}${to < segments.length ? '…' : ''}`;
  return { value: text, matchLevel: matchLevelOf(found.length, input.queryWords.length) };
}
