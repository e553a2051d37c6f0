import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sqlList } from '@/lib/server/db/sql-list';
import { establishments } from '@/features/establishments/server/db/schema';

/** The establishments' offers (docs/directory.md); localised text is one column per locale, es the fallback. */

export const OFFER_AUDIENCES = ['passengers', 'employees'] as const;
export const OFFER_CATEGORIES = ['duty_free', 'food_beverages', 'shopping'] as const;
export const OFFER_AREAS = ['departures', 'arrivals'] as const;

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
    check('offers_audience_check', sql`${t.audience} in (${sqlList(OFFER_AUDIENCES)})`),
    check('offers_category_check', sql`${t.category} in (${sqlList(OFFER_CATEGORIES)})`),
    check('offers_area_check', sql`${t.area} in (${sqlList(OFFER_AREAS)})`),
    check('offers_validity_check', sql`${t.validFrom} <= ${t.validUntil}`),
  ],
);
