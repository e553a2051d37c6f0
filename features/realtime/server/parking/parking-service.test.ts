// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import { parkingResponseSchema } from '../../schemas';
import { LOTS } from './lots';
import { occupancyAt } from './occupancy';
import { getParking } from './parking-service';
import { forgetProcessState } from '@/tests/process-state';

const FEED = 'https://parking.example/feed';
const NOW = '2026-11-22T10:00:00-05:00';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});
afterEach(() => {
  vi.unstubAllEnvs();
  forgetProcessState('config');
  forgetProcessState('parking-feed');
});
afterAll(() => vi.useRealTimers());

describe('parking (embedded occupancy curve)', () => {
  it('lists three lots at T1 and one at T2 with availability, pricing, contact and payment link', async () => {
    const response = parkingResponseSchema.parse(await getParking());
    expect(response.source).toBe('simulation');
    expect(response.lots.filter((l) => l.terminal === 'T1')).toHaveLength(3);
    expect(response.lots.filter((l) => l.terminal === 'T2')).toHaveLength(1);
    for (const lot of response.lots) {
      expect(lot.available).not.toBeNull();
      expect(lot.available!).toBeLessThanOrEqual(lot.capacity);
      expect(lot.updatedAt).toBe('2026-11-22T10:00:00-05:00');
      expect(lot.paymentUrl).toContain(`lot=${lot.id}`);
      expect(lot.pricing.dailyMaximum).toBeGreaterThan(lot.pricing.carPerMinute);
    }
    expect(await getParking()).toEqual(response);
    expect((await getParking({ terminal: 'T2' })).lots.map((l) => l.id)).toEqual(['p4']);
  });

  it('is fuller at the evening peak than before dawn, and busier on Fridays', () => {
    const lot = LOTS[0]!;
    expect(occupancyAt(lot, Date.parse('2026-11-20T18:00:00-05:00'))).toBeGreaterThan(
      occupancyAt(lot, Date.parse('2026-11-20T03:00:00-05:00')),
    );
    expect(occupancyAt(lot, Date.parse('2026-11-20T12:00:00-05:00'))).toBeGreaterThan(
      occupancyAt(lot, Date.parse('2026-11-17T12:00:00-05:00')),
    );
  });
});

describe('parking feed (PARKING_API_URL)', () => {
  it('takes availability from the feed; a lot it lacks has no information; old readings are stale', async () => {
    vi.stubEnv('PARKING_API_URL', FEED);
    forgetProcessState('config');
    server.use(
      http.get(FEED, () =>
        HttpResponse.json({
          lots: [
            { id: 'P1', available: 200, capacity: 1400, measuredAt: '2026-11-22T09:59:00-05:00' },
            { id: 'p2', available: 10, measuredAt: '2026-11-22T09:30:00-05:00' },
            { id: 'p3', available: null, measuredAt: '2026-11-22T09:59:00-05:00' },
          ],
        }),
      ),
    );
    const lots = Object.fromEntries((await getParking()).lots.map((l) => [l.id, l]));
    expect(lots.p1).toMatchObject({
      available: 200,
      capacity: 1400,
      stale: false,
      updatedAt: '2026-11-22T09:59:00-05:00',
    });
    expect(lots.p2).toMatchObject({ available: 10, stale: true });
    expect(lots.p3).toMatchObject({ available: null, updatedAt: null });
    expect(lots.p4).toMatchObject({ available: null });
  });
});
