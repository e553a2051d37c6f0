// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('@/features/flights/server', () => ({
  nextFlights: vi.fn(async () => Promise.reject(new Error('upstream down'))),
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

  it('the departures say whether the flights source is the embedded simulation', async () => {
    const { nextFlights } = await import('@/features/flights/server');
    const flight = {
      id: '20261122-AV9364-dep',
      flight: 'AV9364',
      city: { es: 'Bucaramanga', en: 'Bucaramanga' },
      status: { code: 'SCH', es: 'Programado', en: 'Scheduled' },
      scheduleDate: '2026-11-22 11:00:00',
      estimatedDate: null,
      actualDate: null,
      gate: null,
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00-05:00'));
    for (const simulated of [true, false]) {
      vi.mocked(nextFlights).mockResolvedValueOnce({ flights: [flight], simulated } as never);
      expect(await nextDepartures('en')).toMatchObject({
        status: 'ok',
        data: { simulated, flights: [{ flight: 'AV9364', city: 'Bucaramanga', time: '11:00', status: 'Scheduled' }] },
      });
    }
    vi.useRealTimers();
  });

  it('a working feature gives its data in the locale (Spanish when a name is missing)', async () => {
    expect(await parkingAvailability('en')).toEqual({
      status: 'ok',
      data: [{ id: 'p1', name: 'P1 Covered', available: 40, capacity: 100 }],
    });
    expect(await parkingAvailability('fr')).toMatchObject({ data: [{ name: 'P1 Cubierto' }] });
  });
});
