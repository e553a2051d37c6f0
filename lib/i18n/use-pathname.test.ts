import { describe, expect, it } from 'vitest';
import { withoutLocalePrefix } from './use-pathname';

describe('withoutLocalePrefix', () => {
  it("takes the locale's prefix off a path, the home page included", () => {
    expect(withoutLocalePrefix('/en/vuelos/salidas', 'en')).toBe('/vuelos/salidas');
    expect(withoutLocalePrefix('/pt', 'pt')).toBe('/');
    expect(withoutLocalePrefix('/fr/', 'fr')).toBe('/');
  });

  it('leaves Spanish paths, which have no prefix, and paths that only start like one', () => {
    expect(withoutLocalePrefix('/vuelos', 'es')).toBe('/vuelos');
    expect(withoutLocalePrefix('/', 'es')).toBe('/');
    expect(withoutLocalePrefix('/entidades', 'en')).toBe('/entidades');
    expect(withoutLocalePrefix('/vuelos', 'en')).toBe('/vuelos');
  });
});
