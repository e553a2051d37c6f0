// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterParams, parseListQuery } from './list-query';
import { detailHref, listHref, phoneHref, withQuery } from './links';

describe('parseListQuery', () => {
  it('reads the filters and the page from the URL', () => {
    const query = parseListQuery({
      name: ' café ',
      category: 'fast_food',
      terminal: 'T1',
      area: 'pasajeros',
      openNow: 'true',
      page: '3',
    });
    expect(query).toEqual({
      filters: { name: 'café', category: 'fast_food', terminal: 'T1', area: 'pasajeros', openNow: true },
      page: 3,
      ignored: [],
    });
  });

  it('drops bad values, reports them and keeps the page usable', () => {
    const query = parseListQuery({
      terminal: 'T7',
      area: 'vip',
      subcategory: 'drive_in',
      category: 'Fast Food!',
      page: '-2',
    });
    expect(query.filters).toEqual({});
    expect(query.ignored.sort()).toEqual(['area', 'category', 'subcategory', 'terminal']);
    expect(query.page).toBe(1);
  });

  it('treats empty values as absent and ignores fields the list does not offer', () => {
    expect(parseListQuery({ name: '', product: 'cafe' }, ['name']).filters).toEqual({});
    expect(parseListQuery({ terminal: ['T2', 'T1'] }).filters).toEqual({ terminal: 'T2' });
  });

  it('writes the filters back as query values', () => {
    expect(withQuery('/x', { ...filterParams({ terminal: 'T1', openNow: false }), page: 2 })).toBe(
      '/x?terminal=T1&openNow=false&page=2',
    );
  });
});

describe('links', () => {
  it('uses the short detail routes for restaurants and shops', () => {
    expect(detailHref({ id: 1001, businessType: 'restaurantes' })).toBe('/establecimientos/restaurantes/1001');
    expect(detailHref({ id: 3001, businessType: 'salas-vip' })).toBe('/establecimientos/salas-vip/detalle/3001');
    expect(listHref('casas-de-cambio')).toBe('/prepara-tu-viaje/divisas#casas-de-cambio');
    expect(phoneHref('+57 601 266 2000 ext. 1001')).toBe('tel:+576012662000,1001');
  });
});
