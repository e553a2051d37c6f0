// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('@/features/flights/server', () => ({
  listFlights: vi.fn(async () => Promise.reject(new Error('upstream down'))),
}));
vi.mock('@/features/realtime/server', () => ({
  getQueues: vi.fn(async () => Promise.reject(new Error('feed down'))),
  getParking: vi.fn(async () => ({
    updatedAt: '2026-11-22T10:00:00-05:00',
    source: 'simulation',
    lots: [{ id: 'p1', name: { es: 'P1 Cubierto', en: 'P1 Covered', fr: '', pt: '' }, capacity: 100, available: 40 }],
  })),
}));

const { nextDepartures, parkingAvailability, securityWaits } = await import('./live');

describe('home live snippets', () => {
  it('a failing feature gives a placeholder state, not an error', async () => {
    expect(await nextDepartures('es')).toEqual({ status: 'unavailable' });
    expect(await securityWaits('en')).toEqual({ status: 'unavailable' });
  });

  it('a working feature gives its data in the locale (Spanish when a name is missing)', async () => {
    expect(await parkingAvailability('en')).toEqual({
      status: 'ok',
      data: [{ id: 'p1', name: 'P1 Covered', available: 40, capacity: 100 }],
    });
    expect(await parkingAvailability('fr')).toMatchObject({ data: [{ name: 'P1 Cubierto' }] });
  });
});
