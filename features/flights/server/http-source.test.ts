// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import { flightListResponseSchema } from '../schemas';
import { createHttpFlightSource } from './http-source';
import { listFlights } from './flights-service';
import { replaceProcessState } from '@/tests/process-state';

const UPSTREAM = 'https://upstream.example/api/v2/flights';

const departure = (number: string, extra: Record<string, unknown> = {}) => ({
  airline: { code: 'AV', name: 'Avianca' },
  number,
  flighttype: 'D',
  status: { code: 'BRD', es: 'Abordando', en: 'Boarding' },
  city: { code: 'MDE', es: 'Medellín', en: 'Medellin' },
  gate: 12,
  terminal: 'T1',
  claim: null,
  scheduleDate: '2026-11-22 10:30:00',
  estimatedDate: '2026-11-22 10:30:00',
  actualDate: null,
  ...extra,
});

let sequence = 0;
/** A fresh source (own cache key) for each test. */
function source(ttlSeconds = 30) {
  return createHttpFlightSource({ baseUrl: `${UPSTREAM}/${++sequence}`, ttlSeconds, timeoutMs: 500 });
}

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00-05:00'));
});
afterEach(() => replaceProcessState('flight-source', undefined));
afterAll(() => vi.useRealTimers());

describe('HTTP flight source (FLIGHTS_API_URL)', () => {
  it('reads the upstream v2 shape and completes it: ids, designators, fr/pt labels, kinds', async () => {
    const src = source();
    server.use(
      http.get(`${UPSTREAM}/${sequence}/departures`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('date')).toBe('2026-11-22');
        return HttpResponse.json({
          flights: [
            departure('9364'),
            departure('AV 0020', { city: { code: 'MIA', es: 'Miami', en: 'Miami' }, flighttype: 'I' }),
            { broken: true },
          ],
        });
      }),
      http.get(`${UPSTREAM}/${sequence}/arrivals`, () =>
        HttpResponse.json({
          flights: [departure('441', { airline: { code: '5X' }, status: { code: 'LANDED_X', en: 'Landed at stand' } })],
        }),
      ),
    );
    replaceProcessState('flight-source', src);
    const list = await listFlights({ direction: 'departure', type: 'all', page: 1, pageSize: 50 });
    expect(flightListResponseSchema.parse(list)).toEqual(list);
    expect(list.flights.map((f) => f.flight)).toEqual(['AV20', 'AV9364']);
    // A configured upstream's data are real, not simulated.
    expect(list.simulated).toBe(false);
    expect(list.flights[1]).toMatchObject({
      id: '20261122-AV9364-dep',
      number: '9364',
      gate: '12',
      kind: 'commercial',
      status: { code: 'BRD', es: 'Embarcando', fr: 'Embarquement', pt: 'Embarque' },
      city: { code: 'MDE', fr: 'Medellín', pt: 'Medellín' },
      codeshares: [],
    });
    const cargo = await listFlights({ direction: 'arrival', type: 'all', page: 1, pageSize: 50 });
    expect(cargo.flights[0]).toMatchObject({
      kind: 'cargo',
      airline: { code: '5X', name: 'UPS Airlines' },
      status: { code: 'LANDED_X', es: 'Landed at stand', fr: 'Landed at stand' },
    });
  });

  it('follows the upstream pagination', async () => {
    const src = source();
    const pages: string[] = [];
    server.use(
      http.get(`${UPSTREAM}/${sequence}/departures`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        pages.push(String(page));
        const flights =
          page === 1 ? Array.from({ length: 100 }, (_, i) => departure(String(1000 + i))) : [departure('2000')];
        return HttpResponse.json({ flights, total: 101 });
      }),
      http.get(`${UPSTREAM}/${sequence}/arrivals`, () => HttpResponse.json({ flights: [] })),
    );
    const day = await src.getDay('2026-11-22');
    expect(pages).toEqual(['1', '2']);
    expect(day.entries).toHaveLength(101);
  });

  it('serves the cache within its TTL, then the last good data marked stale when the upstream fails', async () => {
    const src = source(30);
    let calls = 0;
    let failing = false;
    server.use(
      http.get(`${UPSTREAM}/${sequence}/departures`, () => {
        calls++;
        return failing ? new HttpResponse(null, { status: 502 }) : HttpResponse.json({ flights: [departure('9364')] });
      }),
      http.get(`${UPSTREAM}/${sequence}/arrivals`, () =>
        failing ? HttpResponse.error() : HttpResponse.json({ flights: [] }),
      ),
    );
    const first = await src.getDay('2026-11-22');
    await src.getDay('2026-11-22');
    expect(calls).toBe(1);
    expect(first.stale).toBe(false);

    failing = true;
    vi.setSystemTime(new Date('2026-11-22T10:01:00-05:00'));
    const served = await src.getDay('2026-11-22'); // revalidates in the background
    expect(served.entries).toHaveLength(1);
    await vi.waitFor(async () => expect((await src.getDay('2026-11-22')).stale).toBe(true), { timeout: 10_000 });
    const stale = await src.getDay('2026-11-22');
    expect(stale.fetchedAtMs).toBe(Date.parse('2026-11-22T10:00:00-05:00'));
    replaceProcessState('flight-source', src);
    const list = await listFlights({ direction: 'departure', type: 'all', page: 1, pageSize: 10 });
    // Stale, but still the upstream's data: not simulated.
    expect(list).toMatchObject({ stale: true, simulated: false, updatedAt: '2026-11-22T10:00:00-05:00' });
    vi.setSystemTime(new Date('2026-11-22T10:00:00-05:00'));
  });

  it('answers 503 when the upstream fails and there is no good copy', async () => {
    const src = source();
    server.use(
      http.get(`${UPSTREAM}/${sequence}/departures`, () => new HttpResponse('oops', { status: 500 })),
      http.get(`${UPSTREAM}/${sequence}/arrivals`, () => new HttpResponse('oops', { status: 500 })),
    );
    await expect(src.getDay('2026-11-22')).rejects.toMatchObject({ status: 503, retryAfterSeconds: 30 });
  });
});
