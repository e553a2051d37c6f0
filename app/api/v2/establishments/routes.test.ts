// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '@/lib/server/db/client';
import { establishmentDetailSchema, establishmentListSchema } from '@/features/establishments/schemas';
import { offerDetailSchema, offerListSchema } from '@/features/offers/schemas';
import { exchangeRatesSchema } from '@/features/currency/schemas';
import { createTestDb } from '@/tests/db';

let handle: DbHandle;
vi.mock('@/lib/server/db', async (original) => ({
  ...(await original<typeof import('@/lib/server/db')>()),
  getDb: () => handle.db,
}));

const { GET: list } = await import('./route');
const { GET: one } = await import('./[id]/route');
const { GET: offers } = await import('../offers/route');
const { GET: offer } = await import('../offers/[id]/route');
const { GET: offerImage } = await import('../offers/[id]/image/route');
const { GET: rates } = await import('../exchange-rates/route');

beforeAll(async () => {
  handle = await createTestDb();
  vi.useFakeTimers({ toFake: ['Date'] });
  // Sunday 22 November 2026, 10:00 in Bogota.
  vi.setSystemTime(new Date('2026-11-22T10:00:00-05:00'));
}, 60_000);
afterAll(async () => {
  vi.useRealTimers();
  await handle.close();
});

const req = (path: string) => new Request(`http://localhost${path}`);
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

describe('GET /api/v2/establishments', () => {
  it('answers { items, total, page, pageSize } with the directory fields', async () => {
    const response = await list(req('/api/v2/establishments?businessType=restaurantes'), undefined);
    expect(response.status).toBe(200);
    const body = establishmentListSchema.parse(await response.json());
    expect(body.total).toBeGreaterThanOrEqual(60);
    expect(body.pageSize).toBe(5);
    expect(body.items).toHaveLength(5);
    expect(body.items[0]).toMatchObject({ businessType: 'restaurantes', mapPoi: { terminal: expect.any(String) } });
  });

  it('combines the filters and ignores empty ones', async () => {
    const body = establishmentListSchema.parse(
      await (
        await list(
          req(
            '/api/v2/establishments?businessType=restaurantes&category=coffee_pastries&terminal=T1&area=pasajeros&name=&pageSize=50',
          ),
          undefined,
        )
      ).json(),
    );
    expect(body.total).toBeGreaterThan(3);
    expect(
      body.items.every((i) => i.category === 'coffee_pastries' && i.terminal === 'T1' && i.area === 'pasajeros'),
    ).toBe(true);
    const byName = establishmentListSchema.parse(
      await (await list(req('/api/v2/establishments?name=CAFE%20quindio'), undefined)).json(),
    );
    expect(byName.items.map((i) => i.name)).toEqual(['Café Quindío']);
    const byProduct = establishmentListSchema.parse(
      await (await list(req('/api/v2/establishments?product=esmeraldas&pageSize=50'), undefined)).json(),
    );
    expect(byProduct.items.every((i) => i.products.includes('esmeraldas'))).toBe(true);
  });

  it('answers 400 naming the bad filter', async () => {
    for (const [query, field] of [
      ['area=vip', 'area'],
      ['terminal=T9', 'terminal'],
      ['businessType=bares', 'businessType'],
      ['category=tacos', 'category'],
      ['page=0', 'page'],
      ['pageSize=500', 'pageSize'],
    ]) {
      const response = await list(req(`/api/v2/establishments?${query}`), undefined);
      expect(response.status, query).toBe(400);
      expect((await response.json()).error.fields, query).toHaveProperty(field as string);
    }
  });

  it('serves one establishment by id or slug with its valid offers, and 404 for an unknown id', async () => {
    const body = establishmentDetailSchema.parse(
      await (await one(req('/api/v2/establishments/2001?locale=en'), ctx('2001'))).json(),
    );
    expect(body).toMatchObject({ id: 2001, businessType: 'tiendas', openNow: true, openAllDay: true });
    expect(body.offers.map((o) => o.id)).toContain(1);
    const bySlug = await one(req(`/api/v2/establishments/${body.slug}`), ctx(body.slug));
    expect(bySlug.status).toBe(200);
    expect((await one(req('/api/v2/establishments/999999'), ctx('999999'))).status).toBe(404);
  });
});

describe('GET /api/v2/offers', () => {
  it('never lists an expired or not-yet-started offer', async () => {
    const body = offerListSchema.parse(await (await offers(req('/api/v2/offers?pageSize=50'), undefined)).json());
    const ids = body.items.map((o) => o.id);
    expect(ids).not.toContain(3);
    expect(ids).not.toContain(21);
    expect(ids).not.toContain(26);
    expect(body.items[0]?.featured).toBe(true);
  });

  it('filters by audience, category, area and featured', async () => {
    const body = offerListSchema.parse(
      await (
        await offers(req('/api/v2/offers?audience=employees&category=food_beverages&featured=true'), undefined)
      ).json(),
    );
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.every((o) => o.audience === 'employees' && o.category === 'food_beverages' && o.featured)).toBe(
      true,
    );
    const bad = await offers(req('/api/v2/offers?audience=pilots'), undefined);
    expect(bad.status).toBe(400);
  });

  it('serves an offer with its terms, 404 when expired, and its SVG illustration', async () => {
    const detail = offerDetailSchema.parse(await (await offer(req('/api/v2/offers/22?locale=fr'), ctx('22'))).json());
    expect(detail).toMatchObject({ audience: 'employees' });
    expect(detail.terms).toMatch(/badge/);
    expect((await offer(req('/api/v2/offers/3'), ctx('3'))).status).toBe(404);
    const image = await offerImage(req('/api/v2/offers/1/image'), ctx('1'));
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(await image.text()).toContain('20 %');
  });
});

describe('GET /api/v2/exchange-rates', () => {
  it('serves the dated embedded table by default', async () => {
    const body = exchangeRatesSchema.parse(await (await rates(req('/api/v2/exchange-rates'), undefined)).json());
    expect(body).toMatchObject({ base: 'COP', source: 'embedded', date: '2026-11-20', stale: false });
  });
});
