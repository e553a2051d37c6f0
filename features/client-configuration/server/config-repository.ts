import 'server-only';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/lib/server/db';
import {
  businessTypes,
  callingCodes,
  establishmentSubcategories,
  establishmentTypes,
  terminals,
} from '@/lib/server/db/schema';
import { appConfig } from './db/schema';
import {
  airportStateSchema,
  airportTaxesSchema,
  bannerImageSchema,
  BUSINESS_KINDS,
  flightTerminalSchema,
  homeTopBannerSchema,
  NOT_APPLICABLE_ESTABLISHMENT_TYPE_ID,
  popupDialogSchema,
  TERMINAL_CODES,
  type ClientConfiguration,
  type LocalizedText,
} from '../schemas';
import { logger } from '@/lib/server/log';

const log = logger('config');

/** Reads the client configuration from the database (reference tables + app_config). */
export async function readClientConfiguration(db: Database): Promise<ClientConfiguration> {
  const [businessTypeRows, terminalRows, typeRows, subcategoryRows, callingCodeRows, configRows] = await Promise.all([
    db.select().from(businessTypes).orderBy(asc(businessTypes.id)),
    db.select().from(terminals).orderBy(asc(terminals.id)),
    db.select().from(establishmentTypes).orderBy(asc(establishmentTypes.id)),
    db.select().from(establishmentSubcategories).orderBy(asc(establishmentSubcategories.id)),
    db.select().from(callingCodes).orderBy(asc(callingCodes.sortOrder)),
    db.select().from(appConfig),
  ]);
  const settings = new Map(configRows.map((row) => [row.key, row.value]));

  return {
    businessTypes: businessTypeRows.map((row) => ({
      id: row.id,
      keyword: row.keyword,
      kind: z.enum(BUSINESS_KINDS).parse(row.kind),
      name: localized(row),
    })),
    terminals: terminalRows.map((row) => ({
      id: row.id,
      code: z.enum(TERMINAL_CODES).parse(row.code),
      name: localized(row),
    })),
    flightTerminals: validItems(settings.get('flightTerminals'), flightTerminalSchema, 'flightTerminals'),
    airportState: requiredSetting(settings.get('airportState'), airportStateSchema, 'airportState'),
    airportTaxes: requiredSetting(settings.get('airportTaxes'), airportTaxesSchema, 'airportTaxes'),
    establishmentTypes: typeRows.map((row) => ({ id: row.id, keyword: row.keyword, name: localized(row) })),
    defaultEstablishmentTypeId: NOT_APPLICABLE_ESTABLISHMENT_TYPE_ID,
    establishmentSubcategories: subcategoryRows.map((row) => ({
      id: row.id,
      keyword: row.keyword,
      businessTypeId: row.businessTypeId,
      name: localized(row),
    })),
    bannerImages: validItems(settings.get('bannerImages'), bannerImageSchema, 'bannerImages'),
    internalBannerImages: validItems(settings.get('internalBannerImages'), bannerImageSchema, 'internalBannerImages'),
    popupDialogs: validItems(settings.get('popupDialogs'), popupDialogSchema, 'popupDialogs'),
    homeTopBanner: optionalSetting(settings.get('homeTopBanner'), homeTopBannerSchema, 'homeTopBanner'),
    callingCodes: callingCodeRows.map((row) => ({
      code: row.isoCode,
      name: { es: row.nameEs, en: row.nameEn },
      dialCode: row.dialCode,
      isDefault: row.isDefault,
    })),
  };
}

function localized(row: { nameEs: string; nameEn: string; nameFr: string; namePt: string }): LocalizedText {
  return { es: row.nameEs, en: row.nameEn, fr: row.nameFr, pt: row.namePt };
}

/** Without these the configuration is unusable: a bad value fails the read (the service keeps the last good one). */
function requiredSetting<Schema extends z.ZodType>(value: unknown, schema: Schema, key: string): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`app_config.${key} is missing or invalid: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** A missing, null or invalid value means "none" (an invalid one is logged). */
function optionalSetting<Schema extends z.ZodType>(
  value: unknown,
  schema: Schema,
  key: string,
): z.output<Schema> | null {
  if (value === undefined || value === null) return null;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  log.warn({ setting: key }, `app_config.${key} is invalid and is ignored: ${z.prettifyError(result.error)}`);
  return null;
}

/** Keeps the valid items of a list setting, so one bad banner does not hide the others. */
function validItems<Schema extends z.ZodType>(value: unknown, schema: Schema, key: string): Array<z.output<Schema>> {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    log.warn({ setting: key }, `app_config.${key} is not a list and is ignored`);
    return [];
  }
  return value.flatMap((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) return [result.data];
    log.warn(
      { setting: key, index },
      `app_config.${key}[${index}] is invalid and is skipped: ${z.prettifyError(result.error)}`,
    );
    return [];
  });
}
