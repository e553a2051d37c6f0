/** `npm run db:seed`: upserts the reference data of lib/server/db/seed-data and every feature's seed data (idempotent). */
import { featureSeeds } from '../db/seeds';
import { createDb, dbOptionsFromConfig } from '../lib/server/db/client';
import { seedDatabase } from '../lib/server/db/seed';

async function main(): Promise<void> {
  const handle = createDb(dbOptionsFromConfig());
  try {
    const startedAt = performance.now();
    const report = await handle.exclusive((session) => seedDatabase(session.db, featureSeeds));
    const ms = Math.round(performance.now() - startedAt);
    console.log(`db:seed ${handle.driver} at ${handle.location} in ${ms} ms, rows upserted per table:`);
    for (const [table, count] of Object.entries(report)) console.log(`  ${table.padEnd(28)} ${count}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('db:seed failed (did you run `npm run db:migrate` first?):', error);
  process.exitCode = 1;
});
