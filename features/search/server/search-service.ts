import 'server-only';
import { findFlight } from '@/features/flights/server';
import { notFound } from '@/lib/http/errors';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { queryParamsOf, runAlgoliaQuery, type AlgoliaQuery } from '../algolia';
import { searchIndex, type SearchIndex } from '../engine';
import { highlight } from '../highlight';
import { localeUrl } from '../records';
import {
  SEARCH_HITS_PER_PAGE,
  type SearchRecord,
  type MultiQueryRequest,
  type MultiQueryResponse,
  type SearchHit,
  type SearchResult,
} from '../schemas';
import { localeIndexes } from './index-store';

/*
 * Site search: the Algolia-compatible multi-query API over the embedded per-locale indexes, and the
 * server-rendered results page's query. A query that reads as a flight number (AV9364, av 9364)
 * also gets that flight, first, linking to its detail page.
 */

/** Index names: `eldorado_es`, `eldorado_en`, `eldorado_fr`, `eldorado_pt` (as on Algolia). */
export const INDEX_PREFIX = 'eldorado_';

export function indexNameOf(locale: Locale): string {
  return `${INDEX_PREFIX}${locale}`;
}

export function localeOfIndex(indexName: string): Locale | undefined {
  const suffix = indexName.startsWith(INDEX_PREFIX) ? indexName.slice(INDEX_PREFIX.length) : undefined;
  return isLocale(suffix) ? suffix : undefined;
}

const FLIGHT_SECTION: Record<Locale, string> = { es: 'Vuelos', en: 'Flights', fr: 'Vols', pt: 'Voos' };

async function flightHits(query: string, locale: Locale): Promise<SearchHit[]> {
  if (query.length > 12 || !/\d/.test(query)) return [];
  const found = await findFlight(query).catch(() => null);
  if (!found) return [];
  const { flight } = found;
  const name = `${flight.flight} · ${flight.airline.name} · ${flight.city[locale] ?? flight.city.es}`;
  const input = {
    matchedBy: new Map([[flight.flight.toLowerCase(), flight.flight.toLowerCase()]]),
    queryWords: [flight.flight.toLowerCase()],
  };
  return [
    {
      objectID: `flight:${flight.id}`,
      kind: 'flight',
      name,
      routeUrl: localeUrl(locale, `/vuelos/detalle/${flight.flight}`),
      section: FLIGHT_SECTION[locale],
      locale,
      text: flight.scheduleDate,
      keywords: [flight.flight],
      _highlightResult: {
        name: highlight(name, input),
        section: highlight(FLIGHT_SECTION[locale], input),
        text: highlight(flight.scheduleDate, input),
      },
      _snippetResult: { text: { value: flight.scheduleDate, matchLevel: 'none' } },
    },
  ];
}

async function runOne(request: AlgoliaQuery): Promise<SearchResult> {
  const locale = localeOfIndex(request.indexName);
  if (!locale)
    throw notFound('Unknown index: use eldorado_es, eldorado_en, eldorado_fr or eldorado_pt.', 'index_not_found');
  const params = queryParamsOf(request);
  const [{ site }, flights] = await Promise.all([localeIndexes(locale), flightHits(params.query.trim(), locale)]);
  return runAlgoliaQuery(site, request.indexName, params, flights);
}

/** POST /api/v2/search: every request of an Algolia multi-query, answered in order. */
export async function multiSearch(body: MultiQueryRequest): Promise<MultiQueryResponse> {
  return { results: await Promise.all(body.requests.map(runOne)) };
}

/** One page of results for the results page and GET /api/v2/search. */
export function searchSite(
  locale: Locale,
  query: string,
  page = 0,
  hitsPerPage = SEARCH_HITS_PER_PAGE,
): Promise<SearchResult> {
  return runOne({ indexName: indexNameOf(locale), query, page, hitsPerPage });
}

export interface RetrievedPassages {
  /** The question's meaningful words (stop words left out). */
  queryWords: string[];
  /** `coverage`: share (0–1) of the question's weight (rare words weigh more) the passage or its page matches. */
  hits: { record: SearchRecord; matchedQueryWords: string[]; coverage: number }[];
  /** Titles of the site's pages by URL, for links a passage makes. */
  pageTitles: ReadonlyMap<string, string>;
}

const titleCache = new WeakMap<SearchIndex, Map<string, string>>();

function pageTitlesOf(index: SearchIndex): Map<string, string> {
  let titles = titleCache.get(index);
  if (!titles) {
    titles = new Map(index.records.filter((r) => r.kind === 'page').map((r) => [r.routeUrl, r.name]));
    titleCache.set(index, titles);
  }
  return titles;
}

/** The assistant's retrieval: passages matching any meaningful word of a question, best first. */
export async function retrievePassages(locale: Locale, question: string, limit = 8): Promise<RetrievedPassages> {
  const { passages, site } = await localeIndexes(locale);
  const options = { query: question, requireAllWords: false, dropStopWords: true, ranking: 'relevance' as const };
  const passageResult = searchIndex(passages, { ...options, hitsPerPage: 60 });
  // The page a passage belongs to counts too: a question about wifi is best answered on the wifi page.
  const pages = new Map<string, { relevance: number; coverage: number }>();
  for (const hit of searchIndex(site, { ...options, hitsPerPage: 20 }).hits) {
    if (hit.record.kind === 'page' && !pages.has(hit.record.routeUrl)) pages.set(hit.record.routeUrl, hit);
  }
  const ranked = passageResult.hits
    .map((hit) => {
      const page = pages.get(hit.record.routeUrl);
      return {
        record: hit.record,
        matchedQueryWords: hit.matchedQueryWords,
        coverage: Math.max(hit.coverage, page?.coverage ?? 0),
        total: hit.relevance + 0.8 * (page?.relevance ?? 0),
      };
    })
    .sort((a, b) => b.total - a.total)
    .slice(0, limit);
  return {
    queryWords: passageResult.queryWords,
    pageTitles: pageTitlesOf(site),
    hits: ranked.map(({ record, matchedQueryWords, coverage }) => ({ record, matchedQueryWords, coverage })),
  };
}
