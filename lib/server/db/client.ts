import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool, type PoolClient } from 'pg';
import { config } from '../../config';
import { logger } from '../log';

const log = logger('db');

/*
 * The database client factory. This file does not import "server-only" so that scripts (tsx)
 * and tests can use it; application code imports `@/lib/server/db` instead.
 */

/**
 * The drizzle database, whichever driver is underneath. Queries name their tables (imported from the feature
 * that owns them, or lib/server/db/schema); drizzle's relational `db.query` is not used, so it gets no schema.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type DbDriver = 'pglite' | 'postgres';

export type CreateDbOptions =
  /** Embedded PostgreSQL. Without `dataDir` the database lives in memory (tests). */
  { driver: 'pglite'; dataDir?: string } | { driver: 'postgres'; url: string; maxConnections?: number };

/** A session with exclusive access to the database, for migrations and seeding. */
export interface ExclusiveSession {
  db: Database;
  migrate(migrationsFolder: string): Promise<void>;
}

export interface DbHandle {
  readonly driver: DbDriver;
  /** Human-readable location for logs (data dir or host/database, never the password). */
  readonly location: string;
  readonly db: Database;
  /**
   * Runs `work` so that no other process migrates or seeds at the same time
   * (a PostgreSQL advisory lock; PGlite is single-process by construction).
   */
  exclusive<T>(work: (session: ExclusiveSession) => Promise<T>): Promise<T>;
  /** `select 1`, rejected after `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_PING_TIMEOUT_MS = 2000;
/** Arbitrary constant identifying this application's migration lock. */
const MIGRATION_LOCK_KEY = 4_190_512;

export function createDb(options: CreateDbOptions): DbHandle {
  return options.driver === 'pglite' ? createPgliteHandle(options.dataDir) : createPostgresHandle(options);
}

/** The options the application uses: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR. */
export function dbOptionsFromConfig(): CreateDbOptions {
  const { DATABASE_URL, DATA_DIR } = config();
  if (DATABASE_URL) return { driver: 'postgres', url: DATABASE_URL };
  return { driver: 'pglite', dataDir: path.resolve(DATA_DIR, 'pglite') };
}

function createPgliteHandle(dataDir: string | undefined): DbHandle {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  const db = drizzlePglite({ client });
  return {
    driver: 'pglite',
    location: dataDir ?? 'memory',
    db,
    exclusive: (work) => work({ db, migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }) }),
    ping: (timeoutMs) => selectOne(db, timeoutMs),
    close: () => client.close(),
  };
}

function createPostgresHandle(options: { url: string; maxConnections?: number }): DbHandle {
  const pool = new Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // Without a listener, an idle client's network error would crash the process.
  pool.on('error', (error) => log.error({ err: error }, 'idle PostgreSQL connection failed'));
  const db = drizzleNodePg({ client: pool });
  return {
    driver: 'postgres',
    location: describePostgresUrl(options.url),
    db,
    exclusive: (work) => withAdvisoryLock(pool, work),
    ping: (timeoutMs) => selectOne(db, timeoutMs),
    close: () => pool.end(),
  };
}

async function withAdvisoryLock<T>(pool: Pool, work: (session: ExclusiveSession) => Promise<T>): Promise<T> {
  const client: PoolClient = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const db = drizzleNodePg({ client });
    return await work({ db, migrate: (migrationsFolder) => migrateNodePg(db, { migrationsFolder }) });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

async function selectOne(db: Database, timeoutMs = DEFAULT_PING_TIMEOUT_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `postgres://${parsed.host}${parsed.pathname}`;
  } catch {
    return 'postgres';
  }
}
