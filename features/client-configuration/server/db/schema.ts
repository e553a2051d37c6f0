import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Keys of the `app_config` table; each value's shape is validated by ../../schemas.ts when read. */
export const APP_CONFIG_KEYS = [
  'homeTopBanner',
  'airportState',
  'airportTaxes',
  'bannerImages',
  'internalBannerImages',
  'popupDialogs',
  'flightTerminals',
] as const;
export type AppConfigKey = (typeof APP_CONFIG_KEYS)[number];

/** Small, operator-editable settings read by the client configuration. One JSON value per key. */
export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
