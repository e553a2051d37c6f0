import { errorResponses, type OpenApiRegistry } from '@/lib/http/openapi';
import {
  multiQueryRequestSchema,
  multiQueryResponseSchema,
  searchHitSchema,
  searchRecordSchema,
  searchResultSchema,
  simpleSearchQuerySchema,
} from './schemas';

export function registerSearchApi(registry: OpenApiRegistry): void {
  registry.registerTag('search', 'Site search: pages, FAQ, establishments and flights, one index per language');
  registry.registerSchema('SearchRecord', searchRecordSchema);
  registry.registerSchema('SearchHit', searchHitSchema);
  registry.registerSchema('SearchResult', searchResultSchema);
  registry.registerPath({
    method: 'post',
    path: '/api/v2/search',
    operationId: 'multiSearch',
    summary: 'Search (Algolia multi-query format)',
    description:
      "The request and response of Algolia's `POST /1/indexes/*/queries`, so algoliasearch and react-instantsearch " +
      'work against it unchanged. Indexes: `eldorado_es`, `eldorado_en`, `eldorado_fr`, `eldorado_pt`. Parameters ' +
      '`query`, `page`, `hitsPerPage` (default 5), `highlightPreTag`, `highlightPostTag`, flat or in `params`. ' +
      'Accent- and case-insensitive, one typo allowed in words of 5+ letters; a flight number gives that flight first.',
    tags: ['search'],
    body: multiQueryRequestSchema,
    responses: {
      200: { description: 'One result per request, in order', schema: multiQueryResponseSchema },
      ...errorResponses(400, 404, 413, 500, 503),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/v2/search',
    operationId: 'searchSite',
    summary: 'Search one language',
    description:
      'A single query in the same result shape as one entry of the multi-query response. Cacheable for 60 s.',
    tags: ['search'],
    query: simpleSearchQuerySchema,
    responses: {
      200: { description: 'One page of hits', schema: searchResultSchema },
      ...errorResponses(400, 500, 503),
    },
  });
}
