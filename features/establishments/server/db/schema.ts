import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
} from 'drizzle-orm/pg-core';
import { airlines, businessTypes, establishmentSubcategories, establishmentTypes, terminals } from './reference';

/*
 * The directory (issue 5): establishments, their offers, the local-entrepreneur area, the Oro Puro
 * photo exhibition and exchange rates. Localised text is one column per locale; es is the fallback.
 * See docs/directory.md for the meaning of every column (map positions in particular).
 */

export const DIRECTORY_AREAS = ['pasajeros', 'publica'] as const;
export const OFFER_AUDIENCES = ['passengers', 'employees'] as const;
export const OFFER_CATEGORIES = ['duty_free', 'food_beverages', 'shopping'] as const;
export const OFFER_AREAS = ['departures', 'arrivals'] as const;
export const EXHIBITION_CATEGORIES = [
  'cultura_pueblos',
  'bosques_ecosistemas',
  'paisajes_iconicos',
  'fauna_flora',
  'rios_aguas',
] as const;

/** One opening period: `days` are SPEC weekday letters (L M X J V S D), times `HH:mm`, `24:00` = midnight. */
export interface SchedulePeriodRow {
  days: string;
  opens: string;
  closes: string;
}

function inList(values: readonly string[]) {
  return sql.raw(values.map((v) => `'${v}'`).join(', '));
}

/** Products an establishment sells (filter `product`); names per locale. */
export const establishmentProducts = pgTable('establishment_products', {
  keyword: text('keyword').primaryKey(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  namePt: text('name_pt').notNull(),
});

export const establishments = pgTable(
  'establishments',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    businessTypeId: integer('business_type_id')
      .notNull()
      .references(() => businessTypes.id),
    /** Establishment type (PQRS grouping); 1 = not applicable. */
    establishmentTypeId: integer('establishment_type_id')
      .notNull()
      .default(1)
      .references(() => establishmentTypes.id),
    /** The category (food category, shop category, bank…): a row of establishment_subcategories. */
    categoryId: integer('category_id').references(() => establishmentSubcategories.id),
    /** Finer keyword inside the category (service format: food_court, table_service, kiosk…). */
    subcategory: text('subcategory'),
    /** Keywords of establishment_products. */
    products: jsonb('products').$type<string[]>().notNull().default([]),
    area: text('area').notNull(),
    terminal: text('terminal')
      .notNull()
      .references(() => terminals.code),
    floor: integer('floor').notNull(),
    /** Zone keyword (food court, pier, hall…), labelled in messages `establishments.zones.*`. */
    zone: text('zone').notNull(),
    /** Nearest boarding gate or landmark, e.g. "A5" or "Puerta 4". */
    nearGate: text('near_gate'),
    /** Check-in counters of an airline, e.g. "13–18". */
    counters: text('counters'),
    schedule: jsonb('schedule').$type<SchedulePeriodRow[]>().notNull(),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    /** IATA code for airline counters. */
    airlineCode: text('airline_code').references(() => airlines.code),
    descriptionEs: text('description_es').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    descriptionPt: text('description_pt').notNull(),
    /** Monogram logo: up to 3 letters on a background colour (DESIGN.md: no copied trademarks). */
    logoText: text('logo_text').notNull(),
    logoColor: text('logo_color').notNull(),
    /** Map position on the floor plan, metres from the plan's origin (docs/directory.md). */
    mapX: real('map_x').notNull(),
    mapY: real('map_y').notNull(),
  },
  (t) => [
    check('establishments_area_check', sql`${t.area} in (${inList(DIRECTORY_AREAS)})`),
    index('establishments_business_type_idx').on(t.businessTypeId),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey(),
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id),
    audience: text('audience').notNull(),
    category: text('category').notNull(),
    area: text('area').notNull(),
    featured: boolean('featured').notNull().default(false),
    /** Inclusive dates in Bogota time. */
    validFrom: date('valid_from').notNull(),
    validUntil: date('valid_until').notNull(),
    /** Headline figure shown on the illustration, e.g. "20 %" or "2×1". */
    badge: text('badge').notNull(),
    titleEs: text('title_es').notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    titlePt: text('title_pt').notNull(),
    summaryEs: text('summary_es').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryFr: text('summary_fr').notNull(),
    summaryPt: text('summary_pt').notNull(),
    bodyEs: text('body_es').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyFr: text('body_fr').notNull(),
    bodyPt: text('body_pt').notNull(),
    termsEs: text('terms_es').notNull(),
    termsEn: text('terms_en').notNull(),
    termsFr: text('terms_fr').notNull(),
    termsPt: text('terms_pt').notNull(),
  },
  (t) => [
    check('offers_audience_check', sql`${t.audience} in (${inList(OFFER_AUDIENCES)})`),
    check('offers_category_check', sql`${t.category} in (${inList(OFFER_CATEGORIES)})`),
    check('offers_area_check', sql`${t.area} in (${inList(OFFER_AREAS)})`),
    check('offers_validity_check', sql`${t.validFrom} <= ${t.validUntil}`),
  ],
);

/** Paraíso Sello Local: the local-entrepreneur area. */
export const localBrands = pgTable('local_brands', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** Keyword, labelled in messages `exhibition.brandCategories.*`. */
  category: text('category').notNull(),
  /** Colombian department of origin (a proper name, the same in every locale). */
  region: text('region').notNull(),
  descriptionEs: text('description_es').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionFr: text('description_fr').notNull(),
  descriptionPt: text('description_pt').notNull(),
  logoColor: text('logo_color').notNull(),
});

/** Oro Puro: the photo exhibition (60 round photos of 245 cm). */
export const exhibitionPhotos = pgTable(
  'exhibition_photos',
  {
    id: integer('id').primaryKey(),
    category: text('category').notNull(),
    titleEs: text('title_es').notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    titlePt: text('title_pt').notNull(),
    author: text('author').notNull(),
    /** Place name as written in Colombia (same in every locale). */
    place: text('place').notNull(),
    captionEs: text('caption_es').notNull(),
    captionEn: text('caption_en').notNull(),
    captionFr: text('caption_fr').notNull(),
    captionPt: text('caption_pt').notNull(),
    diameterCm: integer('diameter_cm').notNull().default(245),
    /** Seed of the generated SVG artwork. */
    artSeed: integer('art_seed').notNull(),
  },
  (t) => [check('exhibition_photos_category_check', sql`${t.category} in (${inList(EXHIBITION_CATEGORIES)})`)],
);

/** Pesos per unit of a currency on a date (the embedded table, and the last good TRM reading). */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').notNull(),
    rateDate: date('rate_date').notNull(),
    copPerUnit: numeric('cop_per_unit', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    source: text('source').notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.rateDate] })],
);
