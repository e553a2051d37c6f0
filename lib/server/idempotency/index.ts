import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { AppError, badRequest } from '../../http/errors';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';

/*
 * Idempotent submissions (ARCHITECTURE §5): a client sends `Idempotency-Key: <uuid>` with a POST;
 * the work and the record of its answer commit in one transaction, so a double click, a retry
 * after a timeout or a replayed request returns the first answer and never files twice.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[\x21-\x7e]{8,200}$/;

/** The request's key, or undefined when it sent none. A malformed key is a 400. */
export function idempotencyKeyOf(request: Request): string | undefined {
  const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (!key) return undefined;
  if (!KEY_PATTERN.test(key)) {
    throw badRequest(`${IDEMPOTENCY_HEADER} must be 8 to 200 visible ASCII characters (a UUID is ideal).`, {
      [IDEMPOTENCY_HEADER]: 'Invalid key.',
    });
  }
  return key;
}

/** A stable hash of the request's content (object keys sorted), to detect a key reused for another body. */
export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(stableStringify(value)).digest('hex');
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface IdempotentResult<Body> {
  status: number;
  body: Body;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

export interface IdempotencyOptions {
  /** Endpoint plus caller (`pqrs`, `taxi.book:user:42`): keys are unique within a scope. */
  scope: string;
  /** From idempotencyKeyOf(request); without a key the work simply runs once in a transaction. */
  key: string | undefined;
  /** fingerprintOf(the parsed input). */
  fingerprint: string;
}

/**
 * Runs `work` in a transaction and stores its answer under the key in that same transaction.
 * If `work` throws, nothing is stored (the key stays free for a corrected retry).
 */
export async function runIdempotent<Body>(
  db: Database,
  options: IdempotencyOptions,
  work: (tx: Database) => Promise<{ status: number; body: Body }>,
): Promise<IdempotentResult<Body>> {
  try {
    return await runOnce(db, options, work);
  } catch (error) {
    // Two requests with one key at the same instant: the loser's insert hits the primary key
    // after the winner committed; running again replays the winner's answer.
    if (options.key && isUniqueViolation(error)) return runOnce(db, options, work);
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function runOnce<Body>(
  db: Database,
  { scope, key, fingerprint }: IdempotencyOptions,
  work: (tx: Database) => Promise<{ status: number; body: Body }>,
): Promise<IdempotentResult<Body>> {
  return db.transaction(async (tx) => {
    if (key) {
      const [earlier] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
        .for('update');
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          throw new AppError(
            422,
            'idempotency_key_reused',
            `This ${IDEMPOTENCY_HEADER} was already used for a different request. Send a new key.`,
          );
        }
        return { status: earlier.responseStatus, body: earlier.responseBody as Body, replayed: true };
      }
    }
    const result = await work(tx as unknown as Database);
    if (key) {
      await tx
        .insert(idempotencyKeys)
        .values({ scope, key, fingerprint, responseStatus: result.status, responseBody: result.body as object });
    }
    return { ...result, replayed: false };
  });
}

/** A JSON response for an idempotent result; replays carry `Idempotent-Replayed: true`. */
export function idempotentResponse<Body>(result: IdempotentResult<Body>): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (result.replayed) headers.set('Idempotent-Replayed', 'true');
  return Response.json(result.body, { status: result.status, headers });
}

/** Deletes records older than `olderThan` (keys are meant for retries, not forever). */
export async function pruneIdempotencyKeys(db: Database, olderThan: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, olderThan));
}
