import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';

/*
 * The search feature's contract: the records of the per-locale index and the request/response of
 * the Algolia-compatible multi-query endpoint (`POST /api/v2/search`, the shape of Algolia's
 * `POST /1/indexes/*\/queries`), so algoliasearch / react-instantsearch can talk to it unchanged.
 */

export const SEARCH_HITS_PER_PAGE = 5;
export const MAX_QUERY_LENGTH = 200;

export const searchRecordSchema = z.object({
  objectID: z.string().meta({ description: 'Stable id: `page:/servicios/mascotas`, `establishment:12`…' }),
  kind: z.enum(['page', 'faq', 'establishment', 'offer', 'flight']),
  name: z.string(),
  routeUrl: z.string().meta({ description: 'Site path with the locale prefix, e.g. `/en/servicios/mascotas`' }),
  section: z.string().meta({ description: 'Section label in the index language' }),
  locale: z.enum(locales),
  text: z.string(),
  keywords: z.array(z.string()),
  /** Site pages a passage links to (assistant passages only), with the locale prefix. */
  links: z.array(z.string()).optional(),
});
export type SearchRecord = z.infer<typeof searchRecordSchema>;

const queryText = z.string().max(MAX_QUERY_LENGTH);
const pageNumber = z.coerce.number().int().min(0).max(1000);
const hitsPerPageNumber = z.coerce.number().int().min(1).max(50);

/** The per-query parameters we honour (others that InstantSearch sends are accepted and ignored). */
export const searchParamsSchema = z.looseObject({
  query: queryText.optional(),
  page: pageNumber.optional(),
  hitsPerPage: hitsPerPageNumber.optional(),
  highlightPreTag: z.string().max(40).optional(),
  highlightPostTag: z.string().max(40).optional(),
});

/** One query: Algolia v5 sends the parameters flat; v4 and InstantSearch may send `params` as a query string. */
export const searchQuerySchema = z.looseObject({
  indexName: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\w.-]+$/, 'Use an index name like eldorado_es'),
  params: z.union([z.string().max(2000), z.record(z.string(), z.unknown())]).optional(),
  query: queryText.optional(),
  page: pageNumber.optional(),
  hitsPerPage: hitsPerPageNumber.optional(),
  highlightPreTag: z.string().max(40).optional(),
  highlightPostTag: z.string().max(40).optional(),
});

export const multiQueryRequestSchema = z
  .object({ requests: z.array(searchQuerySchema).min(1).max(10) })
  .meta({ description: "Algolia's multi-query request: `{ requests: [{ indexName, query, page, hitsPerPage }] }`" });
export type MultiQueryRequest = z.infer<typeof multiQueryRequestSchema>;

const highlightSchema = z.object({
  value: z.string().meta({ description: 'HTML-escaped text with matches wrapped in the highlight tags' }),
  matchLevel: z.enum(['none', 'partial', 'full']),
  matchedWords: z.array(z.string()),
  fullyHighlighted: z.boolean().optional(),
});
export type HighlightResult = z.infer<typeof highlightSchema>;

export const searchHitSchema = searchRecordSchema.extend({
  _highlightResult: z.object({ name: highlightSchema, section: highlightSchema, text: highlightSchema }),
  _snippetResult: z.object({ text: z.object({ value: z.string(), matchLevel: z.enum(['none', 'partial', 'full']) }) }),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z.object({
  index: z.string(),
  hits: z.array(searchHitSchema),
  nbHits: z.number().int(),
  page: z.number().int(),
  nbPages: z.number().int(),
  hitsPerPage: z.number().int(),
  query: z.string(),
  params: z.string(),
  exhaustiveNbHits: z.boolean(),
  processingTimeMS: z.number().int(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const multiQueryResponseSchema = z
  .object({ results: z.array(searchResultSchema) })
  .meta({ description: "Algolia's multi-query response, one result per request" });
export type MultiQueryResponse = z.infer<typeof multiQueryResponseSchema>;

/** GET /api/v2/search?q=&locale=&page= (the simple form; answers one result in the same shape). */
export const simpleSearchQuerySchema = z.object({
  q: queryText.default(''),
  locale: z.enum(locales).default('es'),
  page: pageNumber.default(0),
  hitsPerPage: hitsPerPageNumber.default(SEARCH_HITS_PER_PAGE),
});
