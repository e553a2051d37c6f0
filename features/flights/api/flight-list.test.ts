// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import { listFlights } from '../server/flights-service';
import { boardListSchema } from './board-list-schema';
import { fetchFlightList, flightListKey, flightListUrl, type FlightListParams } from './flight-list';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00-05:00'));
});
afterAll(() => vi.useRealTimers());

const params: FlightListParams = {
  direction: 'arrival',
  kind: 'commercial',
  type: 'domestic',
  q: 'cali',
  date: '2026-11-22',
  page: 2,
  pageSize: 25,
};

describe('flight list endpoint for client islands', () => {
  it('builds the URL and a key per board', () => {
    expect(flightListUrl('/api/', params)).toBe(
      '/api/v2/flights/arrivals?kind=commercial&type=domestic&q=cali&date=2026-11-22&page=2&pageSize=25',
    );
    expect(flightListKey(params)).toEqual([
      'flights',
      'arrival',
      { kind: 'commercial', type: 'domestic', q: 'cali', date: '2026-11-22', page: 2, pageSize: 25 },
    ]);
  });

  it('accepts what the server answers (the client schema agrees with the contract)', async () => {
    for (const direction of ['departure', 'arrival'] as const) {
      const list = await listFlights({ direction, type: 'all', page: 1, pageSize: 100 });
      expect(boardListSchema.parse(list)).toEqual(list);
    }
  });

  it('fetches and checks the response, and fails on an error status or a wrong shape', async () => {
    const list = await listFlights({ ...params, page: 1 });
    server.use(http.get('http://api.test/api/v2/flights/arrivals', () => HttpResponse.json(list)));
    await expect(fetchFlightList('http://api.test/api', params)).resolves.toEqual(list);
    server.use(http.get('http://api.test/api/v2/flights/arrivals', () => HttpResponse.json({ flights: [{}] })));
    await expect(fetchFlightList('http://api.test/api', params)).rejects.toThrow();
    server.use(http.get('http://api.test/api/v2/flights/arrivals', () => new HttpResponse(null, { status: 503 })));
    await expect(fetchFlightList('http://api.test/api', params)).rejects.toThrow('503');
  });
});
