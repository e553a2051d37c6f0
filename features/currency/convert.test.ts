// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { convert, unitRate } from './convert';
import { conversionInputSchema, parseAmount } from './schemas';

const rates = {
  rates: [
    { currency: 'USD' as const, copPerUnit: 4000 },
    { currency: 'EUR' as const, copPerUnit: 4400 },
  ],
};

describe('convert', () => {
  it('converts both ways through pesos and rounds to the target currency', () => {
    expect(convert(100, 'USD', 'COP', rates)).toBe(400_000);
    expect(convert(100_000, 'COP', 'USD', rates)).toBe(25);
    expect(convert(10, 'EUR', 'USD', rates)).toBe(11);
    expect(convert(1, 'COP', 'EUR', rates)).toBe(0);
    expect(unitRate('EUR', 'USD', rates)).toBeCloseTo(1.1);
  });
  it('is undefined when a rate is missing', () => {
    expect(convert(1, 'GBP', 'COP', rates)).toBeUndefined();
  });
});

describe('conversion input', () => {
  it('reads Colombian and plain amounts', () => {
    expect(parseAmount('1.234.567,89')).toBe(1234567.89);
    expect(parseAmount('1234,5')).toBe(1234.5);
    expect(conversionInputSchema.parse({ amount: '$ 50.000', from: 'COP', to: 'USD' }).amount).toBe(50000);
  });
  it('names the problem of a bad amount or currency', () => {
    const bad = conversionInputSchema.safeParse({ amount: 'abc', from: 'XYZ', to: 'USD' });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toContain('amount:amountInvalid');
    expect(messages).toContain('from:currencyInvalid');
    expect(conversionInputSchema.safeParse({ amount: '0', from: 'COP', to: 'USD' }).error?.issues[0]?.message).toBe(
      'amountInvalid',
    );
  });
});
