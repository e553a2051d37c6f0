import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sqlList } from '@/lib/server/db/sql-list';

/** The local-entrepreneur area and the Oro Puro photo exhibition (docs/directory.md). */

export const EXHIBITION_CATEGORIES = [
  'cultura_pueblos',
  'bosques_ecosistemas',
  'paisajes_iconicos',
  'fauna_flora',
  'rios_aguas',
] as const;

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
  (t) => [check('exhibition_photos_category_check', sql`${t.category} in (${sqlList(EXHIBITION_CATEGORIES)})`)],
);
