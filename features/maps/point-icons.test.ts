// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pointIcon, POINT_ICONS } from './point-icons';

describe('the icon of a place on the plan', () => {
  it('a restaurant by its category, in any language', () => {
    expect(pointIcon({ type: 'restaurantes', category: 'Cafeterías' })).toBe('cafe');
    expect(pointIcon({ type: 'restaurantes', category: 'Coffee shops' })).toBe('cafe');
    expect(pointIcon({ type: 'restaurantes', category: 'Bares' })).toBe('bar');
    expect(pointIcon({ type: 'restaurantes', category: 'Comidas rápidas' })).toBe('food');
    expect(pointIcon({ type: 'restaurantes' })).toBe('food');
  });
  it('a shop, a pharmacy; service points keep none but exchange', () => {
    expect(pointIcon({ type: 'establecimientos', category: 'Moda' })).toBe('shop');
    expect(pointIcon({ type: 'establecimientos', category: 'Droguerías' })).toBe('health');
    expect(pointIcon({ type: 'servicios', category: 'Casas de cambio' })).toBe('money');
    expect(pointIcon({ type: 'banos' })).toBeUndefined();
  });
  it('every icon has a drawing', () => {
    for (const path of Object.values(POINT_ICONS)) expect(path).toMatch(/^M/);
  });
});
