import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.mjs';

describe('seededRandom', () => {
  it('gives the same sequence for the same seed, in [0, 1), and another for another seed', () => {
    const draw = (seed: number) => Array.from({ length: 200 }, seededRandom(seed));
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(draw(7).every((n) => n >= 0 && n < 1)).toBe(true);
  });
});
