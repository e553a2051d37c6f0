import { searchIndex, type EngineResult, type SearchIndex } from './engine';
import { DEFAULT_TAGS, highlight, snippet, type HighlightTags } from './highlight';
import { SEARCH_HITS_PER_PAGE, searchParamsSchema, type SearchHit, type SearchResult } from './schemas';
import type { z } from 'zod';
import type { searchQuerySchema } from './schemas';

/*
 * Algolia's multi-query wire format over the embedded engine: one request's parameters (flat, as
 * algoliasearch v5 sends them, or in `params`, as v4 and InstantSearch may) in, one `results[]` entry out.
 */

export type AlgoliaQuery = z.infer<typeof searchQuerySchema>;

export interface QueryParams {
  query: string;
  page: number;
  hitsPerPage: number;
  tags: HighlightTags;
}

function paramsObject(params: AlgoliaQuery['params']): Record<string, unknown> {
  if (!params) return {};
  if (typeof params === 'string') return Object.fromEntries(new URLSearchParams(params));
  return params;
}

/** The parameters of one request; `params` values win over flat ones, as in Algolia. Throws a ZodError on bad values. */
export function queryParamsOf(request: AlgoliaQuery): QueryParams {
  const { indexName: _index, params, ...flat } = request;
  const parsed = searchParamsSchema.parse({ ...flat, ...paramsObject(params) });
  return {
    query: parsed.query ?? '',
    page: parsed.page ?? 0,
    hitsPerPage: parsed.hitsPerPage ?? SEARCH_HITS_PER_PAGE,
    tags: {
      pre: parsed.highlightPreTag ?? DEFAULT_TAGS.pre,
      post: parsed.highlightPostTag ?? DEFAULT_TAGS.post,
    },
  };
}

function toHit(hit: EngineResult['hits'][number], queryWords: string[], tags: HighlightTags): SearchHit {
  const input = { matchedBy: hit.matchedBy, queryWords, tags };
  return {
    ...hit.record,
    _highlightResult: {
      name: highlight(hit.record.name, input),
      section: highlight(hit.record.section, input),
      text: highlight(snippetSource(hit.record.text), input),
    },
    _snippetResult: { text: snippet(hit.record.text, input) },
  };
}

/** The highlighted `text` is capped: a hit's full text is for matching, not for sending. */
function snippetSource(text: string): string {
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

function paramsString(params: QueryParams): string {
  return new URLSearchParams({
    query: params.query,
    page: String(params.page),
    hitsPerPage: String(params.hitsPerPage),
  }).toString();
}

/** Runs one query against an index and answers in Algolia's result shape. */
export function runAlgoliaQuery(
  index: SearchIndex,
  indexName: string,
  params: QueryParams,
  extraHits: SearchHit[] = [],
): SearchResult {
  const started = performance.now();
  const result = searchIndex(index, { query: params.query, page: params.page, hitsPerPage: params.hitsPerPage });
  const hits = result.hits.map((hit) => toHit(hit, result.queryWords, params.tags));
  const pinned = params.page === 0 ? extraHits : [];
  const nbHits = result.nbHits + extraHits.length;
  return {
    index: indexName,
    hits: [...pinned, ...hits].slice(0, params.hitsPerPage),
    nbHits,
    page: params.page,
    nbPages: Math.ceil(nbHits / params.hitsPerPage),
    hitsPerPage: params.hitsPerPage,
    query: params.query,
    params: paramsString(params),
    exhaustiveNbHits: true,
    processingTimeMS: Math.round(performance.now() - started),
  };
}
