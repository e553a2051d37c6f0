import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sqlList } from '../sql-list';

/**
 * Reference data read by many features (flights, the directory, forms, taxi, the client configuration), so it
 * belongs to none of them. Changing it: edit this file, run `npm run db:generate`, commit `drizzle/`.
 * Localised text is stored as one column per locale (`*_es`, `*_en`, `*_fr`, `*_pt`); es is the fallback.
 */

export const TERMINAL_CODES = ['T1', 'T2'] as const;
export type TerminalCode = (typeof TERMINAL_CODES)[number];

/** Kinds of business in the directory (SPEC §3 client configuration). */
export const BUSINESS_KINDS = [
  'restaurants',
  'establishments',
  'airlines',
  'services',
  'entities',
  'others',
  'exchange_house',
  'rent_car',
  'bank_entities',
  'vip_rooms',
] as const;
export type BusinessKind = (typeof BUSINESS_KINDS)[number];

export const terminals = pgTable(
  'terminals',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    nameEs: text('name_es').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    namePt: text('name_pt').notNull(),
  },
  (t) => [check('terminals_code_check', sql`${t.code} in (${sqlList(TERMINAL_CODES)})`)],
);

export const airlines = pgTable('airlines', {
  /** IATA designator, e.g. AV. */
  code: text('code').primaryKey(),
  icaoCode: text('icao_code').notNull(),
  name: text('name').notNull(),
  /** ISO 3166-1 alpha-2 code of the airline's home country. */
  countryCode: text('country_code').notNull(),
  terminal: text('terminal')
    .notNull()
    .references(() => terminals.code),
  isCargo: boolean('is_cargo').notNull().default(false),
  alliance: text('alliance'),
});

export const destinations = pgTable('destinations', {
  /** IATA airport code, e.g. MDE. */
  code: text('code').primaryKey(),
  cityEs: text('city_es').notNull(),
  cityEn: text('city_en').notNull(),
  cityFr: text('city_fr').notNull(),
  cityPt: text('city_pt').notNull(),
  countryCode: text('country_code').notNull(),
  countryEs: text('country_es').notNull(),
  countryEn: text('country_en').notNull(),
  countryFr: text('country_fr').notNull(),
  countryPt: text('country_pt').notNull(),
  isDomestic: boolean('is_domestic').notNull(),
});

export const businessTypes = pgTable(
  'business_types',
  {
    id: integer('id').primaryKey(),
    keyword: text('keyword').notNull().unique(),
    kind: text('kind').notNull(),
    nameEs: text('name_es').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    namePt: text('name_pt').notNull(),
  },
  (t) => [check('business_types_kind_check', sql`${t.kind} in (${sqlList(BUSINESS_KINDS)})`)],
);

/** Establishment types; id 1 is 'not applicable' (SPEC §3). */
export const establishmentTypes = pgTable('establishment_types', {
  id: integer('id').primaryKey(),
  keyword: text('keyword').notNull().unique(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  namePt: text('name_pt').notNull(),
});

export const establishmentSubcategories = pgTable('establishment_subcategories', {
  id: integer('id').primaryKey(),
  keyword: text('keyword').notNull().unique(),
  businessTypeId: integer('business_type_id')
    .notNull()
    .references(() => businessTypes.id),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  namePt: text('name_pt').notNull(),
});

export const callingCodes = pgTable('calling_codes', {
  /** ISO 3166-1 alpha-2 code, e.g. CO. */
  isoCode: text('iso_code').primaryKey(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  /** E.164 country code with its plus sign, e.g. "+57". Several countries share one. */
  dialCode: text('dial_code').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
});
