import type { MultiQueryRequest, MultiQueryResponse, SearchResult } from '../schemas';
import { PUBLIC_API_BASE_URL } from '@/lib/config/public';

/*
 * The browser's search client against the embedded Algolia-compatible endpoint: the subset of
 * algoliasearch v5's lite client the site uses, `search({ requests })` or InstantSearch's
 * `search([{ indexName, params }])`. With Algolia configured (ALGOLIA_APP_ID + ALGOLIA_SEARCH_KEY), the
 * header search uses algoliasearch's own `liteClient` instead (instant-search-panel.client.tsx): same
 * method, same request and response. Type-only schema imports keep zod out of the client bundle.
 */

type SearchRequests = MultiQueryRequest['requests'];

export interface SearchClient {
  /** The second argument is algoliasearch's request options; here only an abort signal. */
  search(request: MultiQueryRequest | SearchRequests, options?: { signal?: AbortSignal }): Promise<MultiQueryResponse>;
}

/** Algolia's public settings, passed from the server when Algolia is the provider (never the admin key). */
export interface AlgoliaPublicSettings {
  appId: string;
  searchKey: string;
  indexPrefix: string;
}

export const SEARCH_ENDPOINT = `${PUBLIC_API_BASE_URL}/v2/search`;

export function isSearchResult(value: unknown): value is SearchResult {
  const result = value as SearchResult | null;
  return (
    typeof result === 'object' && result !== null && Array.isArray(result.hits) && typeof result.nbHits === 'number'
  );
}

export function createSearchClient(endpoint = SEARCH_ENDPOINT, fetchImpl: typeof fetch = fetch): SearchClient {
  return {
    async search(request, options) {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(Array.isArray(request) ? { requests: request } : request),
        signal: options?.signal,
      });
      if (!response.ok) throw new Error(`Search failed with status ${response.status}`);
      const body = (await response.json()) as { results?: unknown };
      if (!Array.isArray(body.results) || !body.results.every(isSearchResult))
        throw new Error('Unexpected search response');
      return { results: body.results };
    },
  };
}

/** The per-locale index name, as on Algolia (`eldorado_es`…). */
export function indexNameFor(locale: string): string {
  return `eldorado_${locale}`;
}

/**
 * InstantSearch asks once with an empty query when it starts; the header search shows nothing for
 * an empty query, so those requests are answered here without a round trip.
 */
export function skippingEmptyQueries<C extends { search: (requests: never) => Promise<unknown> }>(client: C): C {
  const search = (requests: SearchRequests) => {
    const empty = requests.every((request) => !queryOf(request).trim());
    if (!empty) return (client.search as (r: SearchRequests) => Promise<unknown>)(requests);
    return Promise.resolve({
      results: requests.map((request) => ({
        index: request.indexName,
        hits: [],
        nbHits: 0,
        page: 0,
        nbPages: 0,
        hitsPerPage: 0,
        processingTimeMS: 0,
        exhaustiveNbHits: true,
        query: '',
        params: '',
      })),
    });
  };
  return { ...client, search } as C;
}

function queryOf(request: SearchRequests[number]): string {
  const params = request.params;
  if (typeof params === 'string') return new URLSearchParams(params).get('query') ?? '';
  const fromParams = params && typeof params.query === 'string' ? params.query : undefined;
  return fromParams ?? request.query ?? '';
}
