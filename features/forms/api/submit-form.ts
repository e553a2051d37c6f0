import type { ApiErrorBody } from '@/lib/http/errors';

/*
 * Client-side sender of every form: the page's language (Accept-Language), an Idempotency-Key kept
 * across retries of one submission, JSON or multipart (PQRS photo). Never throws: the caller gets
 * what to show, and the visitor's text stays in the form.
 */

/**
 * The part of the API error body (`ApiErrorBody`, lib/http/errors) the forms read, checked by hand: zod
 * here would put the whole library in the form pages' first-load JavaScript (the schemas load lazily).
 */
function errorOf(json: unknown): Pick<ApiErrorBody['error'], 'message' | 'fields'> | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const error = (json as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, fields } = error as { message?: unknown; fields?: unknown };
  if (typeof message !== 'string') return undefined;
  if (fields === undefined) return { message };
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return undefined;
  const entries = Object.entries(fields);
  if (!entries.every(([, value]) => typeof value === 'string')) return undefined;
  return { message, fields: Object.fromEntries(entries) as Record<string, string> };
}

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
  const error = errorOf(json);
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
