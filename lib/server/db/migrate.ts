import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, DbHandle, ExclusiveSession } from './client';

export interface MigrationReport {
  /** Migrations applied by this run. */
  applied: number;
  /** Migrations recorded in the database after this run. */
  total: number;
}

/** The committed output of `drizzle-kit generate`, resolved from the project root. */
export function migrationsFolder(): string {
  return path.join(process.cwd(), 'drizzle');
}

/** Applies pending migrations under the migration lock. Safe to run on every start. */
export function migrateDatabase(handle: DbHandle, folder = migrationsFolder()): Promise<MigrationReport> {
  return handle.exclusive((session) => applyMigrations(session, folder));
}

export async function applyMigrations(
  session: ExclusiveSession,
  folder = migrationsFolder(),
): Promise<MigrationReport> {
  if (!existsSync(path.join(folder, 'meta', '_journal.json'))) {
    throw new Error(`No drizzle migrations found in ${folder}. Run from the project root (or npm run db:generate).`);
  }
  const before = await countAppliedMigrations(session.db);
  await session.migrate(folder);
  const total = await countAppliedMigrations(session.db);
  return { applied: total - before, total };
}

async function countAppliedMigrations(db: Database): Promise<number> {
  const exists = await queryRows<{ exists: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!exists[0]?.exists) return 0;
  const counted = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number(counted[0]?.count ?? 0);
}

/** Both drivers return `{ rows }` from execute(); the shared drizzle type does not say so. */
async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
