// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import es from '@/messages/es.json';
import type { OfferRecord } from './repository';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/server/db', () => ({ getDb: () => ({}) }));

const records: { value: OfferRecord[] } = { value: [] };
vi.mock('./repository', () => ({ readOffers: async () => records.value }));

const TODAY = '2026-06-15';
const text = (s: string) => ({ es: s, en: s, fr: s, pt: s });

function offer(id: number, over: Partial<OfferRecord> = {}): OfferRecord {
  return {
    id,
    audience: 'passengers',
    category: 'shopping',
    area: 'departures',
    featured: false,
    validFrom: '2026-01-01',
    // Distinct end dates, so the order (featured first, then ending soonest) is not the id order.
    validUntil: `2026-12-${String(31 - (id % 28)).padStart(2, '0')}`,
    badge: '-10 %',
    title: text(`Offer ${id}`),
    summary: text(''),
    body: text(''),
    terms: text(''),
    establishment: {
      id: 1001,
      name: 'Place',
      businessType: 'tiendas',
      terminal: 'T1',
      floor: 2,
      zone: 'muelle-norte',
      area: 'pasajeros',
      logoColor: '#000',
    },
    ...over,
  };
}

/** Every offer id shown by a page of /ofertas (featured block and list) at one width, walking all its pages. */
async function idsAcrossPagesAt(
  variant: 'wide' | 'narrow',
  audience: 'passengers' | 'employees' | null,
  params: Record<string, string> = {},
) {
  const { getOffersPage } = await import('./offers-page');
  const shown: number[] = [];
  let page = 1;
  let pages = 1;
  do {
    const model = await getOffersPage(audience, { ...params, page: String(page) }, 'es', TODAY);
    const list = model[variant];
    shown.push(...(model.featured?.items ?? []).map((o) => o.id), ...list.items.map((o) => o.id));
    pages = Math.max(1, Math.ceil(list.total / list.pageSize));
    page++;
  } while (page <= pages);
  return shown;
}

/** The same ids at both widths (5 and 10 per page), checked to agree. */
async function idsAcrossPages(audience: 'passengers' | 'employees' | null, params: Record<string, string> = {}) {
  const wide = await idsAcrossPagesAt('wide', audience, params);
  expect(sorted(await idsAcrossPagesAt('narrow', audience, params))).toEqual(sorted(wide));
  return wide;
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('getOffersPage', () => {
  beforeEach(() => {
    vi.resetModules(); // a fresh offers cache per test
  });

  it('shows every valid offer exactly once across the pages of /ofertas (9 featured, 20 others)', async () => {
    records.value = [
      ...Array.from({ length: 9 }, (_, i) => offer(i + 1, { featured: true })),
      ...Array.from({ length: 20 }, (_, i) => offer(i + 100)),
      offer(999, { featured: true, validUntil: '2026-06-14' }), // expired yesterday: never listed
    ];
    const shown = await idsAcrossPages(null);
    expect(shown).toHaveLength(29);
    expect(sorted(shown)).toEqual(sorted(records.value.filter((o) => o.id !== 999).map((o) => o.id)));
  });

  it('keeps the featured block at six and opens the list with the remaining featured offers', async () => {
    records.value = [
      ...Array.from({ length: 9 }, (_, i) => offer(i + 1, { featured: true })),
      ...Array.from({ length: 20 }, (_, i) => offer(i + 100)),
    ];
    const { getOffersPage } = await import('./offers-page');
    const first = await getOffersPage(null, {}, 'es', TODAY);
    expect(first.featured?.items).toHaveLength(6);
    expect(first.featured?.items.every((o) => o.featured)).toBe(true);
    expect(first.narrow.items.slice(0, 3).every((o) => o.featured)).toBe(true);
    expect(first.narrow.items[3]?.featured).toBe(false);
    expect(first.narrow.total).toBe(23);

    const second = await getOffersPage(null, { page: '2' }, 'es', TODAY);
    expect(second.featured).toBeNull();
    expect(second.narrow.items).toHaveLength(10);
    expect(second.narrow.items.every((o) => !o.featured)).toBe(true);
    const onFirst = new Set([...(first.featured?.items ?? []), ...first.narrow.items].map((o) => o.id));
    expect(second.narrow.items.filter((o) => onFirst.has(o.id))).toEqual([]);
  });

  it('shows each passenger offer once on /ofertas/pasajeros (7 featured) and no employee offer', async () => {
    records.value = [
      ...Array.from({ length: 7 }, (_, i) => offer(i + 1, { featured: true })),
      ...Array.from({ length: 14 }, (_, i) => offer(i + 100)),
      offer(500, { audience: 'employees', featured: true }),
      offer(501, { audience: 'employees' }),
    ];
    const shown = await idsAcrossPages('passengers');
    expect(shown).toHaveLength(21);
    expect(new Set(shown).size).toBe(21);
    expect(shown).not.toContain(500);
    expect(shown).not.toContain(501);
  });

  it('with a filter: no featured block, and the list pages over every match', async () => {
    records.value = [
      ...Array.from({ length: 8 }, (_, i) => offer(i + 1, { featured: true, category: 'duty_free' })),
      ...Array.from({ length: 10 }, (_, i) => offer(i + 100, { category: 'duty_free' })),
      offer(300, { category: 'shopping' }),
    ];
    const { getOffersPage } = await import('./offers-page');
    const model = await getOffersPage(null, { category: 'duty_free' }, 'es', TODAY);
    expect(model.featured).toBeNull();
    expect(model.wide.total).toBe(18);
    const shown = await idsAcrossPages(null, { category: 'duty_free' });
    expect(sorted(shown)).toEqual(sorted(records.value.filter((o) => o.category === 'duty_free').map((o) => o.id)));
  });

  it('answers an empty featured block (the page then says there are no featured offers)', async () => {
    records.value = Array.from({ length: 3 }, (_, i) => offer(i + 100));
    const { getOffersPage } = await import('./offers-page');
    const model = await getOffersPage('employees', {}, 'es', TODAY);
    expect(model.featured).toEqual({ items: [], total: 0, page: 1, pageSize: 6 });
    expect(model.wide.items).toEqual([]);
    expect(model.narrow.items).toEqual([]);
    const passengers = await getOffersPage('passengers', {}, 'es', TODAY);
    expect(passengers.featured?.items).toEqual([]);
    expect(passengers.wide.items.map((o) => o.id)).toHaveLength(3);
    expect(es.offers.empty).toBe('No hay ofertas destacadas por el momento');
  });

  it('ignores bad filter and page values', async () => {
    records.value = [offer(1, { featured: true }), offer(2)];
    const { getOffersPage } = await import('./offers-page');
    const model = await getOffersPage(null, { category: 'nope', area: 'x', page: '-3' }, 'es', TODAY);
    expect(model.filters).toEqual({ category: undefined, area: undefined });
    expect(model.page).toBe(1);
    expect(model.featured?.items.map((o) => o.id)).toEqual([1]);
    expect(model.wide.items.map((o) => o.id)).toEqual([2]);
  });

  it.each(['es', 'en'] as const)('pages the list by 5 from 576 px and by 10 below (SPEC §9), in %s', async (locale) => {
    records.value = Array.from({ length: 23 }, (_, i) => offer(i + 100));
    const { getOffersPage } = await import('./offers-page');
    const first = await getOffersPage('passengers', {}, locale, TODAY);
    expect(first.featured?.items).toEqual([]);
    expect(first.wide).toMatchObject({ page: 1, pageSize: 5, total: 23 });
    expect(first.wide.items).toHaveLength(5);
    expect(first.narrow).toMatchObject({ page: 1, pageSize: 10, total: 23 });
    expect(first.narrow.items).toHaveLength(10);
    // The wide page is the start of the narrow one: same order at both sizes.
    expect(first.narrow.items.slice(0, 5)).toEqual(first.wide.items);
    const third = await getOffersPage('passengers', { page: '3' }, locale, TODAY);
    expect(third.wide.items).toHaveLength(5); // offers 11–15 of 23: 5 pages at 5
    expect(third.narrow.items).toHaveLength(3); // offers 21–23: 3 pages at 10
  });
});
