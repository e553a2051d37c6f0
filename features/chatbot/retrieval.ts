import type { RetrievedPassages } from '@/features/search/server';
import type { ChatAnswer } from './schemas';

/*
 * The assistant's choice among retrieved passages (pure): trusted only when a passage covers enough
 * of the question's meaningful words, then quoted as written on the site, with up to 3 source pages.
 */

const MAX_ANSWER_CHARS = 420;
const MAX_SOURCES = 3;

/** The passage text cut at a sentence end near the limit. */
export function quote(text: string, max = MAX_ANSWER_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('? '), cut.lastIndexOf('! '));
  return end > max / 3 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** A passage is trusted when it covers at least this share of the question's weight (rare words weigh more). */
export const MIN_COVERAGE = 0.5;

/**
 * The best trusted passage, quoted, with its sources: its page, the pages it links to, then the
 * pages of the next trusted passages (3 at most).
 */
export function pickAnswer({ hits, pageTitles }: RetrievedPassages): Pick<ChatAnswer, 'text' | 'sources'> | null {
  const trusted = hits.filter((hit) => hit.coverage >= MIN_COVERAGE);
  const best = trusted[0];
  if (!best) return null;
  const sources = new Map<string, string>([[best.record.routeUrl, best.record.section]]);
  for (const url of best.record.links ?? []) {
    const title = pageTitles.get(url);
    if (title && sources.size < MAX_SOURCES) sources.set(url, title);
  }
  for (const { record } of trusted) {
    if (sources.size >= MAX_SOURCES) break;
    if (!sources.has(record.routeUrl)) sources.set(record.routeUrl, record.section);
  }
  const text = best.record.kind === 'faq' ? `${best.record.name} ${best.record.text}` : best.record.text;
  return { text: quote(text), sources: [...sources].map(([url, title]) => ({ url, title })) };
}
