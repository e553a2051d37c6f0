import 'server-only';
import { findFlight } from '@/features/flights/server';
import { notFound } from '@/lib/http/errors';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { queryParamsOf, runAlgoliaQuery, type AlgoliaQuery } from '../algolia';
import { highlight } from '../highlight';
import { localeUrl } from '../records';
import { SEARCH_HITS_PER_PAGE, type MultiQueryRequest, type MultiQueryResponse, type SearchHit, type SearchResult } from '../schemas';
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
  const input = { matchedBy: new Map([[flight.flight.toLowerCase(), flight.flight.toLowerCase()]]), queryWords: [flight.flight.toLowerCase()] };
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
  if (!locale) throw notFound('Unknown index: use eldorado_es, eldorado_en, eldorado_fr or eldorado_pt.', 'index_not_found');
  const params = queryParamsOf(request);
  const [{ site }, flights] = await Promise.all([localeIndexes(locale), flightHits(params.query.trim(), locale)]);
  return runAlgoliaQuery(site, request.indexName, params, flights);
}

/** POST /api/v2/search: every request of an Algolia multi-query, answered in order. */
export async function multiSearch(body: MultiQueryRequest): Promise<MultiQueryResponse> {
  return { results: await Promise.all(body.requests.map(runOne)) };
}

/** One page of results for the results page and GET /api/v2/search. */
export function searchSite(locale: Locale, query: string, page = 0, hitsPerPage = SEARCH_HITS_PER_PAGE): Promise<SearchResult> {
  return runOne({ indexName: indexNameOf(locale), query, page, hitsPerPage });
}
