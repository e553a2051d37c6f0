import { date, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
