import { z } from 'zod';
import type { ApiErrorBody } from '@/lib/http/errors';

/*
 * Client-side sender of every form: the page's language (Accept-Language), an Idempotency-Key kept
 * across retries of one submission, JSON or multipart (PQRS photo). Never throws: the caller gets
 * what to show, and the visitor's text stays in the form.
 */

/**
 * The part of the API error body (`ApiErrorBody`, lib/http/errors) the forms read. Declared here
 * without the OpenAPI descriptions of the shared schema, whose text would otherwise ship in the form
 * pages' JavaScript.
 */
const errorBodySchema = z.object({
  error: z.object({ message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
}) satisfies z.ZodType<{ error: Pick<ApiErrorBody['error'], 'message' | 'fields'> }>;

export type SubmitOutcome<Body> =
  | { kind: 'ok'; body: Body }
  | { kind: 'invalid'; message: string; fields: Record<string, string> }
  | { kind: 'error'; message?: string; status?: number; retryAfterSeconds?: number };

export interface SubmitOptions {
  apiBase: string;
  locale: string;
  idempotencyKey: string;
  /** Sent as `Authorization: Bearer …` (a taxi user's token proves their phone to the data-request form). */
  bearer?: string;
}

export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

export async function submitForm<Body>(
  path: string,
  payload: Record<string, unknown> | FormData,
  { apiBase, locale, idempotencyKey, bearer }: SubmitOptions,
): Promise<SubmitOutcome<Body>> {
  const isForm = payload instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method: 'POST',
      body: isForm ? payload : JSON.stringify(payload),
      headers: {
        Accept: 'application/json',
        'Accept-Language': locale,
        'Idempotency-Key': idempotencyKey,
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        ...(isForm ? {} : { 'Content-Type': 'application/json' }),
      },
    });
  } catch {
    return { kind: 'error' };
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { kind: 'ok', body: json as Body };
  const parsed = errorBodySchema.safeParse(json);
  const error = parsed.success ? parsed.data.error : undefined;
  if ((response.status === 400 || response.status === 413) && error?.fields) {
    return { kind: 'invalid', message: error.message, fields: error.fields };
  }
  const retryAfter = Number(response.headers.get('Retry-After'));
  return {
    kind: 'error',
    status: response.status,
    message: error?.message,
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
  };
}
