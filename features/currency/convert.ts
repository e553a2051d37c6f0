import type { Currency, ExchangeRates } from './schemas';

/** Pesos per unit of a currency in a rate table (COP is 1). */
export function copPerUnit(rates: Pick<ExchangeRates, 'rates'>, currency: Currency): number | undefined {
  if (currency === 'COP') return 1;
  return rates.rates.find((r) => r.currency === currency)?.copPerUnit;
}

/** Decimals shown for a currency: whole pesos, cents otherwise. */
export function decimalsOf(currency: Currency): number {
  return currency === 'COP' || currency === 'CLP' ? 0 : 2;
}

/** Converts through pesos; rounded to the target currency's decimals. Undefined when a rate is missing. */
export function convert(
  amount: number,
  from: Currency,
  to: Currency,
  rates: Pick<ExchangeRates, 'rates'>,
): number | undefined {
  const fromRate = copPerUnit(rates, from);
  const toRate = copPerUnit(rates, to);
  if (fromRate === undefined || toRate === undefined) return undefined;
  const factor = 10 ** decimalsOf(to);
  return Math.round(((amount * fromRate) / toRate) * factor) / factor;
}

/** One unit of `from` in `to`, unrounded: the rate shown beside the result. */
export function unitRate(from: Currency, to: Currency, rates: Pick<ExchangeRates, 'rates'>): number | undefined {
  const fromRate = copPerUnit(rates, from);
  const toRate = copPerUnit(rates, to);
  return fromRate === undefined || toRate === undefined ? undefined : fromRate / toRate;
}
