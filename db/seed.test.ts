// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createDb, type CreateDbOptions, type Database, type DbHandle } from '@/lib/server/db/client';
import { migrateDatabase } from '@/lib/server/db/migrate';
import { migrateAndSeed as migrateAndSeedWith } from '@/lib/server/db/prepare';
import * as platformTables from '@/lib/server/db/schema';
import * as configTables from '@/features/client-configuration/server/db/schema';
import * as currencyTables from '@/features/currency/server/db/schema';
import * as establishmentTables from '@/features/establishments/server/db/schema';
import * as exhibitionTables from '@/features/exhibition/server/db/schema';
import * as offerTables from '@/features/offers/server/db/schema';
import { featureSeeds } from './seeds';

const schema = {
  ...platformTables,
  ...configTables,
  ...currencyTables,
  ...establishmentTables,
  ...exhibitionTables,
  ...offerTables,
};
const migrateAndSeed = (handle: DbHandle) => migrateAndSeedWith(handle, featureSeeds);

const tables = {
  terminals: schema.terminals,
  airlines: schema.airlines,
  destinations: schema.destinations,
  business_types: schema.businessTypes,
  establishment_types: schema.establishmentTypes,
  establishment_subcategories: schema.establishmentSubcategories,
  calling_codes: schema.callingCodes,
  app_config: schema.appConfig,
  establishment_products: schema.establishmentProducts,
  establishments: schema.establishments,
  offers: schema.offers,
  local_brands: schema.localBrands,
  exhibition_photos: schema.exhibitionPhotos,
  exchange_rates: schema.exchangeRates,
};

async function snapshot(db: Database) {
  const result: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(tables)) {
    const rows = await db.select().from(table);
    result[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

// Set TEST_DATABASE_URL (an empty or throwaway database) to run the same tests on real PostgreSQL.
const targets: Array<[string, CreateDbOptions]> = [['in-memory PGlite', { driver: 'pglite' }]];
if (process.env.TEST_DATABASE_URL)
  targets.push(['PostgreSQL', { driver: 'postgres', url: process.env.TEST_DATABASE_URL }]);

describe.each(targets)('database migrations and seed on %s', (_name, options) => {
  let handle: DbHandle;
  let db: Database;
  let first: Record<string, unknown[]>;

  beforeAll(async () => {
    handle = createDb(options);
    db = handle.db;
    await migrateAndSeed(handle);
    first = await snapshot(db);
  });

  afterAll(async () => {
    await handle.close();
  });

  it('is idempotent: a second run applies nothing new and leaves exactly the same rows', async () => {
    const report = await migrateAndSeed(handle);
    expect(report.migrations.applied).toBe(0);
    const second = await snapshot(db);
    for (const name of Object.keys(tables)) {
      expect(second[name]!.length, name).toBe(first[name]!.length);
      expect(second[name], name).toEqual(first[name]);
    }
  });

  it('re-running the migrations alone is a no-op', async () => {
    const journal = JSON.parse(readFileSync(path.join(process.cwd(), 'drizzle/meta/_journal.json'), 'utf8'));
    expect(await migrateDatabase(handle)).toEqual({ applied: 0, total: journal.entries.length });
  });

  it('loads the expected amounts of reference data', () => {
    expect(first.terminals).toHaveLength(2);
    expect(first.airlines!.length).toBeGreaterThanOrEqual(25);
    expect(first.destinations!.length).toBeGreaterThanOrEqual(60);
    expect(first.business_types).toHaveLength(10);
    expect(first.calling_codes!.length).toBeGreaterThanOrEqual(235);
  });

  it('puts Avianca in T1 and Wingo, Satena and Clic in T2', async () => {
    const [avianca] = await db.select().from(schema.airlines).where(eq(schema.airlines.code, 'AV'));
    expect(avianca).toMatchObject({ name: 'Avianca', terminal: 'T1', isCargo: false });
    const t2 = await db.select().from(schema.airlines).where(eq(schema.airlines.terminal, 'T2'));
    expect(t2.map((a) => a.code).sort()).toEqual(['9R', 'P5', 'VE']);
    const [cargo] = await db.select().from(schema.airlines).where(eq(schema.airlines.code, 'QT'));
    expect(cargo?.isCargo).toBe(true);
  });

  it('knows domestic and international destinations with names in four languages', async () => {
    const [medellin] = await db.select().from(schema.destinations).where(eq(schema.destinations.code, 'MDE'));
    expect(medellin).toMatchObject({ cityEs: 'Medellín', isDomestic: true, countryCode: 'CO' });
    const [newYork] = await db.select().from(schema.destinations).where(eq(schema.destinations.code, 'JFK'));
    expect(newYork).toMatchObject({
      cityEs: 'Nueva York',
      cityPt: 'Nova York',
      isDomestic: false,
      countryFr: 'États-Unis',
    });
  });

  it('lists Colombia (+57) first as the default calling code, with unique ISO codes', async () => {
    const codes = await db.select().from(schema.callingCodes).orderBy(asc(schema.callingCodes.sortOrder));
    expect(codes[0]).toMatchObject({ isoCode: 'CO', dialCode: '+57', isDefault: true });
    expect(codes.filter((c) => c.isDefault)).toHaveLength(1);
    expect(codes.every((c) => /^\+\d{1,4}$/.test(c.dialCode))).toBe(true);
  });

  it('keeps establishment type 1 as "not applicable"', async () => {
    const [type] = await db.select().from(schema.establishmentTypes).where(eq(schema.establishmentTypes.id, 1));
    expect(type).toMatchObject({ keyword: 'no-aplica', nameEs: 'No aplica' });
  });

  it('seeds a believable directory (SPEC §9)', async () => {
    const places = await db.select().from(schema.establishments);
    const count = (businessTypeId: number) => places.filter((p) => p.businessTypeId === businessTypeId).length;
    expect(count(1)).toBeGreaterThanOrEqual(60); // restaurants and cafés
    expect(count(2)).toBeGreaterThanOrEqual(40); // shops
    const foodCategories = new Set(places.filter((p) => p.businessTypeId === 1).map((p) => p.categoryId));
    expect(foodCategories.size).toBe(11);
    const foodCourts = new Set(places.filter((p) => p.zone.startsWith('plazoleta-')).map((p) => p.zone));
    expect(foodCourts.size).toBe(5);
    const schedules = places.map((p) => p.schedule);
    expect(schedules.some((s) => s.some((period) => period.opens === '00:00' && period.closes === '24:00'))).toBe(true);
    expect(schedules.some((s) => s.some((period) => period.closes < period.opens))).toBe(true);
    expect((await db.select().from(schema.localBrands)).length).toBeGreaterThan(40);
    const photos = await db.select().from(schema.exhibitionPhotos);
    expect(photos).toHaveLength(60);
    expect(new Set(photos.map((p) => p.category)).size).toBe(5);
    expect(photos.every((p) => p.diameterCm === 245)).toBe(true);
  });

  it('rejects an unknown terminal code', async () => {
    await expect(
      db.insert(schema.terminals).values({ id: 9, code: 'T9', nameEs: 'x', nameEn: 'x', nameFr: 'x', namePt: 'x' }),
    ).rejects.toThrow();
  });
});
