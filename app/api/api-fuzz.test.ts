// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askSchema } from '@/features/chatbot/schemas';
import { apiErrorBodySchema } from '@/lib/http/errors';
import type { OpenApiOperation, OpenApiSecurityScheme } from '@/lib/http/openapi';
import type { DbHandle } from '@/lib/server/db/client';
import * as schema from '@/lib/server/db/schema';
import { createTestDb } from '@/tests/db';
import {
  chunkedBody,
  ECHO_MARKERS,
  hostileBody,
  hostileQuery,
  hostileString,
  markupIn,
  stringsIn,
  type HostileBody,
} from '@/tests/fuzz/hostile';
import { createOpenApiRegistry } from './v2/openapi.json/openapi-document';
import { forgetProcessState, replaceProcessState } from '@/tests/process-state';
import proxy, { config as proxyConfig } from '@/proxy';

/*
 * Property-based fuzzing of every route handler under app/api. Each handler is found on
 * disk, so a new endpoint is fuzzed without editing this file; the OpenAPI registry supplies its field
 * and parameter names and how it authenticates, so the input gets past authentication (a signed-in
 * taxi user's bearer token, the configured operator key) and reaches validation. For any hostile input
 * an endpoint must answer below 500, answer errors in the JSON error shape, never echo generated markup
 * unescaped, and never write a row, whatever its status. Endpoints whose valid input legitimately
 * writes (WRITES_WHEN_VALID) are sent only input their own schemas refuse. FUZZ_RUNS sets the runs per
 * endpoint (default 20).
 */

const RUNS = Number(process.env.FUZZ_RUNS || 20);
/**
 * Path segments whose percent-encoding does not decode (a lone surrogate, overlong forms, a bare `%`, a non-hex
 * escape). Next fails to decode them before any handler runs, so they are sent to the proxy (proxy.ts), which
 * answers them for the API.
 */
const UNDECODABLE_SEGMENTS = ['%ED%A0%80', '%C0%AF', '%E0%80%80', '%', '%zz'];
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
  /** The operation's documented schemas (OpenAPI registry, or EXPLICIT below). */
  schemas: Pick<OpenApiOperation, 'pathParams' | 'query' | 'body'>;
  /** How it authenticates: the security schemes of its operation. */
  auth: OpenApiSecurityScheme[];
  /** Extra path segment values worth trying besides hostile ones (known ids). */
  segmentHints: string[];
}

/**
 * Endpoints with no OpenAPI entry: their inputs, so the fuzz uses their real field names and knows
 * what they accept. Keyed `METHOD template`.
 */
const EXPLICIT: Record<string, Pick<OpenApiOperation, 'pathParams' | 'query' | 'body'> & { segmentHints?: string[] }> =
  {
    'POST /api/v2/search/answer': { body: askSchema },
    'GET /api/v2/exhibition/photos/[id]/image': {
      pathParams: z.object({ id: z.string().regex(/^\d{1,6}$/) }),
      // Existing photos (the seed numbers them from 1) answer 200 with generated SVG.
      segmentHints: ['1', '2', '7', '30', '999999', '0'],
    },
  };

/**
 * Endpoints whose *valid* input legitimately writes (a submission, a sign-in, a booking, an operator
 * transition). The fuzz sends them only input their documented schemas refuse, so a write on its
 * answer is a bug whatever the status. Every other endpoint must never write at all. POST logout is
 * not here: it is given a logged-out token (or a hostile one), which revokes nothing.
 */
const WRITES_WHEN_VALID = new Set([
  'POST /api/v2/contact',
  'POST /api/v2/data-requests',
  'POST /api/v2/newsletter',
  'POST /api/v2/newsletter/unsubscribe',
  'POST /api/v2/pqrs',
  'POST /api/v2/flight-alerts',
  'DELETE /api/v2/flight-alerts/[id]',
  'POST /api/v2/taxi-imperial/send-otp-phone',
  'POST /api/v2/taxi-imperial/verify-otp-phone',
  'POST /api/v2/taxi-imperial/book',
  'POST /api/v2/taxi-imperial/operator/bookings/[id]/confirm',
  'POST /api/v2/taxi-imperial/operator/bookings/[id]/fulfil',
  'POST /api/v2/taxi-imperial/operator/bookings/[id]/cancel',
]);

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

/** The field names of an object schema, also through pipes, unions and intersections. */
function fieldNames(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return [];
  const names = (() => {
    switch (def.type) {
      case 'object':
        return Object.keys(def.shape as Record<string, unknown>);
      case 'pipe':
        return [...fieldNames(def.in), ...fieldNames(def.out)];
      case 'union':
        return (def.options as unknown[]).flatMap(fieldNames);
      case 'intersection':
        return [...fieldNames(def.left), ...fieldNames(def.right)];
      case 'optional':
      case 'nullable':
      case 'default':
      case 'readonly':
        return fieldNames(def.innerType);
      default:
        return [];
    }
  })();
  return [...new Set(names)];
}

async function discoverEndpoints(): Promise<Endpoint[]> {
  const registry = createOpenApiRegistry();
  const operations = registry.operations;
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
      const explicit = EXPLICIT[`${method} ${template}`];
      const schemas = {
        pathParams: operation?.pathParams,
        query: operation?.query,
        body: operation?.body,
        ...explicit,
      };
      const auth = (operation?.security ?? []).flatMap((requirement) =>
        Object.keys(requirement).flatMap((name) => registry.securitySchemes.get(name) ?? []),
      );
      endpoints.push({
        template,
        method,
        handler,
        params,
        queryNames: fieldNames(schemas.query),
        bodyNames: fieldNames(schemas.body),
        schemas,
        auth,
        segmentHints: explicit?.segmentHints ?? [],
      });
    }
  }
  return endpoints;
}

let handle: DbHandle;
let endpoints: Endpoint[] = [];
const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/**
 * Per table: its row count and the newest row version's transaction id (xmin). An insert, an update
 * (a new row version) and a delete each change it; reads and `SELECT … FOR UPDATE` do not. One query.
 */
async function tableStates(): Promise<Record<string, string>> {
  const query = sql.join(
    tables.map(
      (table) =>
        sql`select ${getTableName(table)} as name, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as state from ${table}`,
    ),
    sql` union all `,
  );
  const result = (await handle.db.execute(query)) as unknown as { rows: { name: string; state: string }[] };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.state]));
}

const OPERATOR_KEY = 'fuzz-operator-key-000000000000000';
/** Credentials from real sign-ins (beforeAll). */
const credentials = { token: '', loggedOutToken: '', othersBookingId: 0 };
const SAVED_ENV = ['TAXI_OPERATOR_API_KEY', 'TAXI_DISPATCHER', 'DATA_DIR'].map((name) => [name, process.env[name]]);
let dataDir: string;

type Route = (request: Request, context?: unknown) => Promise<Response>;
const TAXI_ROUTES = {
  'send-otp-phone': () => import('./v2/taxi-imperial/send-otp-phone/route'),
  'verify-otp-phone': () => import('./v2/taxi-imperial/verify-otp-phone/route'),
  book: () => import('./v2/taxi-imperial/book/route'),
  logout: () => import('./v2/taxi-imperial/logout/route'),
};
const taxiRoute = async (name: keyof typeof TAXI_ROUTES): Promise<Route> => (await TAXI_ROUTES[name]()).POST as Route;

/** Signs a new phone in through the real send-otp-phone and verify-otp-phone routes; returns the token. */
async function signIn(phone: string): Promise<string> {
  const post = (route: Route, body: object) =>
    route(
      new Request('http://localhost/api/v2/taxi-imperial/x', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.200' },
        body: JSON.stringify(body),
      }),
    );
  expect((await post(await taxiRoute('send-otp-phone'), { phone, phoneCountryCode: '57' })).status).toBe(200);
  const [sms] = await handle.db
    .select({ text: schema.outboxMessages.text })
    .from(schema.outboxMessages)
    .where(eq(schema.outboxMessages.recipient, `+57${phone}`))
    .orderBy(desc(schema.outboxMessages.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
  const verified = await post(await taxiRoute('verify-otp-phone'), {
    phone,
    countryCode: '57',
    code,
    name: 'Fuzz Tester',
    email: 'fuzz@example.com',
  });
  expect(verified.status).toBe(200);
  return ((await verified.json()) as { access_token: string }).access_token;
}

beforeAll(async () => {
  // Every optional API is switched on, so the fuzz reaches its authentication and validation. The
  // dispatcher is off: it would confirm bookings in the background, a write no request made.
  process.env.TAXI_OPERATOR_API_KEY = OPERATOR_KEY;
  process.env.TAXI_DISPATCHER = 'off';
  dataDir = mkdtempSync(path.join(tmpdir(), 'api-fuzz-'));
  process.env.DATA_DIR = dataDir;
  forgetProcessState('config');
  handle = await createTestDb();
  replaceProcessState('shared-db', handle);
  endpoints = await discoverEndpoints();

  // The fuzzing user, signed in; a second user with a booking the fuzzing user must never see or
  // cancel (its id is among the path segments tried); a third user's token, logged out.
  credentials.token = await signIn('3105550001');
  const other = await signIn('3105550002');
  const pickup = new Date(Date.now() + 3 * 3_600_000 - 5 * 3_600_000).toISOString();
  const booked = await (
    await taxiRoute('book')
  )(
    new Request('http://localhost/api/v2/taxi-imperial/book', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${other}` },
      body: JSON.stringify({
        date: `${pickup.slice(0, 10)} ${pickup.slice(11, 16)}`,
        lat: 4.6768,
        lon: -74.0486,
        address: 'Calle 93 # 11-26, Bogotá',
        vehicleType: 'NORMAL',
        paymentMethod: 'CASH',
      }),
    }),
  );
  expect(booked.status).toBe(201);
  credentials.othersBookingId = ((await booked.json()) as { bookingId: number }).bookingId;
  credentials.loggedOutToken = await signIn('3105550003');
  const logout = await taxiRoute('logout');
  const out = await logout(
    new Request('http://localhost/api/v2/taxi-imperial/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${credentials.loggedOutToken}` },
    }),
  );
  expect(out.status).toBe(200);
}, 120_000);
afterAll(async () => {
  for (const [name, value] of SAVED_ENV) {
    if (value === undefined) delete process.env[name!];
    else process.env[name!] = value;
  }
  forgetProcessState('config');
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The credentials an endpoint is sent: mostly the valid ones its operation declares (so the input
 * reaches validation), sometimes none, a logged-out token or a hostile value (so authentication is
 * fuzzed too). POST logout never gets the live token: revoking it is a legitimate write.
 */
function credentialsFor(endpoint: Endpoint): fc.Arbitrary<Record<string, string>> {
  const isLogout = endpoint.template.endsWith('/logout');
  const options: fc.Arbitrary<Record<string, string>>[] = [];
  for (const scheme of endpoint.auth) {
    if (scheme.type === 'http') {
      const valid = isLogout ? credentials.loggedOutToken : credentials.token;
      options.push(
        fc.oneof(
          { weight: 6, arbitrary: fc.constant({ authorization: `Bearer ${valid}` }) },
          { weight: 1, arbitrary: fc.constant({ authorization: `Bearer ${credentials.loggedOutToken}` }) },
          { weight: 1, arbitrary: hostileString.map((token) => ({ authorization: `Bearer ${token}` })) },
          { weight: 1, arbitrary: fc.constant({}) },
        ),
      );
    } else if (scheme.in === 'header') {
      options.push(
        fc.oneof(
          { weight: 6, arbitrary: fc.constant({ [scheme.name]: OPERATOR_KEY }) },
          { weight: 1, arbitrary: hostileString.map((key) => ({ [scheme.name]: key })) },
          { weight: 1, arbitrary: fc.constant({}) },
        ),
      );
    }
  }
  return options.length ? fc.oneof(...options) : fc.constant({});
}

/** Path segments: hostile strings, and for the id of a booking endpoint the other user's booking. */
function segmentsFor(endpoint: Endpoint): fc.Arbitrary<string[]> {
  const hints = [...endpoint.segmentHints];
  if (endpoint.template.includes('/bookings/[id]')) hints.push(String(credentials.othersBookingId));
  const segment = hints.length
    ? fc.oneof({ weight: 2, arbitrary: hostileString }, { weight: 1, arbitrary: fc.constantFrom(...hints) })
    : hostileString;
  return fc.array(segment, { minLength: 1, maxLength: 3 });
}

/** The body as the endpoint would read its fields, or undefined when it cannot be read at all. */
function bodyValue(body: HostileBody): unknown {
  try {
    if (body.transfer === 'oversized') return undefined; // refused (413) before validation
    if (body.kind === 'json') return JSON.parse(body.text) as unknown;
    if (body.contentType === 'application/x-www-form-urlencoded')
      return Object.fromEntries(new URLSearchParams(body.text));
  } catch {
    // Truncated JSON: refused before validation.
  }
  return undefined;
}

/** Whether every schema the endpoint documents accepts this input (a valid request). */
function acceptedBySchemas(
  endpoint: Endpoint,
  params: Record<string, string | string[]>,
  query: [string, string][],
  body: HostileBody,
): boolean {
  const { pathParams, query: querySchema, body: bodySchema } = endpoint.schemas;
  if (pathParams && !pathParams.safeParse(params).success) return false;
  if (querySchema && !querySchema.safeParse(Object.fromEntries(query)).success) return false;
  if (endpoint.method !== 'GET' && bodySchema) {
    const value = bodyValue(body);
    if (value === undefined || !bodySchema.safeParse(value).success) return false;
  }
  return true;
}

function buildRequest(
  endpoint: Endpoint,
  segments: string[],
  query: [string, string][],
  body: HostileBody,
  ip: string,
  auth: Record<string, string>,
) {
  let pathname = endpoint.template;
  endpoint.params.forEach((param, i) => {
    const value = param.catchAll ? segments.map(encodeURIComponent).join('/') : encodeURIComponent(segments[i] ?? 'x');
    pathname = pathname.replace(/\[[^\]]+\]/, value || 'x');
  });
  const url = new URL(`http://localhost${pathname}`);
  for (const [name, value] of query) url.searchParams.append(name, value);
  const headers = new Headers({ 'x-forwarded-for': ip, 'accept-language': 'es' });
  for (const [name, value] of Object.entries(auth)) {
    try {
      headers.set(name, value);
    } catch {
      // A hostile value no HTTP client could send (a control character): send none.
    }
  }
  const init: RequestInit = { method: endpoint.method, headers };
  if (endpoint.method !== 'GET') {
    headers.set('content-type', body.kind === 'json' ? 'application/json' : body.contentType);
    if (body.transfer === 'chunked' || body.transfer === 'oversized') {
      Object.assign(init, { body: chunkedBody(body), duplex: 'half' });
    } else {
      init.body = body.text;
    }
  }
  const params = Object.fromEntries(
    endpoint.params.map((param, i) => [param.name, param.catchAll ? segments : (segments[i] ?? 'x')]),
  );
  return { request: new Request(url, init), params, context: { params: Promise.resolve(params) } };
}

describe('API fuzzing (fast-check)', () => {
  it('finds the route handlers, their documented inputs and how they authenticate', () => {
    expect(endpoints.length).toBeGreaterThan(5);
    const find = (method: Method, template: string) =>
      endpoints.find((e) => e.method === method && e.template === template);
    expect(find('GET', '/api/v2/flights/departures')?.queryNames.length).toBeGreaterThan(0);
    expect(find('POST', '/api/v2/search/answer')?.bodyNames).toEqual(['question', 'locale']);
    expect(find('POST', '/api/v2/data-requests')?.bodyNames).toContain('requestType');
    expect(find('GET', '/api/v2/taxi-imperial/me')?.auth).toEqual([expect.objectContaining({ scheme: 'bearer' })]);
    expect(find('POST', '/api/v2/taxi-imperial/operator/bookings/[id]/fulfil')?.auth).toEqual([
      expect.objectContaining({ in: 'header', name: 'X-Api-Key' }),
    ]);
    for (const key of WRITES_WHEN_VALID) {
      const [method, template] = key.split(' ') as [Method, string];
      const endpoint = find(method, template);
      expect(endpoint, `${key} exists`).toBeDefined();
      // Without a schema the fuzz could not tell valid input from invalid.
      expect(Object.values(endpoint!.schemas).some(Boolean), `${key} documents its input`).toBe(true);
    }
  });

  it('the fuzzing credentials get past authentication', async () => {
    const me = endpoints.find((e) => e.method === 'GET' && e.template === '/api/v2/taxi-imperial/me')!;
    const signedIn = buildRequest(me, [], [], { kind: 'json', text: '' }, '192.0.2.1', {
      authorization: `Bearer ${credentials.token}`,
    });
    expect((await me.handler(signedIn.request, signedIn.context)).status).toBe(200);
    const loggedOut = buildRequest(me, [], [], { kind: 'json', text: '' }, '192.0.2.1', {
      authorization: `Bearer ${credentials.loggedOutToken}`,
    });
    expect((await me.handler(loggedOut.request, loggedOut.context)).status).toBe(401);
    const list = endpoints.find((e) => e.method === 'GET' && e.template === '/api/v2/taxi-imperial/operator/bookings')!;
    const operator = buildRequest(list, [], [], { kind: 'json', text: '' }, '192.0.2.1', { 'X-Api-Key': OPERATOR_KEY });
    expect((await list.handler(operator.request, operator.context)).status).toBe(200);
  });

  it('every endpoint answers a path segment that does not decode with a 400 in the error shape (the proxy)', async () => {
    const failures: string[] = [];
    for (const endpoint of endpoints) {
      for (const segment of UNDECODABLE_SEGMENTS) {
        // Every parameter in turn, or an extra segment for an endpoint without one.
        const paths = endpoint.params.length
          ? endpoint.params.map((_, i) => {
              let n = 0;
              return endpoint.template.replace(/\[[^\]]+\]/g, () => (n++ === i ? segment : '1'));
            })
          : [`${endpoint.template}/${segment}`];
        for (const pathname of paths) {
          const url = `http://localhost${pathname}`;
          const where = `${endpoint.method} ${pathname}`;
          if (!unstable_doesMiddlewareMatch({ config: proxyConfig, url })) {
            failures.push(`${where}: the proxy does not see it`);
            continue;
          }
          const response = await proxy(new NextRequest(url, { method: endpoint.method }));
          const text = await response.text();
          const shaped = apiErrorBodySchema.safeParse(JSON.parse(text || 'null')).success;
          const headers = response.headers;
          if (response.status !== 400 || !shaped || headers.get('x-content-type-options') !== 'nosniff') {
            failures.push(`${where}: ${response.status} ${text.slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('every endpoint answers hostile input below 500, in the error shape, without echo, never writing', async () => {
    const failures: string[] = [];
    for (const endpoint of endpoints) {
      const label = `${endpoint.method} ${endpoint.template}`;
      const writesWhenValid = WRITES_WHEN_VALID.has(label);
      // One plain request first, so state an endpoint creates on first use by design (the VAPID key
      // pair behind push-key) exists before the hostile runs; a write on every request is still caught.
      const plain = buildRequest(endpoint, ['1'], [], { kind: 'json', text: '{}' }, '192.0.2.250', {});
      await (await endpoint.handler(plain.request, plain.context)).text();
      await fc
        .assert(
          fc.asyncProperty(
            segmentsFor(endpoint),
            hostileQuery(endpoint.queryNames),
            hostileBody(endpoint.bodyNames),
            fc.ipV4(),
            credentialsFor(endpoint),
            async (segments, query, body, ip, auth) => {
              const { request, params, context } = buildRequest(endpoint, segments, query, body, ip, auth);
              // Valid input to an endpoint that writes by design is not hostile: only invalid input.
              fc.pre(!writesWhenValid || !acceptedBySchemas(endpoint, params, query, body));
              forgetProcessState('rate-limits');
              const before = await tableStates();
              const response = await endpoint.handler(request, context);
              const text = await response.text();
              const where = `${label} → ${response.status} for ${request.url.slice(0, 200)} body ${JSON.stringify(body).slice(0, 200)} auth ${JSON.stringify(auth).slice(0, 80)}`;
              expect(response.status, where).toBeLessThan(500);
              for (const marker of ECHO_MARKERS)
                expect(text.includes(marker), `echoes ${marker}: ${where}`).toBe(false);
              // Any generated string carrying markup must not come back unescaped, raw or JSON-quoted.
              const generated = stringsIn({ segments, query, body: bodyValue(body) ?? body.text, auth });
              for (const piece of markupIn(generated)) {
                for (const form of [piece, JSON.stringify(piece).slice(1, -1)])
                  expect(text.includes(form), `echoes ${JSON.stringify(piece)}: ${where}`).toBe(false);
              }
              if (response.status >= 400) {
                expect(response.headers.get('content-type') ?? '', where).toContain('application/json');
                expect(apiErrorBodySchema.safeParse(JSON.parse(text)).success, where).toBe(true);
              }
              // Whatever the status: hostile input never writes.
              expect(await tableStates(), `wrote rows: ${where}`).toEqual(before);
            },
          ),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : '';
          failures.push(`${label}: ${`${message}${cause}`.replace(/(.)\1{40,}/g, '$1…').slice(0, 4000)}`);
        });
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
