// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { flightListResponseSchema } from '../schemas';
import { isStillToCome } from '../status';
import { availableDates, findFlight, listFlights } from './flights-service';

const NOW = new Date('2026-11-22T10:00:00-05:00');

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());

const all = { type: 'all' as const, page: 1, pageSize: 100 };

describe('listing flights', () => {
  it('offers yesterday, today and tomorrow in Bogota time', () => {
    expect(availableDates()).toEqual({ yesterday: '2026-11-21', today: '2026-11-22', tomorrow: '2026-11-23' });
  });

  it('answers the v2 shape, sorted by scheduled time, with total and pagination', async () => {
    const list = await listFlights({ ...all, direction: 'departure' });
    expect(flightListResponseSchema.parse(list)).toEqual(list);
    expect(list).toMatchObject({
      page: 1,
      pageSize: 100,
      date: '2026-11-22',
      stale: false,
      updatedAt: '2026-11-22T10:00:00-05:00',
      // No FLIGHTS_API_URL: the embedded simulation, and the answer says so.
      simulated: true,
    });
    expect(list.total).toBeGreaterThan(400);
    expect(list.flights).toHaveLength(100);
    const times = list.flights.map((f) => f.scheduleDate);
    expect([...times].sort()).toEqual(times);
    const last = await listFlights({ ...all, direction: 'departure', page: Math.ceil(list.total / 100) });
    expect(last.flights.length).toBe(list.total % 100 || 100);
    const beyond = await listFlights({ ...all, direction: 'departure', page: 99 });
    expect(beyond.flights).toEqual([]);
    expect(beyond.total).toBe(list.total);
  });

  it('filters by type, kind, airline (operating or codeshare) and terminal', async () => {
    const domestic = await listFlights({ ...all, direction: 'arrival', type: 'domestic', pageSize: 100 });
    expect(domestic.flights.every((f) => f.flighttype === 'D' && f.direction === 'arrival')).toBe(true);
    const international = await listFlights({ ...all, direction: 'arrival', type: 'international' });
    expect(international.flights.every((f) => f.flighttype === 'I')).toBe(true);
    const everything = await listFlights({ ...all, direction: 'arrival' });
    expect(domestic.total + international.total).toBe(everything.total);

    const cargo = await listFlights({ ...all, direction: 'departure', kind: 'cargo' });
    expect(cargo.total).toBeGreaterThan(10);
    expect(cargo.flights.every((f) => f.kind === 'cargo')).toBe(true);

    const t2 = await listFlights({ ...all, direction: 'departure', terminal: 'T2' });
    expect(t2.flights.every((f) => f.terminal === 'T2' && ['VE', '9R', 'P5'].includes(f.airline.code))).toBe(true);

    const united = await listFlights({ ...all, direction: 'departure', airline: 'ua' });
    expect(united.flights.some((f) => f.airline.code === 'UA')).toBe(true);
    expect(
      united.flights.some((f) => f.airline.code === 'AV' && f.codeshares.some((c) => c.airline.code === 'UA')),
    ).toBe(true);
    expect(
      united.flights.every((f) => f.airline.code === 'UA' || f.codeshares.some((c) => c.airline.code === 'UA')),
    ).toBe(true);
  });

  it('searches flight number, airline and city, ignoring case, accents and spaces', async () => {
    const byNumber = await listFlights({ ...all, direction: 'departure', q: 'av 9364' });
    expect(byNumber.flights.map((f) => f.flight)).toEqual(['AV9364']);
    const padded = await listFlights({ ...all, direction: 'departure', q: 'AV09364' });
    expect(padded.flights.map((f) => f.flight)).toEqual(['AV9364']);

    const medellin = await listFlights({ ...all, direction: 'departure', q: 'MEDELLIN' });
    expect(medellin.total).toBeGreaterThan(20);
    expect(medellin.flights.every((f) => f.city.code === 'MDE')).toBe(true);
    const accented = await listFlights({ ...all, direction: 'departure', q: 'medellín' });
    expect(accented.total).toBe(medellin.total);

    const sanAndres = await listFlights({ ...all, direction: 'departure', q: 'san andres' });
    expect(sanAndres.flights.every((f) => f.city.code === 'ADZ')).toBe(true);
    expect(sanAndres.total).toBeGreaterThan(0);

    const iberia = await listFlights({ ...all, direction: 'departure', q: 'iberia' });
    expect(iberia.flights.some((f) => f.airline.code === 'IB')).toBe(true);

    const london = await listFlights({ ...all, direction: 'arrival', q: 'Londres', kind: 'commercial' });
    const englishName = await listFlights({ ...all, direction: 'arrival', q: 'london', kind: 'commercial' });
    expect(london.total).toBe(englishName.total);

    const nothing = await listFlights({ ...all, direction: 'departure', q: 'zzzz' });
    expect(nothing).toMatchObject({ total: 0, flights: [] });
  });

  // A simulated day (APP_NOW): small hours, the first wave, mid-morning, afternoon, and the last minutes.
  const HOURS = ['00:30', '05:00', '10:05', '14:00', '23:50'];
  for (const hour of HOURS) {
    it(`opens today's boards on the next flight still to depart or land, at ${hour}`, async () => {
      const at = new Date(`2026-11-22T${hour}:00-05:00`);
      vi.setSystemTime(at);
      try {
        const bogotaNow = `2026-11-22 ${hour}:00`;
        for (const [direction, kind] of [
          ['departure', 'commercial'],
          ['arrival', 'commercial'],
          ['departure', 'cargo'],
        ] as const) {
          const opened = await listFlights({ type: 'all', direction, kind, page: 'now', pageSize: 25 });
          const day = await listFlights({ type: 'all', direction, kind, page: 1, pageSize: 100 });
          const every = [...day.flights];
          for (let page = 2; every.length < day.total; page++)
            every.push(...(await listFlights({ type: 'all', direction, kind, page, pageSize: 100 })).flights);
          const toCome = every.filter((f) => isStillToCome(f, bogotaNow));
          if (toCome.length === 0) {
            // The day is over: nothing listed, past the last flight, on the last page.
            expect(opened).toMatchObject({ flights: [], offset: day.total });
            continue;
          }
          const first = opened.flights[0];
          expect(first && isStillToCome(first, bogotaNow), `${direction} ${kind} at ${hour}`).toBe(true);
          // From the first row on, at most two flights have gone (one that left early, one just cancelled)...
          const gone = (from: number) => every.slice(from).filter((f) => !isStillToCome(f, bogotaNow)).length;
          expect(gone(opened.offset)).toBeLessThanOrEqual(2);
          // ...and it is the earliest such row: a flight still to come before it has more after it.
          every.slice(0, opened.offset).forEach((f, i) => {
            if (isStillToCome(f, bogotaNow)) expect(gone(i), `${f.flight} at ${f.scheduleDate}`).toBeGreaterThan(2);
          });
          expect(opened.page).toBe(Math.floor(opened.offset / 25) + 1);
          // The rows it opened on are the same ones when asked by offset (a board's refresh).
          const again = await listFlights({
            type: 'all',
            direction,
            kind,
            page: 1,
            offset: opened.offset,
            pageSize: 25,
          });
          expect(again.flights.map((f) => f.id)).toEqual(opened.flights.map((f) => f.id));
        }
      } finally {
        vi.setSystemTime(NOW);
      }
    });
  }

  it('opens another day on its first page, and a numeric page where it says', async () => {
    const tomorrow = await listFlights({
      type: 'all',
      direction: 'departure',
      date: '2026-11-23',
      page: 'now',
      pageSize: 25,
    });
    expect(tomorrow).toMatchObject({ page: 1, offset: 0 });
    const third = await listFlights({ type: 'all', direction: 'departure', page: 3, pageSize: 25 });
    expect(third).toMatchObject({ page: 3, offset: 50 });
  });

  it('refuses a date outside yesterday–tomorrow with a 400 naming `date`', async () => {
    await expect(listFlights({ ...all, direction: 'departure', date: '2026-11-25' })).rejects.toMatchObject({
      status: 400,
      fields: { date: expect.stringContaining('2026-11-21') },
    });
  });

  it('moves statuses with the clock', async () => {
    vi.setSystemTime(new Date('2026-11-22T00:05:00-05:00'));
    const early = await listFlights({ ...all, direction: 'departure', q: 'AV9364' });
    vi.setSystemTime(new Date('2026-11-22T23:59:00-05:00'));
    const late = await listFlights({ ...all, direction: 'departure', q: 'AV9364' });
    vi.setSystemTime(NOW);
    expect(late.flights[0]?.status.code).toMatch(/^(DEP|CNL)$/);
    expect(early.flights[0]?.status.code).toMatch(/^(SCH|DLY)$/);
  });
});

describe('finding one flight', () => {
  it('finds a designator on the nearest day and lists the others', async () => {
    const found = await findFlight('av 9364');
    expect(found).toMatchObject({ simulated: true, stale: false });
    expect(found?.flight.id).toBe('20261122-AV9364-dep');
    expect(found?.occurrences.map((o) => o.date)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    expect(found?.occurrences.map((o) => o.id)).toContain('20261123-AV9364-dep');
  });

  it('finds an id, a codeshare designator, and nothing for unknown numbers or days', async () => {
    expect((await findFlight('20261123-av9364-DEP'))?.flight.id).toBe('20261123-AV9364-dep');
    const codeshared = (await listFlights({ ...all, direction: 'departure', airline: 'UA', q: 'AV' })).flights[0];
    const code = codeshared?.codeshares.find((c) => c.airline.code === 'UA')?.flight as string;
    expect((await findFlight(code))?.flight.flight).toBe(codeshared?.flight);
    expect(await findFlight('AV1')).toBeNull();
    expect(await findFlight('20261201-AV9364-dep')).toBeNull();
    expect(await findFlight('not a flight')).toBeNull();
  });
});
