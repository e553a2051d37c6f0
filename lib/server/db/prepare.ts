import type { DbHandle } from './client';
import { applyMigrations, migrationsFolder, type MigrationReport } from './migrate';
import { seedDatabase, type SeedReport } from './seed';
import { getSharedDbHandle, runPrepareOnce } from './shared';
import { logger } from '../log';

const log = logger('db');

/*
 * Migrate + seed. Does not import "server-only": instrumentation.ts, scripts and tests use it.
 */

export interface PrepareReport {
  migrations: MigrationReport;
  seed: SeedReport;
  durationMs: number;
}

/** Applies pending migrations then the seed, under the migration lock. Idempotent. */
export async function migrateAndSeed(handle: DbHandle, folder = migrationsFolder()): Promise<PrepareReport> {
  const startedAt = performance.now();
  const { migrations, seed } = await handle.exclusive(async (session) => {
    const migrations = await applyMigrations(session, folder);
    const seed = await seedDatabase(session.db);
    return { migrations, seed };
  });
  return { migrations, seed, durationMs: Math.round(performance.now() - startedAt) };
}

/**
 * Prepares the process-wide database once (called from instrumentation.ts on server start).
 * Rejects when it fails; the health check then reports the database as down.
 */
export function prepareDatabase(): Promise<void> {
  return runPrepareOnce(async () => {
    const handle = getSharedDbHandle();
    try {
      const report = await migrateAndSeed(handle);
      log.info(
        { driver: handle.driver, location: handle.location },
        `ready (${handle.driver} at ${handle.location}): ${describePrepareReport(report)}`,
      );
    } catch (error) {
      log.error(
        { err: error, driver: handle.driver, location: handle.location },
        `preparation FAILED (${handle.driver} at ${handle.location})`,
      );
      throw error;
    }
  });
}

export function describePrepareReport({ migrations, seed, durationMs }: PrepareReport): string {
  const rows = Object.values(seed).reduce((sum, count) => sum + count, 0);
  return (
    `${migrations.applied} migration(s) applied (${migrations.total} in total), ` +
    `${rows} reference rows upserted, in ${durationMs} ms`
  );
}
