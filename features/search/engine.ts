import { MIN_TYPO_LENGTH, STOP_WORDS, SYNONYMS, indexWords, pluralVariants, withinOneEdit, words } from './text';
import type { SearchRecord } from './schemas';

/*
 * The embedded search engine: an in-memory inverted index over SearchRecords of one locale, with
 * Algolia's default behaviour where passengers notice it: accent- and case-insensitive, prefix match
 * on the last word (search-as-you-type), one typo allowed in words of 5+ letters, every word required,
 * ranking by matched words, then exactness (exact < prefix < typo), then attribute (name > keywords >
 * section > text), then the record kind. Pure: no I/O, fast enough to run per keystroke.
 */

type Field = 'name' | 'keywords' | 'section' | 'text';
const FIELD_WEIGHT: Record<Field, number> = { name: 8, keywords: 4, section: 2, text: 1 };
const EXACTNESS = { exact: 3, prefix: 2, typo: 1 } as const;
/** Among equals, pages and FAQ answers come before directory entries. */
const KIND_RANK: Record<SearchRecord['kind'], number> = { page: 0, faq: 1, flight: 0, offer: 2, establishment: 3 };

interface Posting {
  doc: number;
  weight: number;
  /** Occurrences in the record (a tie-break: the page about it mentions it most). */
  count: number;
}

export interface SearchIndex {
  records: SearchRecord[];
  postings: Map<string, Posting[]>;
  vocabulary: string[];
}

export interface EngineQuery {
  query: string;
  page?: number;
  hitsPerPage?: number;
  /** false: a record matching any word counts (the assistant's retrieval); true (default): every word. */
  requireAllWords?: boolean;
  /** Leave out stop words ("how", "para", "est-ce") before matching; the assistant asks with sentences. */
  dropStopWords?: boolean;
  /**
   * 'tiebreak' (default): Algolia's tie-breaking order. 'relevance': rare words count more (idf), for
   * the assistant's questions, where "aeropuerto" says less than "wifi".
   */
  ranking?: 'tiebreak' | 'relevance';
}

export interface RankedHit {
  record: SearchRecord;
  /** Folded index word that matched → the query word it matched, for highlighting. */
  matchedBy: Map<string, string>;
  /** Query words the record matched. */
  matchedQueryWords: string[];
  score: number;
  frequency: number;
  /** Sum over matched query words of idf × match quality (the 'relevance' ranking). */
  relevance: number;
  /** Share (0–1) of the query's idf weight this record matches: how much of the question it covers. */
  coverage: number;
}

export interface EngineResult {
  hits: RankedHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  /** The query words used (after stop words). */
  queryWords: string[];
}

function fieldTexts(record: SearchRecord): Record<Field, string> {
  return { name: record.name, keywords: record.keywords.join(' '), section: record.section, text: record.text };
}

/** Builds the index of one locale's records (done at start-up and when content changes). */
export function buildIndex(records: readonly SearchRecord[]): SearchIndex {
  const postings = new Map<string, Posting[]>();
  records.forEach((record, doc) => {
    const best = new Map<string, { weight: number; count: number }>();
    for (const [field, value] of Object.entries(fieldTexts(record)) as [Field, string][]) {
      for (const word of indexWords(value)) {
        const current = best.get(word);
        if (current) {
          current.weight = Math.max(current.weight, FIELD_WEIGHT[field]);
          current.count += 1;
        } else best.set(word, { weight: FIELD_WEIGHT[field], count: 1 });
      }
    }
    for (const [word, { weight, count }] of best) {
      const list = postings.get(word);
      if (list) list.push({ doc, weight, count });
      else postings.set(word, [{ doc, weight, count }]);
    }
  });
  return { records: [...records], postings, vocabulary: [...postings.keys()] };
}

interface WordMatch {
  word: string;
  exactness: number;
}

/** The index words a query word matches: itself, words it starts (last word only), one typo away. */
function expand(index: SearchIndex, queryWord: string, isLast: boolean): WordMatch[] {
  const found: WordMatch[] = [];
  if (index.postings.has(queryWord)) found.push({ word: queryWord, exactness: EXACTNESS.exact });
  const plurals = pluralVariants(queryWord).filter((variant) => index.postings.has(variant));
  for (const word of plurals) found.push({ word, exactness: EXACTNESS.exact });
  for (const word of SYNONYMS.get(queryWord) ?? []) {
    if (index.postings.has(word)) found.push({ word, exactness: EXACTNESS.typo });
  }
  const typos = queryWord.length >= MIN_TYPO_LENGTH;
  if (!isLast && !typos) return found;
  for (const word of index.vocabulary) {
    if (word === queryWord || plurals.includes(word)) continue;
    if (isLast && word.startsWith(queryWord)) found.push({ word, exactness: EXACTNESS.prefix });
    else if (typos && Math.abs(word.length - queryWord.length) <= 1 && withinOneEdit(queryWord, word))
      found.push({ word, exactness: EXACTNESS.typo });
  }
  return found;
}

interface DocScore {
  matchedQueryWords: string[];
  score: number;
  frequency: number;
  relevance: number;
  coverage: number;
  matchedBy: Map<string, string>;
}

/** score = exactness × 10 + field weight: for relevance, a title or keyword match counts up to 3× a text one. */
function relevanceFactor(score: number): number {
  const weight = score % 10;
  const exactness = Math.floor(score / 10);
  return (exactness === EXACTNESS.exact ? 1 : exactness === EXACTNESS.prefix ? 0.75 : 0.6) * (1 + weight / 4);
}

function scoreDocs(index: SearchIndex, queryWords: string[]): Map<number, DocScore> {
  const scores = new Map<number, DocScore>();
  let totalIdf = 0;
  queryWords.forEach((queryWord, position) => {
    const best = new Map<number, { score: number; count: number; words: string[] }>();
    for (const { word, exactness } of expand(index, queryWord, position === queryWords.length - 1)) {
      for (const { doc, weight, count } of index.postings.get(word) ?? []) {
        const score = exactness * 10 + weight;
        const current = best.get(doc);
        if (!current) best.set(doc, { score, count, words: [word] });
        else {
          current.words.push(word);
          current.score = Math.max(current.score, score);
          current.count += count;
        }
      }
    }
    const idf = Math.log((index.records.length + 1) / (best.size + 1)) + 0.1;
    totalIdf += idf;
    for (const [doc, { score, count, words: matchedWords }] of best) {
      const entry = scores.get(doc) ?? {
        matchedQueryWords: [],
        score: 0,
        frequency: 0,
        relevance: 0,
        coverage: 0,
        matchedBy: new Map<string, string>(),
      };
      entry.matchedQueryWords.push(queryWord);
      entry.score += score;
      entry.relevance += idf * relevanceFactor(score) + Math.min(count, 5) * 0.02 * idf;
      entry.coverage += idf;
      entry.frequency += Math.min(count, 20);
      for (const word of matchedWords) if (!entry.matchedBy.has(word)) entry.matchedBy.set(word, queryWord);
      scores.set(doc, entry);
    }
  });
  for (const entry of scores.values()) entry.coverage = totalIdf ? entry.coverage / totalIdf : 0;
  return scores;
}

function compareHits(a: RankedHit, b: RankedHit): number {
  return (
    b.matchedQueryWords.length - a.matchedQueryWords.length ||
    b.score - a.score ||
    KIND_RANK[a.record.kind] - KIND_RANK[b.record.kind] ||
    b.frequency - a.frequency ||
    a.record.name.length - b.record.name.length ||
    a.record.objectID.localeCompare(b.record.objectID)
  );
}

/** The query's words as the engine uses them (folded, de-duplicated, stop words dropped on request). */
export function queryWordsOf(query: string, dropStopWords = false): string[] {
  const all = [...new Set(words(query))];
  if (!dropStopWords) return all;
  const kept = all.filter((word) => !STOP_WORDS.has(word));
  return kept.length ? kept : all;
}

/** Runs a query: ranked hits of the asked page. An empty query matches nothing. */
export function searchIndex(index: SearchIndex, input: EngineQuery): EngineResult {
  const hitsPerPage = input.hitsPerPage ?? 5;
  const page = input.page ?? 0;
  const queryWords = queryWordsOf(input.query, input.dropStopWords).slice(0, 12);
  const requireAll = input.requireAllWords ?? true;
  const ranked: RankedHit[] = [];
  if (queryWords.length) {
    for (const [doc, score] of scoreDocs(index, queryWords)) {
      if (requireAll && score.matchedQueryWords.length < queryWords.length) continue;
      ranked.push({ record: index.records[doc] as SearchRecord, ...score });
    }
  }
  ranked.sort(input.ranking === 'relevance' ? (a, b) => b.relevance - a.relevance || compareHits(a, b) : compareHits);
  const nbHits = ranked.length;
  return {
    hits: ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage),
    nbHits,
    page,
    nbPages: Math.ceil(nbHits / hitsPerPage),
    hitsPerPage,
    queryWords,
  };
}
