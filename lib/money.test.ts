import { describe, expect, it } from 'vitest';
import { formatCop, formatCopRange } from './money';

describe('formatCop', () => {
  it('writes whole pesos with dot thousands and a plain space after the sign', () => {
    expect(formatCop(0)).toBe('$ 0');
    expect(formatCop(999)).toBe('$ 999');
    expect(formatCop(1_000)).toBe('$ 1.000');
    expect(formatCop(45_300)).toBe('$ 45.300');
    expect(formatCop(1_234_567)).toBe('$ 1.234.567');
  });

  it('rounds to the nearest peso, halves away from zero', () => {
    expect(formatCop(45_300.5)).toBe('$ 45.301');
    expect(formatCop(45_300.49)).toBe('$ 45.300');
    expect(formatCop(-45_300)).toBe('-$ 45.300');
  });

  it('writes cents with a decimal comma when asked', () => {
    expect(formatCop(3_912.47, 2)).toBe('$ 3.912,47');
    expect(formatCop(4_000, 2)).toBe('$ 4.000,00');
  });
});

describe('formatCopRange', () => {
  it('joins two amounts with a dash, or gives one when they are equal', () => {
    expect(formatCopRange(5_000, 12_000)).toBe('$ 5.000 – $ 12.000');
    expect(formatCopRange(5_000, 5_000)).toBe('$ 5.000');
  });
});
