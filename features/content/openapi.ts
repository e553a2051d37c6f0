import { errorResponses, type OpenApiRegistry } from '@/lib/http/openapi';
import {
  documentParamsSchema,
  documentQuerySchema,
  revalidateBodySchema,
  revalidateResponseSchema,
} from './entry-schemas';
import { publishPageResponseSchema, publishPageSchema } from './schemas';

export function registerContentApi(registry: OpenApiRegistry): void {
  registry.registerTag('content', 'Documents published by the airport');
  registry.registerPath({
    method: 'get',
    path: '/api/v2/documents/{id}',
    operationId: 'getDocument',
    summary: 'A document as PDF',
    description:
      'One of the airport’s known documents (guides, policies) as application/pdf, in the language asked for ' +
      '(Spanish when that translation is missing). Unknown ids answer 404; ids are never file paths.',
    tags: ['content'],
    pathParams: documentParamsSchema,
    query: documentQuerySchema,
    responses: { 200: { description: 'application/pdf' }, ...errorResponses(400, 404, 500) },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/v2/content/revalidate',
    operationId: 'revalidateContent',
    summary: 'Drop cached pages after a content update',
    description:
      'Called by `npm run content:seed` with the paths it changed. Bearer token REVALIDATE_SECRET; 403 when the ' +
      'server has none. Each path is dropped in the four locales (es unprefixed, /en, /fr, /pt); `/` drops every page.',
    tags: ['content'],
    body: revalidateBodySchema,
    responses: {
      200: { description: 'Pages dropped', schema: revalidateResponseSchema },
      ...errorResponses(400, 401, 403, 413, 500),
    },
  });
  registry.registerPath({
    method: 'put',
    path: '/api/v2/content/pages',
    operationId: 'publishContentPage',
    summary: 'Publish one page without a rebuild',
    description:
      'Writes a published page in the content files’ definePage format (es required; a locale left out shows the ' +
      'Spanish text). The path is a route of the site or a generic page (`/{slug}`, `/servicios/{pageSlug}`, ' +
      '`/comunicados/{pageSlug}`, `/corporativo/servicios/{pageSlug}`), which is served, listed in the sitemap and ' +
      'searchable at once. Its cached pages are dropped in the four locales. Bearer token REVALIDATE_SECRET; 403 ' +
      'when the server has none. The content seed on server start keeps only the pages of the content files.',
    tags: ['content'],
    body: publishPageSchema,
    responses: {
      200: { description: 'Page stored', schema: publishPageResponseSchema },
      ...errorResponses(400, 401, 403, 413, 500),
    },
  });
}
