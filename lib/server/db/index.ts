import 'server-only';
import type { Database } from './client';
import { prepareDatabase } from './prepare';
import { getSharedDbHandle, sharedDbState } from './shared';
import { logger } from '../log';

const log = logger('db');

/*
 * The database as application code sees it. Scripts and tests use ./client, ./migrate,
 * ./seed and ./prepare directly: those files do not import "server-only".
 */

export { createDb, type CreateDbOptions, type Database, type DbDriver, type DbHandle } from './client';

/** The process-wide drizzle database (PGlite under DATA_DIR, or PostgreSQL when DATABASE_URL is set). */
export function getDb(): Database {
  return getSharedDbHandle().db;
}

export type DbHealth = 'ok' | 'down';

const PREPARE_RETRY_INTERVAL_MS = 30_000;

/**
 * `select 1` with a short timeout. Reports 'down' as well when the start-up migrate + seed
 * failed or is still running, since queries would fail. After a failure it retries the
 * preparation in the background (at most every 30 s), e.g. when PostgreSQL came up late.
 */
export async function pingDb(timeoutMs = 2000): Promise<DbHealth> {
  const { prepareStatus } = sharedDbState();
  if (prepareStatus === 'failed') retryPrepareSoon();
  if (prepareStatus === 'failed' || prepareStatus === 'running') return 'down';
  try {
    await getSharedDbHandle().ping(timeoutMs);
    return 'ok';
  } catch (error) {
    log.error({ err: error }, 'health check failed');
    return 'down';
  }
}

function retryPrepareSoon(): void {
  const { prepareStartedAt = 0 } = sharedDbState();
  if (Date.now() - prepareStartedAt < PREPARE_RETRY_INTERVAL_MS) return;
  prepareDatabase().catch(() => undefined); // prepareDatabase logs the failure itself
}
