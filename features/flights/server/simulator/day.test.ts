// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timelinePosition, timelineSteps, type StatusCode } from '../../status';
import { dayStartMs, expectedMs, planDay, statusAt, toFlight, type PlannedFlight } from './day';

const DATE = '2026-11-22'; // a Sunday, the e2e day
const HOUR = 3_600_000;
const day = planDay(DATE);
const start = dayStartMs(DATE);

function everyFiveMinutes(from: number, to: number): number[] {
  const out: number[] = [];
  for (let t = from; t <= to; t += 5 * 60_000) out.push(t);
  return out;
}

describe('simulated El Dorado day', () => {
  it('is deterministic for a date and differs between dates', () => {
    const again = planDay(DATE);
    expect(again).toEqual(day);
    const other = planDay('2026-11-23');
    const disruptions = (flights: PlannedFlight[]) =>
      flights.map((f) => `${f.id}:${f.delayMinutes}:${f.cancelled}:${f.diverted}:${f.gate}:${f.claim}`).join('|');
    expect(disruptions(other)).not.toEqual(disruptions(day).replaceAll('20261122', '20261123'));
  });

  it('has about 1,000 movements, half departures, with passenger and cargo flights', () => {
    expect(day.length).toBeGreaterThanOrEqual(900);
    expect(day.length).toBeLessThanOrEqual(1100);
    const departures = day.filter((f) => f.direction === 'departure').length;
    expect(departures).toBe(day.length / 2);
    const cargo = day.filter((f) => f.kind === 'cargo');
    expect(cargo.length).toBeGreaterThan(30);
    for (const code of ['QT', 'L7', '5X', 'FX'])
      expect(
        cargo.some((f) => f.airline.code === code),
        code,
      ).toBe(true);
  });

  it('flies the carriers of El Dorado to their real destinations', () => {
    const airlines = new Set(day.map((f) => f.airline.code));
    for (const code of [
      'AV',
      '4C',
      'LA',
      'P5',
      'CM',
      '9R',
      'VE',
      'JA',
      'AA',
      'UA',
      'DL',
      'B6',
      'NK',
      'IB',
      'UX',
      'AF',
      'AM',
    ]) {
      expect(airlines.has(code), code).toBe(true);
    }
    const route = (airline: string, city: string) =>
      day.some((f) => f.airline.code === airline && f.city.code === city);
    expect(route('AV', 'MDE')).toBe(true);
    expect(route('IB', 'MAD')).toBe(true);
    expect(route('CM', 'PTY')).toBe(true);
    expect(route('9R', 'VVC')).toBe(true);
  });

  it('gives every flight a unique id and designator, and has codeshares', () => {
    expect(new Set(day.map((f) => f.id)).size).toBe(day.length);
    const designators = day.flatMap((f) => [f.flight, ...f.codeshares.map((c) => c.flight)]);
    expect(new Set(designators).size).toBe(designators.length);
    expect(day.filter((f) => f.codeshares.length > 0).length).toBeGreaterThan(50);
    for (const f of day) expect(f.id).toMatch(/^20261122-[A-Z0-9]{2}\d{1,4}-(dep|arr)$/);
  });

  it('flies the sample numbers AV9364 and AV9392 every day', () => {
    for (const date of ['2026-11-21', DATE, '2026-11-23', '2026-11-26']) {
      const flights = planDay(date).map((f) => f.flight);
      expect(flights).toContain('AV9364');
      expect(flights).toContain('AV9392');
    }
  });

  it('uses T2 only for domestic flights of Clic, Satena and Wingo', () => {
    for (const f of day) {
      const t2Airline = ['VE', '9R', 'P5'].includes(f.airline.code);
      expect(f.terminal, f.id).toBe(t2Airline && f.flighttype === 'D' ? 'T2' : 'T1');
    }
  });

  it('assigns gates by pier and belts to passenger arrivals', () => {
    for (const f of day.filter((x) => !x.cancelled)) {
      if (f.kind === 'cargo') expect(f.gate).toMatch(/^C\d+$/);
      else if (f.terminal === 'T2') expect(f.gate).toMatch(/^P\d$/);
      else if (f.flighttype === 'D') expect(Number(f.gate)).toBeLessThanOrEqual(26);
      else expect(Number(f.gate)).toBeGreaterThanOrEqual(40);
    }
    const arrivals = day.filter(
      (f) => f.direction === 'arrival' && f.kind === 'commercial' && !f.cancelled && !f.diverted,
    );
    expect(arrivals.every((f) => f.claim !== null)).toBe(true);
    expect(day.filter((f) => f.direction === 'departure').every((f) => f.claim === null)).toBe(true);
  });

  it('delays, cancels and diverts a few flights each day', () => {
    for (const date of ['2026-11-21', DATE, '2026-11-23']) {
      const flights = planDay(date);
      const delayed = flights.filter((f) => f.delayMinutes > 0).length;
      const cancelled = flights.filter((f) => f.cancelled).length;
      const diverted = flights.filter((f) => f.diverted).length;
      expect(delayed).toBeGreaterThanOrEqual(8);
      expect(delayed).toBeLessThan(flights.length * 0.2);
      expect(cancelled).toBeGreaterThanOrEqual(2);
      expect(cancelled).toBeLessThan(40);
      expect(diverted).toBeGreaterThanOrEqual(1);
      expect(diverted).toBeLessThan(15);
    }
  });
});

describe('status through the day', () => {
  const normalDeparture = day.find(
    (f) =>
      f.direction === 'departure' &&
      f.kind === 'commercial' &&
      !f.cancelled &&
      f.delayMinutes === 0 &&
      f.flighttype === 'D',
  )!;
  const normalArrival = day.find(
    (f) =>
      f.direction === 'arrival' &&
      f.kind === 'commercial' &&
      !f.cancelled &&
      !f.diverted &&
      f.delayMinutes === 0 &&
      f.scheduledMs > start + 8 * HOUR,
  )!;

  it('takes a departure through scheduled → boarding → final call → gate closed → departed', () => {
    const seen: StatusCode[] = [];
    for (const t of everyFiveMinutes(start, start + 24 * HOUR)) {
      const code = statusAt(normalDeparture, t).code;
      if (seen.at(-1) !== code) seen.push(code);
    }
    expect(seen).toEqual(['SCH', 'BRD', 'FCL', 'GCL', 'DEP']);
    expect(statusAt(normalDeparture, normalDeparture.scheduledMs - 30 * 60_000).code).toBe('BRD');
  });

  it('takes an arrival through scheduled → en route → landed → baggage on belt → arrived', () => {
    const seen: StatusCode[] = [];
    for (const t of everyFiveMinutes(start, start + 26 * HOUR)) {
      const code = statusAt(normalArrival, t).code;
      if (seen.at(-1) !== code) seen.push(code);
    }
    expect(seen).toEqual(['SCH', 'ENR', 'LND', 'BAG', 'ARR']);
    const landed = statusAt(normalArrival, expectedMs(normalArrival) + 60_000);
    expect(landed.actualMs).toBe(expectedMs(normalArrival));
    expect(landed.claim).toBe(normalArrival.claim);
  });

  it('shows a delay with its new estimated time, a cancellation and a diversion', () => {
    const delayed = day.find((f) => f.direction === 'departure' && f.delayMinutes > 0 && !f.cancelled)!;
    const before = statusAt(delayed, delayed.scheduledMs - 2 * HOUR);
    expect(before.code).toBe('DLY');
    expect(before.estimatedMs).toBe(delayed.scheduledMs + delayed.delayMinutes * 60_000);
    expect(toFlight(delayed, delayed.scheduledMs - 2 * HOUR).estimatedDate).not.toBe(
      toFlight(delayed, delayed.scheduledMs - 2 * HOUR).scheduleDate,
    );

    const cancelled = day.find((f) => f.cancelled)!;
    expect(statusAt(cancelled, cancelled.scheduledMs).code).toBe('CNL');
    expect(statusAt(cancelled, cancelled.scheduledMs - 12 * HOUR).code).not.toBe('CNL');

    const diverted = day.find((f) => f.diverted)!;
    expect(statusAt(diverted, expectedMs(diverted) + HOUR).code).toBe('DIV');
  });

  it('never goes back along the timeline (any flight, any two instants)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: day.length - 1 }),
        fc.integer({ min: 0, max: 30 * 60 }),
        fc.integer({ min: 0, max: 30 * 60 }),
        (index, a, b) => {
          const flight = day[index] as PlannedFlight;
          const [early, late] = [Math.min(a, b), Math.max(a, b)].map((m) => start - 3 * HOUR + m * 60_000) as [
            number,
            number,
          ];
          const steps = timelineSteps(flight.direction, flight.kind);
          const first = statusAt(flight, early).code;
          const second = statusAt(flight, late).code;
          if (second === 'CNL' || second === 'DIV') return true;
          if (first === 'CNL' || first === 'DIV') return false;
          return timelinePosition(steps, second) >= timelinePosition(steps, first);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('writes the v2 shape in local Bogota time', () => {
    const flight = toFlight(normalDeparture, start + 12 * HOUR);
    expect(flight.scheduleDate).toMatch(/^2026-11-22 \d{2}:\d{2}:00$/);
    expect(flight.status).toEqual(
      expect.objectContaining({ code: expect.any(String), es: expect.any(String), pt: expect.any(String) }),
    );
    expect(flight.city).toEqual(
      expect.objectContaining({ code: normalDeparture.city.code, es: expect.any(String), fr: expect.any(String) }),
    );
    expect(flight.number).toMatch(/^\d+$/);
    expect(flight.flight).toBe(`${flight.airline.code}${flight.number}`);
  });
});
