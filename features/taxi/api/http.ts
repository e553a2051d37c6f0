import type { TaxiResponse, TaxiResponseKind } from './response-schemas';

/**
 * The one place where taxi client islands talk HTTP to the public API
 * (`NEXT_PUBLIC_API_BASE_URL` + /v2/taxi-imperial/...). Answers are checked with the endpoint's
 * zod schema; an error answer becomes a TaxiApiError carrying the server's message (SPEC §8 shows it).
 */

export const TAXI_API_PATH = '/v2/taxi-imperial';

export class TaxiApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's own message (already in the visitor's language when the API localises it), or ''. */
    readonly serverMessage: string,
    readonly code?: string,
    readonly retryAfterSeconds?: number,
    /** A validation error's messages per field (already in the visitor's language). */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(serverMessage || `Taxi API answered ${status}`);
    this.name = 'TaxiApiError';
  }
}

export interface TaxiRequest<K extends TaxiResponseKind> {
  apiBase: string;
  /** Path under /v2/taxi-imperial, starting with '/'. */
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  /** Which answer this is: its schema is loaded with the first call (./response-schemas). */
  schema: K;
  signal?: AbortSignal;
  locale?: string;
}

export function taxiUrl(apiBase: string, path: string): string {
  return `${apiBase.replace(/\/+$/, '')}${TAXI_API_PATH}${path}`;
}

async function errorFrom(response: Response): Promise<TaxiApiError> {
  let message = '';
  let code: string | undefined;
  const fields: Record<string, string> = {};
  try {
    const body = (await response.json()) as {
      error?: { message?: unknown; code?: unknown; fields?: unknown };
      message?: unknown;
    };
    const raw = body?.error?.message ?? body?.message;
    if (typeof raw === 'string') message = raw;
    if (typeof body?.error?.code === 'string') code = body.error.code;
    const given = body?.error?.fields;
    if (given && typeof given === 'object' && !Array.isArray(given)) {
      for (const [name, text] of Object.entries(given)) if (typeof text === 'string') fields[name] = text;
    }
  } catch {
    /* not JSON: no server message */
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  return new TaxiApiError(
    response.status,
    message,
    code,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    fields,
  );
}

export async function taxiRequest<K extends TaxiResponseKind>({
  apiBase,
  path,
  method = 'GET',
  body,
  token,
  headers,
  schema,
  signal,
  locale,
}: TaxiRequest<K>): Promise<TaxiResponse<K>> {
  const response = await fetch(taxiUrl(apiBase, path), {
    method,
    signal,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(locale ? { 'Accept-Language': locale } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await errorFrom(response);
  const [{ taxiResponseSchemas }, text] = await Promise.all([import('./response-schemas'), response.text()]);
  return taxiResponseSchemas[schema].parse(text ? JSON.parse(text) : {}) as TaxiResponse<K>;
}

/** SPEC §8: the server's message, else the generic 'Error desconocido' (passed in, localised). */
export function errorMessageOf(error: unknown, unknown: string): string {
  if (error instanceof TaxiApiError && error.serverMessage) return error.serverMessage;
  return unknown;
}
