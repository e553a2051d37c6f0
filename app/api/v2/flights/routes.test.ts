// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { createTranslator } from 'next-intl';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import { flightListResponseSchema, flightResponseSchema } from '@/features/flights/schemas';
import { mergeMessages } from '@/lib/i18n/messages';
import { server } from '@/tests/msw/server';
import { forgetProcessState, replaceProcessState } from '@/tests/process-state';

// Route handlers outside Next: translations come straight from the message files.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'es' | 'fr'; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'fr' ? mergeMessages(es, fr) : es, namespace: namespace as never }),
}));

const { GET: departures } = await import('./departures/route');
const { GET: arrivals } = await import('./arrivals/route');
const { GET: one } = await import('./[id]/route');
const { GET: calendar } = await import('./[id]/calendar/route');

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00-05:00'));
});
afterAll(() => vi.useRealTimers());

const get = (handler: typeof departures, query = '') =>
  handler(new Request(`http://localhost/api/v2/flights/departures${query}`), undefined);

describe('GET /api/v2/flights/departures|arrivals', () => {
  it('answers { flights, total, page, pageSize, updatedAt } in the v2 shape, cacheable for 30 s', async () => {
    const response = await get(departures);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=30');
    const body = flightListResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ page: 1, pageSize: 50, date: '2026-11-22', simulated: true });
    expect(body.flights[0]).toEqual(
      expect.objectContaining({
        direction: 'departure',
        airline: expect.objectContaining({ code: expect.any(String) }),
      }),
    );
    const arrivalsBody = flightListResponseSchema.parse(await (await get(arrivals, '?pageSize=5')).json());
    expect(arrivalsBody.flights.every((f) => f.direction === 'arrival')).toBe(true);
  });

  it('applies the filters, case-insensitive, and ignores empty parameters', async () => {
    const body = flightListResponseSchema.parse(
      await (
        await get(
          departures,
          '?type=DOMESTIC&kind=Commercial&terminal=t2&q=cali&airline=&date=2026-11-23&page=1&pageSize=100',
        )
      ).json(),
    );
    expect(body.date).toBe('2026-11-23');
    expect(body.total).toBeGreaterThan(0);
    expect(body.flights.every((f) => f.flighttype === 'D' && f.terminal === 'T2' && f.city.code === 'CLO')).toBe(true);
  });

  it.each([
    ['?type=regional', 'type'],
    ['?kind=passenger', 'kind'],
    ['?airline=AVA', 'airline'],
    ['?terminal=T3', 'terminal'],
    ['?date=22-11-2026', 'date'],
    ['?date=2026-12-25', 'date'],
    ['?page=0', 'page'],
    ['?page=two', 'page'],
    ['?pageSize=101', 'pageSize'],
    ['?pageSize=2.5', 'pageSize'],
    ['?type=domestic&type=international', 'type'],
    [`?q=${'x'.repeat(61)}`, 'q'],
  ])('answers 400 naming the bad parameter: %s', async (query, field) => {
    const response = await get(departures, query);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body.error.code).toBe('validation_error');
    expect(Object.keys(body.error.fields)).toEqual([field]);
    expect(body.error.message).toContain(field);
  });
});

describe('GET /api/v2/flights/{id}', () => {
  const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

  it('returns one flight by id or designator, 404 otherwise', async () => {
    const byId = await one(
      new Request('http://localhost/api/v2/flights/20261122-AV9364-dep'),
      ctx('20261122-AV9364-dep'),
    );
    expect(byId.status).toBe(200);
    expect(flightResponseSchema.parse(await byId.json())).toMatchObject({ flight: 'AV9364', simulated: true });
    const byDesignator = await one(new Request('http://localhost/api/v2/flights/av9392'), ctx('av9392'));
    expect((await byDesignator.json()).id).toBe('20261122-AV9392-dep');
    const missing = await one(new Request('http://localhost/api/v2/flights/XX1'), ctx('XX1'));
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('not_found');
  });

  it('serves the flight as an iCalendar event in the language asked for', async () => {
    const response = await calendar(
      new Request('http://localhost/api/v2/flights/20261122-AV9364-dep/calendar?lang=fr'),
      ctx('20261122-AV9364-dep'),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('AV9364-2026-11-22.ics');
    const body = await response.text();
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(body).toContain('SUMMARY:Vol AV9364 pour Bucaramanga');
    expect(body).toContain('UID:20261122-AV9364-dep@eldorado-bog');
    expect(body).toContain('TRIGGER:-PT3H');
    expect(body.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const bad = await calendar(new Request('http://localhost/api/v2/flights/x/calendar?lang=de'), ctx('AV9364'));
    expect(bad.status).toBe(400);
  });
});

describe('simulated or real: the answers say which', () => {
  const UPSTREAM = 'https://flights.upstream.example/api/v2/flights';
  const upstreamFlight = {
    airline: { code: 'AV', name: 'Avianca' },
    number: '9364',
    flighttype: 'D',
    status: { code: 'SCH', es: 'Programado', en: 'Scheduled' },
    city: { code: 'BGA', es: 'Bucaramanga', en: 'Bucaramanga' },
    gate: null,
    terminal: 'T1',
    claim: null,
    scheduleDate: '2026-11-22 11:00:00',
    estimatedDate: null,
    actualDate: null,
  };

  it('with FLIGHTS_API_URL the list and the flight answer simulated: false', async () => {
    vi.stubEnv('FLIGHTS_API_URL', UPSTREAM);
    forgetProcessState('config');
    replaceProcessState('flight-source', undefined);
    server.use(
      http.get(`${UPSTREAM}/departures`, () => HttpResponse.json({ flights: [upstreamFlight] })),
      http.get(`${UPSTREAM}/arrivals`, () => HttpResponse.json({ flights: [] })),
    );
    try {
      const list = flightListResponseSchema.parse(await (await get(departures)).json());
      expect(list).toMatchObject({ total: 1, simulated: false });
      const response = await one(new Request('http://localhost/api/v2/flights/AV9364'), {
        params: Promise.resolve({ id: 'AV9364' }),
      });
      expect(flightResponseSchema.parse(await response.json())).toMatchObject({ flight: 'AV9364', simulated: false });
    } finally {
      vi.unstubAllEnvs();
      forgetProcessState('config');
      replaceProcessState('flight-source', undefined);
    }
  });
});
