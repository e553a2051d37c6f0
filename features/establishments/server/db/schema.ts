import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';
import {
  airlines,
  businessTypes,
  establishmentSubcategories,
  establishmentTypes,
  terminals,
} from '@/lib/server/db/schema';
import { sqlList } from '@/lib/server/db/sql-list';

/*
 * The directory's establishments and the products they sell. Localised text is one column per
 * locale; es is the fallback. See docs/directory.md for the meaning of every column (map positions in particular).
 * Their offers, the local brands, the exhibition and the exchange rates are tables of their own features.
 */

export const DIRECTORY_AREAS = ['pasajeros', 'publica'] as const;

/** One opening period: `days` are SPEC weekday letters (L M X J V S D), times `HH:mm`, `24:00` = midnight. */
export interface SchedulePeriodRow {
  days: string;
  opens: string;
  closes: string;
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
    check('establishments_area_check', sql`${t.area} in (${sqlList(DIRECTORY_AREAS)})`),
    index('establishments_business_type_idx').on(t.businessTypeId),
  ],
);
