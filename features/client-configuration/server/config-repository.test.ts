// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbHandle } from '@/lib/server/db/client';
import * as platformTables from '@/lib/server/db/schema';
import * as configTables from './db/schema';
import { appConfigValues } from './db/seed-data/app-config';
import { createTestDb } from '@/tests/db';
import {
  BUSINESS_KINDS,
  TERMINAL_CODES,
  airportStateSchema,
  airportTaxesSchema,
  bannerImageSchema,
  clientConfigurationSchema,
  flightTerminalSchema,
  homeTopBannerSchema,
  popupDialogSchema,
} from '../schemas';
import { readClientConfiguration } from './config-repository';
import { captureLogs } from '@/tests/logs';

const dbSchema = { ...platformTables, ...configTables };

vi.mock('server-only', () => ({}));

describe('readClientConfiguration (seeded in-memory database)', () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
  });

  afterAll(async () => {
    await handle.close();
  });

  it('returns a configuration that satisfies the public schema', async () => {
    const configuration = await readClientConfiguration(handle.db);
    expect(() => clientConfigurationSchema.parse(configuration)).not.toThrow();
    expect(configuration.businessTypes.map((b) => b.kind).sort()).toEqual([...BUSINESS_KINDS].sort());
    expect(configuration.terminals.map((t) => t.code)).toEqual(['T1', 'T2']);
    expect(configuration.airportState.es).toBe('El aeropuerto opera con normalidad');
    expect(configuration.homeTopBanner).toMatchObject({
      url: '/vuelos',
      desktopImgUrl: '/images/banner/home-desktop.svg',
    });
    expect(configuration.defaultEstablishmentTypeId).toBe(1);
    expect(configuration.establishmentTypes[0]?.name.es).toBe('No aplica');
    expect(configuration.callingCodes[0]).toEqual({
      code: 'CO',
      name: { es: 'Colombia', en: 'Colombia' },
      dialCode: '+57',
      isDefault: true,
    });
    expect(configuration.callingCodes.length).toBeGreaterThanOrEqual(235);
  });

  it('gives homeTopBanner null when the setting is null, and skips invalid banners', async () => {
    const logs = captureLogs();
    const { appConfig } = dbSchema;
    await handle.db
      .update(appConfig)
      .set({ value: sql`'null'::jsonb` })
      .where(eq(appConfig.key, 'homeTopBanner'));
    const valid = {
      id: 'a',
      desktopImgUrl: '/a.svg',
      mobileImgUrl: '/a-m.svg',
      url: null,
      alt: appConfigValues.airportState,
    };
    const unsafe = { ...valid, id: 'b', url: 'javascript:alert(1)' };
    const offSite = { ...valid, id: 'c', url: '/\\evil.example' };
    await handle.db
      .update(appConfig)
      .set({ value: [valid, unsafe, offSite] })
      .where(eq(appConfig.key, 'bannerImages'));

    const configuration = await readClientConfiguration(handle.db);
    expect(configuration.homeTopBanner).toBeNull();
    expect(configuration.bannerImages.map((b) => b.id)).toEqual(['a']);
    expect(logs.messages('warn')).toEqual([
      expect.stringContaining('app_config.bannerImages[1] is invalid'),
      expect.stringContaining('app_config.bannerImages[2] is invalid'),
    ]);
  });
});

describe('contract', () => {
  it('every seeded app_config value matches its schema exactly', () => {
    const schemas: Record<keyof typeof appConfigValues, z.ZodType> = {
      homeTopBanner: homeTopBannerSchema.nullable(),
      airportState: airportStateSchema,
      airportTaxes: airportTaxesSchema,
      bannerImages: z.array(bannerImageSchema),
      internalBannerImages: z.array(bannerImageSchema),
      popupDialogs: z.array(popupDialogSchema),
      flightTerminals: z.array(flightTerminalSchema),
    };
    for (const [key, schema] of Object.entries(schemas)) {
      expect(schema.safeParse(appConfigValues[key as keyof typeof appConfigValues]).success, key).toBe(true);
    }
    expect(Object.keys(appConfigValues).sort()).toEqual([...dbSchema.APP_CONFIG_KEYS].sort());
  });

  it('the client-safe enums match the database constants', () => {
    expect(BUSINESS_KINDS).toEqual(dbSchema.BUSINESS_KINDS);
    expect(TERMINAL_CODES).toEqual(dbSchema.TERMINAL_CODES);
  });
});
