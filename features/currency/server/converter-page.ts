import 'server-only';
import { convert, unitRate } from '../convert';
import { conversionInputSchema, CURRENCIES, type Currency, type ExchangeRates } from '../schemas';
import { getExchangeRates } from './rates-service';

type SearchParams = Record<string, string | string[] | undefined>;

export interface ConverterModel {
  rates: ExchangeRates;
  /** What the form shows (as typed). */
  form: { amount: string; from: Currency; to: Currency };
  result: { amount: number; from: Currency; to: Currency; value: number; rate: number } | null;
  /** Field → message key of `currency.errors`. */
  errors: Record<string, string>;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const currencyOr = (value: string | undefined, fallback: Currency): Currency =>
  value && (CURRENCIES as readonly string[]).includes(value) ? (value as Currency) : fallback;

/** The converter from its GET query: no amount yet → just the form; a bad one → messages, no result. */
export async function getConverter(params: SearchParams): Promise<ConverterModel> {
  const rates = await getExchangeRates();
  const raw = { amount: first(params.amount) ?? '', from: first(params.from) ?? 'COP', to: first(params.to) ?? 'USD' };
  const form = { amount: raw.amount, from: currencyOr(raw.from, 'COP'), to: currencyOr(raw.to, 'USD') };
  if (first(params.amount) === undefined) return { rates, form, result: null, errors: {} };
  const parsed = conversionInputSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { rates, form, result: null, errors };
  }
  const { amount, from, to } = parsed.data;
  const value = convert(amount, from, to, rates);
  const rate = unitRate(from, to, rates);
  if (value === undefined || rate === undefined)
    return { rates, form, result: null, errors: { to: 'currencyInvalid' } };
  return { rates, form, result: { amount, from, to, value, rate }, errors: {} };
}
