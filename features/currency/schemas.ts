import { z } from 'zod';

/* Exchange rates and the currency converter. Client-safe. */

/** COP and the currencies a traveller through Bogota needs most. */
export const CURRENCIES = ['COP', 'USD', 'EUR', 'GBP', 'CAD', 'MXN', 'BRL', 'CLP', 'PEN', 'ARS'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const RATE_SOURCES = ['embedded', 'trm'] as const;
export const MAX_AMOUNT = 1_000_000_000_000;

export const rateSchema = z.object({
  currency: z.enum(CURRENCIES),
  copPerUnit: z
    .number()
    .positive()
    .meta({ description: 'Colombian pesos for one unit', examples: [3912.47] }),
});

export const exchangeRatesSchema = z
  .object({
    base: z.literal('COP'),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .meta({ description: 'Date the rates apply to (Bogota)' }),
    source: z
      .enum(RATE_SOURCES)
      .meta({ description: 'embedded = dated table shipped with the site; trm = official TRM feed' }),
    stale: z.boolean().meta({ description: 'True when the live provider failed and the last good rates are served' }),
    rates: z.array(rateSchema),
  })
  .meta({ description: 'Pesos per unit of each currency' });
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

/** The converter form (GET query of /prepara-tu-viaje/divisas). Decimal comma or point accepted. */
export const conversionInputSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, 'amountRequired')
    .transform((v) => v.replace(/[\s$]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{1,15}([.,]\d{1,2})?$|^\d{1,3}(\.\d{3})+(,\d{1,2})?$/, 'amountInvalid')
        .transform(parseAmount),
    )
    .pipe(z.number().positive('amountInvalid').max(MAX_AMOUNT, 'amountTooLarge')),
  from: z.enum(CURRENCIES, { error: 'currencyInvalid' }),
  to: z.enum(CURRENCIES, { error: 'currencyInvalid' }),
});
export type ConversionInput = z.infer<typeof conversionInputSchema>;

/** "1.234.567,89" (Colombian), "1234567.89" and "1234567,89" all read as 1234567.89. */
export function parseAmount(text: string): number {
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text)) return Number(text.replace(/\./g, '').replace(',', '.'));
  return Number(text.replace(',', '.'));
}
