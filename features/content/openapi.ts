import { errorResponses, type OpenApiRegistry } from '@/lib/http/openapi';
import { documentParamsSchema, documentQuerySchema } from './entry-schemas';

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
}
