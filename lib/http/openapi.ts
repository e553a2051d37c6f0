import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { apiErrorBodySchema } from './errors';

/*
 * A small OpenAPI 3.1 registry. Each feature registers its endpoints (features/<name>/openapi.ts);
 * buildOpenApiDocument converts the zod schemas with zod's own z.toJSONSchema (JSON Schema
 * draft 2020-12, the dialect of OpenAPI 3.1). Named schemas become components.schemas and are
 * referenced with $ref wherever they appear.
 */

type JsonSchema = z.core.JSONSchema.JSONSchema;
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface OpenApiResponse {
  description: string;
  /** JSON body. Omit for empty responses. */
  schema?: z.ZodType;
  /**
   * Bodies of other media types, by media type: a zod schema (e.g. `application/geo+json`) or, for a
   * binary body, `{ binary: true }` (e.g. `application/zip`).
   */
  media?: Record<string, z.ZodType | { binary: true }>;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
}

export interface OpenApiOperation {
  method: HttpMethod;
  /** OpenAPI syntax for parameters: /api/v2/flights/{number}. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  pathParams?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /**
   * The body is also accepted as multipart/form-data: the same fields as form values, plus these
   * files (e.g. the PQRS `photo`). Each file is a binary part with the content types it may have.
   */
  multipart?: { files: Record<string, OpenApiFilePart> };
  responses: Record<number, OpenApiResponse>;
  /**
   * Security requirements (OpenAPI `security`): each entry names registered security schemes that
   * together satisfy the operation, e.g. `[{ taxiBearer: [] }]`. Omit for public operations.
   */
  security?: ReadonlyArray<Record<string, readonly string[]>>;
}

/** An OpenAPI 3.1 security scheme (the kinds this API uses). */
export type OpenApiSecurityScheme =
  | { type: 'http'; scheme: 'bearer'; bearerFormat?: string; description?: string }
  | { type: 'apiKey'; in: 'header' | 'query' | 'cookie'; name: string; description?: string };
export interface OpenApiFilePart {
  description: string;
  contentTypes: readonly string[];
  required?: boolean;
}

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: OpenApiInfo;
  tags: Array<{ name: string; description?: string }>;
  paths: Record<string, Partial<Record<HttpMethod, Record<string, unknown>>>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes?: Record<string, OpenApiSecurityScheme> };
}

export const ERROR_SCHEMA_NAME = 'Error';

const errorDescriptions: Record<number, string> = {
  400: 'Invalid input (`validation_error` lists the fields)',
  401: 'Authentication required',
  403: 'Not allowed',
  404: 'Not found',
  413: 'Request body too large',
  429: 'Too many requests; retry after the number of seconds in Retry-After',
  500: 'Internal error; quote the requestId to support',
  503: 'Temporarily unavailable',
};

/** Standard error responses (shared Error schema), e.g. `...errorResponses(400, 500)`. */
export function errorResponses(...statuses: number[]): Record<number, OpenApiResponse> {
  const responses: Record<number, OpenApiResponse> = {};
  for (const status of statuses) {
    responses[status] = {
      description: errorDescriptions[status] ?? 'Error',
      schema: apiErrorBodySchema,
      ...(status === 429 || status === 503
        ? {
            headers: { 'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } } },
          }
        : {}),
    };
  }
  return responses;
}

export class OpenApiRegistry {
  readonly operations: OpenApiOperation[] = [];
  readonly tags = new Map<string, string | undefined>();
  readonly securitySchemes = new Map<string, OpenApiSecurityScheme>();
  /** Named schemas; a fresh registry per instance so module reloads never clash on ids. */
  readonly components = z.registry<{ id: string }>();
  private readonly componentSchemas: z.ZodType[] = [];

  constructor() {
    this.registerSchema(ERROR_SCHEMA_NAME, apiErrorBodySchema);
  }

  /** Names a schema: it is emitted once in components.schemas and referenced elsewhere. */
  registerSchema<Schema extends z.ZodType>(name: string, schema: Schema): Schema {
    const existing = this.components.get(schema);
    if (existing && existing.id !== name) throw new Error(`Schema already registered as ${existing.id}`);
    if (!existing) {
      this.components.add(schema, { id: name });
      this.componentSchemas.push(schema);
    }
    return schema;
  }

  /** Declares how callers authenticate (components.securitySchemes); operations refer to it by name. */
  registerSecurityScheme(name: string, scheme: OpenApiSecurityScheme): void {
    const existing = this.securitySchemes.get(name);
    if (existing && !isDeepStrictEqual(existing, scheme))
      throw new Error(`Security scheme ${name} is already registered`);
    this.securitySchemes.set(name, scheme);
  }

  registerTag(name: string, description?: string): void {
    this.tags.set(name, description);
  }

  registerPath(operation: OpenApiOperation): void {
    const duplicate = this.operations.find((o) => o.method === operation.method && o.path === operation.path);
    if (duplicate) throw new Error(`${operation.method.toUpperCase()} ${operation.path} is already registered`);
    this.operations.push(operation);
    for (const tag of operation.tags) if (!this.tags.has(tag)) this.tags.set(tag, undefined);
  }

  namedSchemas(): readonly z.ZodType[] {
    return this.componentSchemas;
  }
}

export function buildOpenApiDocument(registry: OpenApiRegistry, info: OpenApiInfo): OpenApiDocument {
  const converter = new SchemaConverter(registry.components);
  for (const schema of registry.namedSchemas()) converter.convert(schema, 'output');
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of registry.operations) {
    for (const requirement of operation.security ?? [])
      for (const name of Object.keys(requirement))
        if (!registry.securitySchemes.has(name))
          throw new Error(`${operation.operationId} requires the unregistered security scheme ${name}`);
    const pathItem = (paths[operation.path] ??= {});
    pathItem[operation.method] = buildOperation(operation, converter);
  }
  return {
    openapi: '3.1.0',
    info,
    tags: [...registry.tags].map(([name, description]) => (description ? { name, description } : { name })),
    paths,
    components: {
      schemas: converter.schemas,
      ...(registry.securitySchemes.size ? { securitySchemes: Object.fromEntries(registry.securitySchemes) } : {}),
    },
  };
}

function buildOperation(operation: OpenApiOperation, converter: SchemaConverter): Record<string, unknown> {
  const parameters = [
    ...toParameters(operation.pathParams, 'path', converter),
    ...toParameters(operation.query, 'query', converter),
  ];
  const responses: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(operation.responses)) {
    const content: Record<string, unknown> = {};
    if (response.schema) content['application/json'] = { schema: converter.convert(response.schema, 'output') };
    for (const [mediaType, body] of Object.entries(response.media ?? {})) {
      content[mediaType] = {
        schema:
          body instanceof z.ZodType
            ? converter.convert(body, 'output')
            : { type: 'string', contentMediaType: mediaType },
      };
    }
    responses[status] = {
      description: response.description,
      ...(response.headers ? { headers: response.headers } : {}),
      ...(Object.keys(content).length ? { content } : {}),
    };
  }
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    tags: operation.tags,
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body ? { requestBody: buildRequestBody(operation.body, operation.multipart, converter) } : {}),
    responses,
    ...(operation.security ? { security: operation.security.map((requirement) => ({ ...requirement })) } : {}),
  };
}

function buildRequestBody(
  body: z.ZodType,
  multipart: OpenApiOperation['multipart'],
  converter: SchemaConverter,
): Record<string, unknown> {
  const schema = converter.convert(body, 'input');
  const content: Record<string, unknown> = { 'application/json': { schema } };
  if (multipart) {
    const files = Object.entries(multipart.files);
    const required = files.filter(([, file]) => file.required).map(([name]) => name);
    content['multipart/form-data'] = {
      schema: {
        allOf: [
          schema,
          {
            type: 'object',
            properties: Object.fromEntries(
              files.map(([name, file]) => [
                name,
                // OpenAPI 3.1 (JSON Schema) spelling of a file, with the 3.0 `format: binary` most tools read.
                {
                  type: 'string',
                  format: 'binary',
                  contentMediaType: 'application/octet-stream',
                  description: file.description,
                },
              ]),
            ),
            ...(required.length ? { required } : {}),
          },
        ],
      },
      encoding: Object.fromEntries(files.map(([name, file]) => [name, { contentType: file.contentTypes.join(', ') }])),
    };
  }
  return { required: true, content };
}

function toParameters(schema: z.ZodObject | undefined, location: 'path' | 'query', converter: SchemaConverter) {
  if (!schema) return [];
  const json = converter.convert(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(json.required ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

const COMPONENT_REF = '#/components/schemas/';
const DEFS_REF = '#/$defs/';

/** Converts zod schemas, hoisting every `$defs` entry into one shared components map. */
class SchemaConverter {
  readonly schemas: Record<string, JsonSchema> = {};

  constructor(private readonly components: z.core.$ZodRegistry<{ id: string }>) {}

  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const {
      $defs = {},
      $schema: _dialect,
      ...root
    } = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      metadata: this.components,
      unrepresentable: 'any',
      override: (ctx) => copyGlobalMetadata(ctx.zodSchema, ctx.jsonSchema, io),
    }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
    const names = this.hoist($defs, io);
    return rewriteRefs(root, names) as JsonSchema;
  }

  /** Adds the definitions to components; an input variant that differs is named `<Name>Input`. */
  private hoist(defs: Record<string, JsonSchema>, io: 'input' | 'output'): Map<string, string> {
    const names = new Map<string, string>();
    for (const key of Object.keys(defs)) {
      const existing = this.schemas[key];
      names.set(key, existing && io === 'input' && !isDeepStrictEqual(existing, defs[key]) ? `${key}Input` : key);
    }
    for (const [key, definition] of Object.entries(defs)) {
      this.schemas[names.get(key) ?? key] = rewriteRefs(definition, names) as JsonSchema;
    }
    return names;
  }
}

function rewriteRefs(node: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, names));
  if (!node || typeof node !== 'object') return node;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith(DEFS_REF)) {
      const name = value.slice(DEFS_REF.length);
      result[key] = COMPONENT_REF + (names.get(name) ?? name);
    } else {
      result[key] = rewriteRefs(value, names);
    }
  }
  return result;
}

/**
 * Keeps descriptions and examples set with `.meta()` (they live in zod's global registry, while
 * the conversion reads our component registry), and lets response objects grow: a new field
 * in a response is not a breaking change, so responses do not say `additionalProperties: false`.
 */
function copyGlobalMetadata(schema: z.core.$ZodType, json: JsonSchema, io: 'input' | 'output'): void {
  const meta = z.globalRegistry.get(schema);
  if (meta) {
    const target = json as Record<string, unknown>;
    for (const key of ['title', 'description', 'examples', 'deprecated'] as const) {
      if (meta[key] !== undefined && target[key] === undefined) target[key] = meta[key];
    }
  }
  const def = schema._zod.def as { type: string; catchall?: unknown };
  if (io === 'output' && def.type === 'object' && def.catchall === undefined && json.additionalProperties === false) {
    delete json.additionalProperties;
  }
}
