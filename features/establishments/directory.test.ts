// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fold, matchesFilters, paginate, sortEntries, toItem, type DirectoryEntry } from './directory';

const names = { es: 'x', en: 'x', fr: 'x', pt: 'x' };
function entry(overrides: Partial<DirectoryEntry>): DirectoryEntry {
  return {
    id: 1,
    slug: 'a',
    name: 'Café Quindío',
    businessType: 'tiendas',
    businessTypeName: names,
    category: 'sweets_chocolates',
    categoryName: names,
    subcategory: 'kiosk',
    products: ['cafe-en-grano'],
    productNames: [names],
    area: 'pasajeros',
    terminal: 'T1',
    floor: 2,
    zone: 'muelle-nacional',
    nearGate: '4',
    counters: null,
    schedule: [{ days: 'LMXJVSD', opens: '05:00', closes: '23:00' }],
    phone: null,
    email: null,
    website: null,
    airlineCode: null,
    description: names,
    logo: { text: 'CQ', color: '#000000' },
    mapPoi: { terminal: 'T1', floor: 2, x: 1, y: 2 },
    ...overrides,
  };
}

// Sunday 22 November 2026, 04:00 and 10:00 in Bogota.
const early = new Date('2026-11-22T04:00:00-05:00');
const morning = new Date('2026-11-22T10:00:00-05:00');

describe('matchesFilters', () => {
  it('matches names without accents or case', () => {
    expect(fold(' CAFÉ ')).toBe('cafe');
    expect(matchesFilters(entry({}), { name: 'quindio' }, morning)).toBe(true);
    expect(matchesFilters(entry({}), { name: 'valdez' }, morning)).toBe(false);
  });

  it('combines every filter', () => {
    const e = entry({});
    expect(
      matchesFilters(
        e,
        {
          businessType: 'tiendas',
          area: 'pasajeros',
          terminal: 'T1',
          category: 'sweets_chocolates',
          subcategory: 'kiosk',
          product: 'cafe-en-grano',
        },
        morning,
      ),
    ).toBe(true);
    expect(matchesFilters(e, { terminal: 'T2' }, morning)).toBe(false);
    expect(matchesFilters(e, { product: 'libros' }, morning)).toBe(false);
    expect(matchesFilters(e, { area: 'publica' }, morning)).toBe(false);
  });

  it('filters on open now, in Bogota time', () => {
    expect(matchesFilters(entry({}), { openNow: true }, morning)).toBe(true);
    expect(matchesFilters(entry({}), { openNow: true }, early)).toBe(false);
    expect(matchesFilters(entry({}), { openNow: false }, early)).toBe(true);
  });
});

describe('list helpers', () => {
  it('sorts by name then id and paginates', () => {
    const sorted = sortEntries([
      entry({ id: 3, name: 'Zeta' }),
      entry({ id: 2, name: 'alfa' }),
      entry({ id: 1, name: 'Álfa' }),
    ]);
    expect(sorted.map((e) => e.id)).toEqual([1, 2, 3]);
    expect(paginate([1, 2, 3, 4, 5, 6, 7], 2, 5)).toEqual([6, 7]);
  });

  it('computes openNow and today’s hours for the item', () => {
    const item = toItem(entry({}), 'en', morning);
    expect(item).toMatchObject({ openNow: true, openAllDay: false, todayHours: [{ opens: '05:00', closes: '23:00' }] });
  });
});
