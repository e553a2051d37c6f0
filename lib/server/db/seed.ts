import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import {
  airlines,
  appConfig,
  businessTypes,
  callingCodes,
  destinations,
  establishmentSubcategories,
  establishmentProducts,
  establishments,
  establishmentTypes,
  taxiVehicles,
  exchangeRates,
  exhibitionPhotos,
  localBrands,
  offers,
  terminals,
} from './schema';
import { airlineRows } from './seed-data/airlines';
import { appConfigValues } from './seed-data/app-config';
import { businessTypeRows } from './seed-data/business-types';
import { callingCodeRows, DEFAULT_CALLING_CODE_ISO } from './seed-data/calling-codes';
import { destinationRows } from './seed-data/destinations';
import { establishmentSubcategoryRows, establishmentTypeRows } from './seed-data/establishments';
import { accessibleTaxiPlates, taxiVehicleRows } from './seed-data/taxi-vehicles';
import { terminalRows } from './seed-data/terminals';
import {
  establishmentRows,
  exchangeRateRows,
  exhibitionPhotoRows,
  localBrandRows,
  offerRows,
  productRows,
} from './seed-data/directory';

/** Rows written per table by one seed run. */
export type SeedReport = Record<string, number>;

/**
 * Loads the reference data of seed-data/ into the database. Idempotent: every row is upserted
 * by its key, so a second run leaves the same rows. The data files win over edits in the database.
 */
export async function seedDatabase(db: Database): Promise<SeedReport> {
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
    report.taxi_vehicles = await upsertAll(tx, taxiVehicles, taxiVehicles.plate, taxiVehicleInserts());
    report.app_config = await upsertAppConfig(tx);
    Object.assign(report, await seedDirectory(tx));
    return report;
  });
}

type Executor = Pick<Database, 'insert'>;

/** The directory of issue 5 (docs/directory.md): establishments, offers, local brands, exhibition, rates. */
async function seedDirectory(tx: Executor): Promise<SeedReport> {
  return {
    establishment_products: await upsertAll(tx, establishmentProducts, establishmentProducts.keyword, productRows),
    establishments: await upsertAll(tx, establishments, establishments.id, establishmentRows()),
    offers: await upsertAll(tx, offers, offers.id, offerRows()),
    local_brands: await upsertAll(tx, localBrands, localBrands.id, localBrandRows()),
    exhibition_photos: await upsertAll(tx, exhibitionPhotos, exhibitionPhotos.id, exhibitionPhotoRows()),
    exchange_rates: await upsertAll(
      tx,
      exchangeRates,
      [exchangeRates.currency, exchangeRates.rateDate],
      exchangeRateRows,
    ),
  };
}

async function upsertAll<T extends PgTable>(
  db: Executor,
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

function taxiVehicleInserts(): Array<typeof taxiVehicles.$inferInsert> {
  return taxiVehicleRows.map(([plate, company, vehicleType, brand, model, driverName]) => ({
    plate,
    company,
    vehicleType,
    brand,
    model,
    driverName,
    accessible: accessibleTaxiPlates.has(plate),
    active: true,
  }));
}

/** Writes a config value only when it changed, so `updated_at` tells when it last did. */
async function upsertAppConfig(db: Executor): Promise<number> {
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
