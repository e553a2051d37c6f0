import { z } from 'zod';
import { readTextCapped } from './body';
import { AppError, badRequest, isAppError, validationError, type ApiErrorBody } from './errors';
import { logger } from '../server/log';
import { assertSafeText } from './text-input';

const log = logger('api');

/*
 * Route-handler helpers: every app/api route wraps its handlers in withApiErrors and parses its
 * input with parseJsonBody / parseSearchParams, so bad input and crashes answer in one shape.
 */

const NO_STORE = { 'Cache-Control': 'no-store' } as const;
const DEFAULT_MAX_BODY_BYTES = 100_000;

type RouteHandler<Context> = (request: Request, context: Context) => Response | Promise<Response>;

/** Turns thrown errors into the API error shape. Never leaks a stack trace or an internal message. */
export function withApiErrors<Context = unknown>(
  handler: RouteHandler<Context>,
): (request: Request, context: Context) => Promise<Response> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return errorToResponse(error, request);
    }
  };
}

export function errorToResponse(error: unknown, request?: Request): Response {
  if (isAppError(error)) return appErrorResponse(error);
  if (error instanceof z.core.$ZodError) return appErrorResponse(validationError(error));
  return internalErrorResponse(error, request);
}

export function appErrorResponse(error: AppError): Response {
  const headers = new Headers(NO_STORE);
  if (error.retryAfterSeconds !== undefined) headers.set('Retry-After', String(error.retryAfterSeconds));
  return Response.json(error.toBody(), { status: error.status, headers });
}

function internalErrorResponse(error: unknown, request?: Request): Response {
  const requestId = crypto.randomUUID();
  const where = request ? `${request.method} ${new URL(request.url).pathname}` : 'API';
  log.error({ err: error, requestId, route: where }, `${where} failed, requestId=${requestId}`);
  const body: ApiErrorBody = { error: { code: 'internal_error', message: 'Internal server error', requestId } };
  return Response.json(body, { status: 500, headers: { ...NO_STORE, 'X-Request-Id': requestId } });
}

/**
 * Reads a JSON request body (streamed, capped: lib/http/body.ts) and validates it: 400 when it is not
 * JSON (content type or syntax), holds a control or bidi character (lib/http/text-input.ts) or does not
 * match `schema`; 413 as soon as it passes `maxBytes`, chunked or not.
 */
export async function parseJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  {
    maxBytes = DEFAULT_MAX_BODY_BYTES,
    acceptTextPlain = false,
  }: {
    maxBytes?: number;
    /** Also take JSON sent as text/plain, as Algolia's clients send it (a CORS "simple" request, no preflight). */
    acceptTextPlain?: boolean;
  } = {},
): Promise<z.output<Schema>> {
  assertJsonContentType(request, acceptTextPlain);
  const value = parseJson(await readTextCapped(request, maxBytes));
  assertSafeText(value);
  return validate(schema, value);
}

/**
 * Validates the query string. A key given once is a string, a repeated key an array of strings;
 * use z.coerce for numbers and booleans.
 */
export function parseSearchParams<Schema extends z.ZodType>(
  input: Request | URL | URLSearchParams,
  schema: Schema,
): z.output<Schema> {
  const params = toSearchParams(input);
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    values[key] = all.length === 1 ? (all[0] as string) : all;
  }
  assertSafeText(values);
  return validate(schema, values);
}

function validate<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

function assertJsonContentType(request: Request, acceptTextPlain: boolean): void {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const isJson =
    mediaType === 'application/json' ||
    (mediaType.startsWith('application/') && mediaType.endsWith('+json')) ||
    (acceptTextPlain && mediaType === 'text/plain');
  if (!isJson) {
    throw badRequest(
      'Send the request body as JSON with Content-Type: application/json.',
      undefined,
      'invalid_content_type',
    );
  }
}

function parseJson(text: string): unknown {
  if (text.trim() === '') throw badRequest('The request body is empty; JSON was expected.', undefined, 'invalid_json');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The request body is not valid JSON.', undefined, 'invalid_json');
  }
}

function toSearchParams(input: Request | URL | URLSearchParams): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  if (input instanceof URL) return input.searchParams;
  return new URL(input.url).searchParams;
}
