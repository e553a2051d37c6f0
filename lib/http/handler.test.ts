// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  apiErrorBodySchema,
  badRequest,
  notFound,
  serviceUnavailable,
  tooManyRequests,
  unauthorized,
  forbidden,
} from './errors';
import { parseJsonBody, parseSearchParams, withApiErrors } from './handler';
import { captureLogs } from '@/tests/logs';

const bodySchema = z.object({ email: z.email(), name: z.string().min(1) });

function jsonRequest(body: string, contentType = 'application/json'): Request {
  return new Request('http://localhost/api/v2/things', {
    method: 'POST',
    body,
    headers: { 'content-type': contentType },
  });
}

async function readError(response: Response) {
  return apiErrorBodySchema.parse(await response.json()).error;
}

describe('withApiErrors', () => {
  afterEach(() => vi.restoreAllMocks());

  it('passes successful responses through', async () => {
    const handler = withApiErrors(async () => Response.json({ ok: true }));
    const response = await handler(new Request('http://localhost/x'), undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('turns a ZodError into 400 validation_error with a message per field', async () => {
    const handler = withApiErrors(async () => {
      bodySchema.parse({ email: 'nope', name: '' });
      return new Response();
    });
    const response = await handler(new Request('http://localhost/x'), undefined);
    expect(response.status).toBe(400);
    const error = await readError(response);
    expect(error.code).toBe('validation_error');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['email', 'name']);
    expect(error.message).toContain('email');
  });

  it.each([
    [badRequest('Bad date', { date: 'Use YYYY-MM-DD' }), 400, 'bad_request'],
    [unauthorized(), 401, 'unauthorized'],
    [forbidden(), 403, 'forbidden'],
    [notFound('No such flight'), 404, 'not_found'],
    [serviceUnavailable(), 503, 'service_unavailable'],
  ])('answers an AppError with its status and code (%#)', async (error, status, code) => {
    const response = await withApiErrors(() => Promise.reject(error))(new Request('http://localhost/x'), undefined);
    expect(response.status).toBe(status);
    expect((await readError(response)).code).toBe(code);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps field messages of a 400 AppError', async () => {
    const response = await withApiErrors(() => {
      throw badRequest('Bad date', { date: 'Use YYYY-MM-DD' });
    })(new Request('http://localhost/x'), undefined);
    expect(await response.json()).toEqual({
      error: { code: 'bad_request', message: 'Bad date', fields: { date: 'Use YYYY-MM-DD' } },
    });
  });

  it('sets Retry-After on 429', async () => {
    const response = await withApiErrors(() => {
      throw tooManyRequests(29.2);
    })(new Request('http://localhost/x'), undefined);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect((await readError(response)).code).toBe('rate_limited');
  });

  it('hides unexpected errors behind 500 with a request id that is logged', async () => {
    const logs = captureLogs();
    const response = await withApiErrors(() => {
      throw new Error('connection string postgres://secret@db leaked');
    })(new Request('http://localhost/api/x'), undefined);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret');
    expect(text).not.toContain('at ');
    const { error } = JSON.parse(text) as { error: { code: string; message: string; requestId: string } };
    expect(error).toMatchObject({ code: 'internal_error', message: 'Internal server error' });
    expect(error.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('x-request-id')).toBe(error.requestId);
    // The operator's line has the request id and the error, with the credentials masked.
    expect(logs.records()).toEqual([
      expect.objectContaining({ level: 'error', module: 'api', requestId: error.requestId, route: 'GET /api/x' }),
    ]);
    expect(logs.records()[0]?.err?.message).toBe('connection string postgres://[redacted]@db leaked');
    expect(logs.text()).not.toContain('secret');
  });
});

describe('parseJsonBody', () => {
  const parse = (request: Request) =>
    withApiErrors(async (r) => Response.json(await parseJsonBody(r, bodySchema)))(request, undefined);

  it('returns the parsed, validated body', async () => {
    const response = await parse(
      jsonRequest('{"email":"ana@example.com","name":"Ana"}', 'application/json; charset=utf-8'),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: 'ana@example.com', name: 'Ana' });
  });

  it('gives 400 invalid_json for malformed JSON', async () => {
    const response = await parse(jsonRequest('{"email":'));
    expect(response.status).toBe(400);
    expect((await readError(response)).code).toBe('invalid_json');
  });

  it('gives 400 invalid_json for an empty body', async () => {
    const response = await parse(jsonRequest(''));
    expect((await readError(response)).code).toBe('invalid_json');
  });

  it('gives 400 invalid_content_type when the body is not JSON', async () => {
    const response = await parse(jsonRequest('email=a', 'application/x-www-form-urlencoded'));
    expect(response.status).toBe(400);
    expect((await readError(response)).code).toBe('invalid_content_type');
  });

  it('takes JSON sent as text/plain only where the route opts in (Algolia clients send it so)', async () => {
    const body = '{"email":"ana@example.com","name":"Ana"}';
    expect((await parse(jsonRequest(body, 'text/plain;charset=UTF-8'))).status).toBe(400);
    const lenient = await withApiErrors(async (r) =>
      Response.json(await parseJsonBody(r, bodySchema, { acceptTextPlain: true })),
    )(jsonRequest(body, 'text/plain;charset=UTF-8'), undefined);
    expect(lenient.status).toBe(200);
  });

  it('gives 400 validation_error when the JSON does not match', async () => {
    const response = await parse(jsonRequest('{"email":"not-an-email"}'));
    const error = await readError(response);
    expect(error.code).toBe('validation_error');
    expect(error.fields).toHaveProperty('email');
    expect(error.fields).toHaveProperty('name');
  });

  it('gives 413 for a body over the limit', async () => {
    const request = jsonRequest(JSON.stringify({ email: 'a@b.co', name: 'x'.repeat(200) }));
    const response = await withApiErrors(async (r) =>
      Response.json(await parseJsonBody(r, bodySchema, { maxBytes: 100 })),
    )(request, undefined);
    expect(response.status).toBe(413);
  });
});

describe('parseSearchParams', () => {
  const querySchema = z.object({
    page: z.coerce.number().int().min(1).default(1),
    terminal: z.array(z.string()).optional(),
  });

  it('parses single and repeated keys', () => {
    const url = new URL('http://localhost/x?page=2&terminal=T1&terminal=T2');
    expect(parseSearchParams(url, querySchema)).toEqual({ page: 2, terminal: ['T1', 'T2'] });
  });

  it('throws a 400 AppError on bad values', () => {
    expect(() => parseSearchParams(new URL('http://localhost/x?page=0'), querySchema)).toThrow(
      expect.objectContaining({ status: 400, code: 'validation_error' }),
    );
  });
});
