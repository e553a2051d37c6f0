import type { MultiQueryRequest, MultiQueryResponse, SearchResult } from '../schemas';

/*
 * The browser's search client: the subset of algoliasearch v5's lite client that the site uses,
 * `search({ requests })`, against the embedded Algolia-compatible endpoint. To use Algolia itself,
 * replace createSearchClient's body with `liteClient(appId, searchOnlyKey)` from 'algoliasearch/lite'
 * (same method, same request and response): nothing else changes. Type-only schema imports keep zod
 * out of the client bundle.
 */

export interface SearchClient {
  /** The second argument is algoliasearch's request options; here only an abort signal. */
  search(request: MultiQueryRequest, options?: { signal?: AbortSignal }): Promise<MultiQueryResponse>;
}

export const SEARCH_ENDPOINT = `${process.env.NEXT_PUBLIC_API_BASE_URL ?? '/api'}/v2/search`;

export function isSearchResult(value: unknown): value is SearchResult {
  const result = value as SearchResult | null;
  return typeof result === 'object' && result !== null && Array.isArray(result.hits) && typeof result.nbHits === 'number';
}

export function createSearchClient(endpoint = SEARCH_ENDPOINT, fetchImpl: typeof fetch = fetch): SearchClient {
  return {
    async search(request, options) {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
        signal: options?.signal,
      });
      if (!response.ok) throw new Error(`Search failed with status ${response.status}`);
      const body = (await response.json()) as { results?: unknown };
      if (!Array.isArray(body.results) || !body.results.every(isSearchResult)) throw new Error('Unexpected search response');
      return { results: body.results };
    },
  };
}

/** The per-locale index name, as on Algolia (`eldorado_es`…). */
export function indexNameFor(locale: string): string {
  return `eldorado_${locale}`;
}
