// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ESTABLISHMENT_BUSINESS_TYPES, ESTABLISHMENT_LISTS } from '@/lib/routes';
import { listHref, mapHref } from './links';
import { BUSINESS_TYPE_SLUG_LIST, LIST_PAGES } from './schemas';

describe('directory links', () => {
  it('lib/routes knows the same business types and list pages as the feature (detail routes match by them)', () => {
    expect([...ESTABLISHMENT_BUSINESS_TYPES].sort()).toEqual([...BUSINESS_TYPE_SLUG_LIST].sort());
    expect([...ESTABLISHMENT_LISTS].sort()).toEqual([...LIST_PAGES].sort());
  });

  it('sends each business type to its list (exchange houses to the currency page)', () => {
    expect(listHref('salas-vip')).toBe('/establecimientos/salas-vip');
    expect(listHref('casas-de-cambio')).toBe('/prepara-tu-viaje/divisas#casas-de-cambio');
    expect(listHref('otros')).toBe('/establecimientos');
  });

  it('links a place to the maps page in its documented form (terminal=1/2, SPEC §2)', () => {
    expect(mapHref({ id: 1001, mapPoi: { terminal: 'T1', floor: 2 } })).toBe('/mapas?terminal=1&floor=2&poi=1001');
    expect(mapHref({ id: 2001, mapPoi: { terminal: 'T2', floor: 1 } })).toBe('/mapas?terminal=2&floor=1&poi=2001');
  });
});
