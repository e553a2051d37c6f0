import { z } from 'zod';

/*
 * The error shape of the public API (ARCHITECTURE §5):
 *   { "error": { "code", "message", "fields"?, "requestId"? } }
 * Client-safe: api/ fetchers may parse error bodies with `apiErrorBodySchema`.
 */

export const apiErrorBodySchema = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'Stable, machine-readable error code', examples: ['validation_error'] }),
      message: z.string().meta({ description: 'What went wrong, for a person to read' }),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .meta({ description: 'Per-field messages, keyed by the field path (e.g. "email", "items.0.name")' }),
      requestId: z.string().optional().meta({ description: 'Id to quote to support (server errors only)' }),
    }),
  })
  .meta({ description: 'Error response' });

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
export type FieldErrors = Record<string, string>;

export interface AppErrorOptions {
  fields?: FieldErrors;
  /** Sent as the Retry-After header (429, 503). */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * Marks an AppError from any copy of this module: Next bundles a page's server code and an API route apart, so an
 * error made by one copy (a shared cache's 503, held in the process since a page loaded it) must still be an
 * AppError to the route handler of another.
 */
const APP_ERROR = Symbol.for('eldorado.app-error');

/** An error meant for the API client: its status, code and message are sent as they are. */
export class AppError extends Error {
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && APP_ERROR in value;
  }

  readonly [APP_ERROR] = true;
  readonly status: number;
  readonly code: string;
  readonly fields?: FieldErrors;
  readonly retryAfterSeconds?: number;

  constructor(status: number, code: string, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export function badRequest(message: string, fields?: FieldErrors, code = 'bad_request'): AppError {
  return new AppError(400, code, message, { fields });
}

export function unauthorized(message = 'Sign in to continue.', code = 'unauthorized'): AppError {
  return new AppError(401, code, message);
}

export function forbidden(message = 'You are not allowed to do this.', code = 'forbidden'): AppError {
  return new AppError(403, code, message);
}

export function notFound(message = 'Not found.', code = 'not_found'): AppError {
  return new AppError(404, code, message);
}

export function payloadTooLarge(maxBytes: number): AppError {
  return new AppError(413, 'payload_too_large', `The request body is larger than ${maxBytes} bytes.`);
}

export function tooManyRequests(retryAfterSeconds: number, message?: string): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, 'rate_limited', message ?? `Too many requests. Try again in ${seconds} seconds.`, {
    retryAfterSeconds: seconds,
  });
}

export function serviceUnavailable(
  message = 'The service is temporarily unavailable. Try again in a moment.',
  options: AppErrorOptions = {},
): AppError {
  return new AppError(503, 'service_unavailable', message, options);
}

/** A ZodError as a 400 `validation_error`, one message per field path (the first one wins). */
export function validationError(error: z.core.$ZodError): AppError {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '(root)';
    fields[path] ??= issue.message;
  }
  const names = Object.keys(fields).join(', ');
  return new AppError(400, 'validation_error', `Some fields are not valid: ${names}.`, { fields });
}

/**
 * Input that may be repeated in an error message: short and made only of letters, digits, `-`, `_`
 * and `.`. Anything else is left out, so an error never echoes markup or control characters.
 */
export function echoableInput(value: string, maxLength = 40): string | undefined {
  return value.length <= maxLength && /^[\p{L}\p{N}._-]+$/u.test(value) ? value : undefined;
}
