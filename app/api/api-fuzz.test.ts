// @vitest-environment node
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '@/lib/config';
import { apiErrorBodySchema } from '@/lib/http/errors';
import type { DbHandle } from '@/lib/server/db/client';
import * as schema from '@/lib/server/db/schema';
import { useSharedDbForTests } from '@/lib/server/db/shared';
import { resetRateLimitsForTests } from '@/lib/server/rate-limit';
import { createTestDb } from '@/tests/db';
import { ECHO_MARKERS, hostileBody, hostileQuery, hostileString, type HostileBody } from '@/tests/fuzz/hostile';
import { createOpenApiRegistry } from './v2/openapi.json/openapi-document';

/*
 * Property-based fuzzing of every route handler under app/api (issue 12). Each handler is found on
 * disk, so a new endpoint is fuzzed without editing this file; the OpenAPI registry supplies its field
 * and parameter names so the input reaches validation. For any hostile input an endpoint must answer
 * below 500, answer errors in the JSON error shape, never echo injected markup, and never write a row
 * when it refuses. FUZZ_RUNS sets the runs per endpoint (default 20).
 */

const RUNS = Number(process.env.FUZZ_RUNS || 20);
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];
type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

interface Endpoint {
  /** `/api/v2/flights/[id]` */
  template: string;
  method: Method;
  handler: Handler;
  params: { name: string; catchAll: boolean }[];
  queryNames: string[];
  bodyNames: string[];
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

function templateOf(file: string): string {
  return `/${path.relative(process.cwd(), path.dirname(file)).split(path.sep).slice(1).join('/')}`.replace(/^\/?/, '/');
}

/** `/api/v2/flights/[id]` and `/api/v2/flights/{number}` both become `/api/v2/flights/{}`. */
function shapeOf(template: string): string {
  return template.replace(/\[[^\]]+\]|\{[^}]+\}/g, '{}');
}

function fieldNames(zodObject: unknown): string[] {
  const shape = (zodObject as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

async function discoverEndpoints(): Promise<Endpoint[]> {
  const operations = createOpenApiRegistry().operations;
  const endpoints: Endpoint[] = [];
  for (const file of routeFiles(path.join(process.cwd(), 'app/api')).sort()) {
    const template = templateOf(file);
    const mod = (await import(/* @vite-ignore */ file)) as Partial<Record<Method, Handler>>;
    const params = [...template.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)].map((m) => ({
      name: m[2]!,
      catchAll: Boolean(m[1]),
    }));
    for (const method of METHODS) {
      const handler = mod[method];
      if (typeof handler !== 'function') continue;
      const operation = operations.find(
        (o) => o.method === method.toLowerCase() && shapeOf(o.path) === shapeOf(template),
      );
      endpoints.push({
        template,
        method,
        handler,
        params,
        queryNames: fieldNames(operation?.query),
        bodyNames: fieldNames(operation?.body),
      });
    }
  }
  return endpoints;
}

let handle: DbHandle;
let endpoints: Endpoint[] = [];
const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await handle.db.select({ n: count() }).from(table);
    counts[getTableName(table)] = row?.n ?? 0;
  }
  return counts;
}

beforeAll(async () => {
  // Every optional API is switched on, so the fuzz reaches its authentication and validation.
  process.env.TAXI_OPERATOR_API_KEY = 'fuzz-operator-key-000000000000000';
  resetConfigForTests();
  handle = await createTestDb();
  useSharedDbForTests(handle);
  endpoints = await discoverEndpoints();
}, 60_000);
afterAll(async () => {
  delete process.env.TAXI_OPERATOR_API_KEY;
  resetConfigForTests();
  await handle.close();
});

function buildRequest(
  endpoint: Endpoint,
  segments: string[],
  query: [string, string][],
  body: HostileBody,
  ip: string,
) {
  let pathname = endpoint.template;
  endpoint.params.forEach((param, i) => {
    const value = param.catchAll ? segments.map(encodeURIComponent).join('/') : encodeURIComponent(segments[i] ?? 'x');
    pathname = pathname.replace(/\[[^\]]+\]/, value || 'x');
  });
  const url = new URL(`http://localhost${pathname}`);
  for (const [name, value] of query) url.searchParams.append(name, value);
  const headers = new Headers({ 'x-forwarded-for': ip, 'accept-language': 'es' });
  const init: RequestInit = { method: endpoint.method, headers };
  if (endpoint.method !== 'GET') {
    headers.set('content-type', body.kind === 'json' ? 'application/json' : body.contentType);
    init.body = body.text;
  }
  const params = Object.fromEntries(
    endpoint.params.map((param, i) => [param.name, param.catchAll ? segments : (segments[i] ?? 'x')]),
  );
  return { request: new Request(url, init), context: { params: Promise.resolve(params) } };
}

describe('API fuzzing (fast-check)', () => {
  it('finds the route handlers and their documented inputs', () => {
    expect(endpoints.length).toBeGreaterThan(5);
    expect(endpoints.some((e) => e.template === '/api/v2/flights/departures' && e.queryNames.length > 0)).toBe(true);
  });

  it('every endpoint answers hostile input below 500, in the error shape, without echo or writes', async () => {
    const failures: string[] = [];
    for (const endpoint of endpoints) {
      const label = `${endpoint.method} ${endpoint.template}`;
      await fc
        .assert(
          fc.asyncProperty(
            fc.array(hostileString, { minLength: 1, maxLength: 3 }),
            hostileQuery(endpoint.queryNames),
            hostileBody(endpoint.bodyNames),
            fc.ipV4(),
            async (segments, query, body, ip) => {
              resetRateLimitsForTests();
              const before = await rowCounts();
              const { request, context } = buildRequest(endpoint, segments, query, body, ip);
              const response = await endpoint.handler(request, context);
              const text = await response.text();
              const where = `${label} → ${response.status} for ${request.url.slice(0, 200)} body ${JSON.stringify(body).slice(0, 200)}`;
              expect(response.status, where).toBeLessThan(500);
              for (const marker of ECHO_MARKERS)
                expect(text.includes(marker), `echoes ${marker}: ${where}`).toBe(false);
              if (response.status >= 400) {
                expect(response.headers.get('content-type') ?? '', where).toContain('application/json');
                expect(apiErrorBodySchema.safeParse(JSON.parse(text)).success, where).toBe(true);
                expect(await rowCounts(), `wrote rows: ${where}`).toEqual(before);
              }
            },
          ),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch((error: unknown) =>
          failures.push(
            `${label}: ${error instanceof Error ? error.message.replace(/(.)\1{40,}/g, '$1…').slice(0, 3000) : error}`,
          ),
        );
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
