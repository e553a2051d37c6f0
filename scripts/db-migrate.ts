/** `npm run db:migrate`: applies pending drizzle migrations to the configured database. */
import { createDb, dbOptionsFromConfig } from '../lib/server/db/client';
import { migrateDatabase, migrationsFolder } from '../lib/server/db/migrate';

async function main(): Promise<void> {
  const handle = createDb(dbOptionsFromConfig());
  try {
    const startedAt = performance.now();
    const report = await migrateDatabase(handle);
    const ms = Math.round(performance.now() - startedAt);
    console.log(
      `db:migrate ${handle.driver} at ${handle.location}: applied ${report.applied} migration(s) ` +
        `from ${migrationsFolder()} (${report.total} in total) in ${ms} ms`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('db:migrate failed:', error);
  process.exitCode = 1;
});
