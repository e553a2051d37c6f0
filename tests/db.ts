import { createDb, type DbHandle } from '@/lib/server/db/client';
import { migrateAndSeed } from '@/lib/server/db/prepare';
import { featureSeeds } from '@/db/seeds';

/**
 * A fresh in-memory PGlite with the migrations and the seed applied. Creating one takes
 * a couple of seconds: make one per test file (beforeAll) and close it in afterAll.
 */
export async function createTestDb(): Promise<DbHandle> {
  const handle = createDb({ driver: 'pglite' });
  await migrateAndSeed(handle, featureSeeds);
  return handle;
}
