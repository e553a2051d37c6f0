import type { exchangeRates } from '../schema';

/**
 * The embedded exchange-rate table: pesos (COP) per unit, as published for the date below
 * (USD is the TRM, the official representative market rate; the others are reference cross rates).
 * The real provider (EXCHANGE_RATES_PROVIDER=trm) replaces USD with the day's TRM.
 */
export const EMBEDDED_RATES_DATE = '2026-11-20';

export const EMBEDDED_RATES: Record<string, number> = {
  USD: 3912.47,
  EUR: 4531.18,
  GBP: 5167.2,
  CAD: 2801.35,
  MXN: 213.62,
  BRL: 728.4,
  CLP: 4.11,
  PEN: 1046.9,
  ARS: 3.38,
};

export const exchangeRateRows: Array<typeof exchangeRates.$inferInsert> = Object.entries(EMBEDDED_RATES).map(
  ([currency, copPerUnit]) => ({ currency, rateDate: EMBEDDED_RATES_DATE, copPerUnit, source: 'embedded' }),
);
