// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { DbHandle } from '@/lib/server/db/client';
import { server } from '@/tests/msw/server';
import { createTestDb } from '@/tests/db';
import { createEmbeddedSource, createTrmSource, ratesWithTrm } from './rates-service';

vi.mock('server-only', () => ({}));

const TRM_URL = 'https://trm.example.test/resource.json';

describe('exchange-rate adapters', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  }, 60_000);
  afterAll(async () => {
    await handle.close();
  });

  it('embedded: serves the seeded, dated table', async () => {
    const rates = await createEmbeddedSource(() => handle.db).latest();
    expect(rates).toMatchObject({ base: 'COP', source: 'embedded', stale: false, date: '2026-11-20' });
    expect(rates.rates.find((r) => r.currency === 'USD')?.copPerUnit).toBeGreaterThan(1000);
    expect(rates.rates).toHaveLength(9);
  });

  it('trm: reads the feed, rescales the cross rates, saves and caches the reading', async () => {
    let calls = 0;
    server.use(
      http.get(TRM_URL, () => {
        calls += 1;
        return HttpResponse.json([
          { valor: '4000.00', vigenciadesde: '2026-11-22T00:00:00.000', vigenciahasta: '2026-11-22T00:00:00.000' },
        ]);
      }),
    );
    let clock = 0;
    const source = createTrmSource({
      url: TRM_URL,
      timeoutMs: 1000,
      ttlMs: 60_000,
      db: () => handle.db,
      now: () => clock,
    });
    const rates = await source.latest();
    expect(rates).toMatchObject({ source: 'trm', date: '2026-11-22', stale: false });
    expect(rates.rates.find((r) => r.currency === 'USD')?.copPerUnit).toBe(4000);
    const eur = rates.rates.find((r) => r.currency === 'EUR')?.copPerUnit ?? 0;
    expect(eur / 4000).toBeCloseTo(
      ratesWithTrm(3912.47, 'x').rates.find((r) => r.currency === 'EUR')!.copPerUnit / 3912.47,
      4,
    );
    await source.latest();
    expect(calls).toBe(1);
    clock += 61_000;

    // The feed fails: the saved reading is served, marked stale.
    server.use(http.get(TRM_URL, () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    const stale = await source.latest();
    expect(stale).toMatchObject({ source: 'trm', date: '2026-11-22', stale: true });
  });

  it('trm: with no reading yet, a failing feed falls back to the embedded table, stale', async () => {
    const fresh = await createTestDb();
    server.use(http.get(TRM_URL, () => HttpResponse.text('not json')));
    const rates = await createTrmSource({ url: TRM_URL, timeoutMs: 1000, ttlMs: 60_000, db: () => fresh.db }).latest();
    expect(rates).toMatchObject({ source: 'embedded', stale: true });
    await fresh.close();
  }, 60_000);
});
