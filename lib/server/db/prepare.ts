import type { DbHandle } from './client';
import { applyMigrations, migrationsFolder, type MigrationReport } from './migrate';
import { seedDatabase, type FeatureSeed, type SeedReport } from './seed';
import { getSharedDbHandle, rememberFeatureSeeds, runPrepareOnce } from './shared';
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

/** Applies pending migrations then the seed (reference data + `featureSeeds`), under the migration lock. Idempotent. */
export async function migrateAndSeed(
  handle: DbHandle,
  featureSeeds: readonly FeatureSeed[],
  folder = migrationsFolder(),
): Promise<PrepareReport> {
  const startedAt = performance.now();
  const { migrations, seed } = await handle.exclusive(async (session) => {
    const migrations = await applyMigrations(session, folder);
    const seed = await seedDatabase(session.db, featureSeeds);
    return { migrations, seed };
  });
  return { migrations, seed, durationMs: Math.round(performance.now() - startedAt) };
}

/**
 * Prepares the process-wide database once (called from instrumentation.ts on server start, with every
 * feature's seed). Rejects when it fails; the health check then reports the database as down and retries
 * without arguments: the seeds of the first call are remembered for that.
 */
export function prepareDatabase(featureSeeds?: readonly FeatureSeed[]): Promise<void> {
  const seeds = rememberFeatureSeeds(featureSeeds);
  return runPrepareOnce(async () => {
    const handle = getSharedDbHandle();
    try {
      const report = await migrateAndSeed(handle, seeds);
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
