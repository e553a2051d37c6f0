// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument, errorResponses, OpenApiRegistry, type OpenApiDocument } from '@/lib/http/openapi';
import { createOpenApiRegistry, getOpenApiDocument } from './openapi-document';

function collectRefs(node: unknown, refs: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => collectRefs(item, refs));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') refs.push(value);
      else collectRefs(value, refs);
    }
  }
  return refs;
}

function resolvePointer(document: unknown, ref: string): unknown {
  expect(ref.startsWith('#/')).toBe(true);
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
}

function expectAllRefsResolve(document: OpenApiDocument) {
  const refs = collectRefs(document);
  for (const ref of refs) expect(resolvePointer(document, ref), ref).toBeDefined();
  return refs;
}

describe('OpenAPI document', () => {
  const document = getOpenApiDocument();

  it('is an OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toMatch(/El Dorado/);
    expect(() => JSON.parse(JSON.stringify(document))).not.toThrow();
  });

  it('contains every registered path and method', () => {
    for (const operation of createOpenApiRegistry().operations) {
      expect(document.paths[operation.path]?.[operation.method], `${operation.method} ${operation.path}`).toBeDefined();
    }
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/v2/config',
        '/api/v2/openapi.json',
        '/api/v2/flights/departures',
        '/api/v2/flights/arrivals',
        '/api/v2/flights/{id}',
        '/api/v2/flights/{id}/calendar',
      ]),
    );
  });

  it('resolves every $ref and leaves no JSON Schema $defs behind', () => {
    const refs = expectAllRefsResolve(document);
    expect(refs).toContain('#/components/schemas/Error');
    expect(refs).toContain('#/components/schemas/ClientConfiguration');
    expect(JSON.stringify(document)).not.toContain('$defs');
    expect(JSON.stringify(document)).not.toContain('"$schema"');
  });

  it('describes the shared error shape on error responses', () => {
    const config = document.paths['/api/v2/config']?.get as { responses: Record<string, { content?: unknown }> };
    expect(config.responses['503']?.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/Error' } },
    });
    const error = document.components.schemas.Error as { properties: { error: { required: string[] } } };
    expect(error.properties.error.required).toEqual(['code', 'message']);
  });

  it('declares the taxi bearer token and the operator X-Api-Key, and requires them per operation', () => {
    expect(document.components.securitySchemes).toMatchObject({
      taxiBearer: { type: 'http', scheme: 'bearer' },
      taxiOperatorKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
    });
    const security = (path: string, method: 'get' | 'post') =>
      (document.paths[`/api/v2/taxi-imperial${path}`]?.[method] as { security?: unknown } | undefined)?.security;
    for (const [path, method] of [
      ['/me', 'get'],
      ['/bookings', 'get'],
      ['/bookings/{id}/cancel', 'post'],
      ['/book', 'post'],
      ['/logout', 'post'],
    ] as const)
      expect(security(path, method), `${method} ${path}`).toEqual([{ taxiBearer: [] }]);
    for (const [path, method] of [
      ['/operator/bookings', 'get'],
      ['/operator/bookings/{id}/confirm', 'post'],
      ['/operator/bookings/{id}/fulfil', 'post'],
      ['/operator/bookings/{id}/cancel', 'post'],
    ] as const)
      expect(security(path, method), `${method} ${path}`).toEqual([{ taxiOperatorKey: [] }]);
    // Public operations carry no requirement.
    for (const path of ['/send-otp-phone', '/verify-otp-phone', '/calculate-rate', '/geocoding'])
      expect(security(path, 'post'), path).toBeUndefined();
    expect(security('/verify-plate', 'get')).toBeUndefined();
  });

  it('shares LocalizedText by reference inside the configuration', () => {
    const json = JSON.stringify(document.components.schemas.ClientConfiguration);
    expect(json).toContain('#/components/schemas/LocalizedText');
  });
});

describe('buildOpenApiDocument', () => {
  it('documents query parameters, request bodies, Retry-After and input variants', () => {
    const registry = new OpenApiRegistry();
    const item = registry.registerSchema('Item', z.object({ name: z.string(), size: z.number().default(1) }));
    registry.registerPath({
      method: 'post',
      path: '/api/v2/items/{id}',
      operationId: 'createItem',
      summary: 'Create',
      tags: ['items'],
      pathParams: z.object({ id: z.string() }),
      query: z.object({ dryRun: z.coerce.boolean().optional().meta({ description: 'Validate only' }) }),
      body: item,
      responses: { 201: { description: 'Created', schema: item }, ...errorResponses(400, 429) },
    });
    const document = buildOpenApiDocument(registry, { title: 't', version: '1' });
    expectAllRefsResolve(document);
    type Content = { content: Record<string, { schema: unknown }>; headers?: Record<string, unknown> };
    const operation = document.paths['/api/v2/items/{id}']?.post as {
      parameters: unknown[];
      requestBody: Content;
      responses: Record<string, Content>;
    };
    expect(operation.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
      expect.objectContaining({ name: 'dryRun', in: 'query', required: false, description: 'Validate only' }),
    ]);
    expect(operation.requestBody.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ItemInput',
    });
    expect(operation.responses['201']?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Item',
    });
    expect(operation.responses['429']?.headers?.['Retry-After']).toBeDefined();
    expect(registry.tags.has('items')).toBe(true);
  });

  it('refuses an operation that requires an unregistered security scheme', () => {
    const registry = new OpenApiRegistry();
    registry.registerPath({
      method: 'get',
      path: '/x',
      operationId: 'x',
      summary: 'x',
      tags: [],
      responses: {},
      security: [{ nope: [] }],
    });
    expect(() => buildOpenApiDocument(registry, { title: 't', version: '1' })).toThrow(
      /unregistered security scheme nope/,
    );
    registry.registerSecurityScheme('nope', { type: 'apiKey', in: 'header', name: 'X-Key' });
    const built = buildOpenApiDocument(registry, { title: 't', version: '1' });
    expect(built.components.securitySchemes).toEqual({ nope: { type: 'apiKey', in: 'header', name: 'X-Key' } });
    expect((built.paths['/x']?.get as { security: unknown }).security).toEqual([{ nope: [] }]);
  });

  it('declares the PQRS body as JSON and as multipart/form-data with a binary photo', () => {
    const document = getOpenApiDocument();
    type Media = {
      schema: { $ref?: string; allOf?: Array<Record<string, unknown>> };
      encoding?: Record<string, unknown>;
    };
    const operation = document.paths['/api/v2/pqrs']?.post as {
      requestBody: { required: boolean; content: Record<string, Media> };
    };
    const { content } = operation.requestBody;
    expect(Object.keys(content).sort()).toEqual(['application/json', 'multipart/form-data']);
    const json = content['application/json']!.schema;
    expect(json.$ref).toMatch(/^#\/components\/schemas\/PqrsRequest/);
    const multipart = content['multipart/form-data']!;
    // The same fields as the JSON body, plus the photo file.
    expect(multipart.schema.allOf?.[0]).toEqual(json);
    expect(multipart.schema.allOf?.[1]).toMatchObject({
      type: 'object',
      properties: { photo: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' } },
    });
    expect(multipart.schema.allOf?.[1]).not.toHaveProperty('required');
    expect(multipart.encoding).toEqual({ photo: { contentType: 'image/jpeg, image/png, image/webp' } });
    const fields = resolvePointer(document, json.$ref!) as { properties: Record<string, unknown> };
    expect(Object.keys(fields.properties)).toEqual(
      expect.arrayContaining(['requestType', 'topic', 'comment', 'consent', 'captchaToken']),
    );
    // The other form endpoints take JSON only.
    for (const path of ['/api/v2/contact', '/api/v2/newsletter', '/api/v2/data-requests']) {
      const body = (document.paths[path]?.post as { requestBody: { content: object } }).requestBody.content;
      expect(Object.keys(body), path).toEqual(['application/json']);
    }
  });

  it('refuses a path registered twice', () => {
    const registry = new OpenApiRegistry();
    const operation = { method: 'get', path: '/x', operationId: 'x', summary: 'x', tags: [], responses: {} } as const;
    registry.registerPath(operation);
    expect(() => registry.registerPath(operation)).toThrow(/already registered/);
  });
});
