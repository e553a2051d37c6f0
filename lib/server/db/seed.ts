import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import {
  airlines,
  businessTypes,
  callingCodes,
  destinations,
  establishmentSubcategories,
  establishmentTypes,
  terminals,
} from './schema';
import { airlineRows } from './seed-data/airlines';
import { businessTypeRows } from './seed-data/business-types';
import { callingCodeRows, DEFAULT_CALLING_CODE_ISO } from './seed-data/calling-codes';
import { destinationRows } from './seed-data/destinations';
import { establishmentSubcategoryRows, establishmentTypeRows } from './seed-data/establishments';
import { terminalRows } from './seed-data/terminals';

/** Rows written per table by one seed run. */
export type SeedReport = Record<string, number>;

/** What a seed may do: upsert rows (inside the seed's transaction). */
export type SeedExecutor = Pick<Database, 'insert'>;

/** A feature's seed: upserts its own seed data (features/<name>/server/db/seed.ts) and reports rows per table. */
export type FeatureSeed = (tx: SeedExecutor) => Promise<SeedReport>;

/**
 * Loads the platform's reference data of seed-data/, then each feature's seed, in one transaction. Idempotent:
 * every row is upserted by its key, so a second run leaves the same rows. The data files win over edits in the
 * database. lib/ does not know the features: the caller passes their seeds (db/seeds.ts lists them).
 */
export async function seedDatabase(db: Database, featureSeeds: readonly FeatureSeed[]): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const report: SeedReport = {};
    // Parents before children (airlines → terminals, subcategories → business types).
    report.terminals = await upsertAll(tx, terminals, terminals.id, terminalRows);
    report.airlines = await upsertAll(tx, airlines, airlines.code, airlineRows);
    report.destinations = await upsertAll(tx, destinations, destinations.code, destinationRows);
    report.business_types = await upsertAll(tx, businessTypes, businessTypes.id, businessTypeRows);
    report.establishment_types = await upsertAll(tx, establishmentTypes, establishmentTypes.id, establishmentTypeRows);
    report.establishment_subcategories = await upsertAll(
      tx,
      establishmentSubcategories,
      establishmentSubcategories.id,
      establishmentSubcategoryRows,
    );
    report.calling_codes = await upsertAll(tx, callingCodes, callingCodes.isoCode, callingCodeInserts());
    for (const seed of featureSeeds) Object.assign(report, await seed(tx));
    return report;
  });
}

/** Upserts `rows` by `key`: every other column takes the row's value. */
export async function upsertAll<T extends PgTable>(
  db: SeedExecutor,
  table: T,
  key: PgColumn | PgColumn[],
  rows: Array<T['$inferInsert']>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const keys = Array.isArray(key) ? key : [key];
  await db
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({ target: keys, set: excludedValues(table, keys) });
  return rows.length;
}

/** `set` clause taking every non-key column from the proposed row (`excluded.*`). */
function excludedValues(table: PgTable, keys: PgColumn[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  const keyNames = new Set(keys.map((k) => k.name));
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (!keyNames.has(column.name)) set[property] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

function callingCodeInserts(): Array<typeof callingCodes.$inferInsert> {
  return callingCodeRows.map(([isoCode, nameEs, nameEn, dialCode], index) => ({
    isoCode,
    nameEs,
    nameEn,
    dialCode,
    isDefault: isoCode === DEFAULT_CALLING_CODE_ISO,
    sortOrder: index + 1,
  }));
}
