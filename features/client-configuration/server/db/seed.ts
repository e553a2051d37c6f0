import { sql } from 'drizzle-orm';
import type { SeedReport, SeedExecutor } from '@/lib/server/db/seed';
import { appConfig } from './schema';
import { appConfigValues } from './seed-data/app-config';

/** The operator-editable settings of the client configuration (docs/database.md). */
export async function seedClientConfiguration(tx: SeedExecutor): Promise<SeedReport> {
  return { app_config: await upsertAppConfig(tx) };
}

/** Writes a config value only when it changed, so `updated_at` tells when it last did. */
async function upsertAppConfig(db: SeedExecutor): Promise<number> {
  const rows = Object.entries(appConfigValues).map(([key, value]) => ({ key, value }));
  await db
    .insert(appConfig)
    .values(rows)
    .onConflictDoUpdate({
      target: appConfig.key,
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      setWhere: sql`${appConfig.value} is distinct from excluded.value`,
    });
  return rows.length;
}
