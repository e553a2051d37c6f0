import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  planChanges,
  planTrip,
  waitFromTable,
  type ForecastCheckpoint,
  type PlanFlight,
  type WaitFn,
} from './plan';
import { AIRPORT, straightKm, travelMinutes } from './travel';
import { walksFrom, type WalkTable } from './walks';

/*
 * Hand-computed cases (docs/my-trip.md walks through the first one). The walking minutes and waits are
 * fixed here (the server's come from the T1 graph and the forecast: walk-table.test.ts) so each step can
 * be checked on paper.
 */

const WALKS: WalkTable = {
  entranceToCheckIn: 2,
  checkInToCheckpoint: 2,
  migrationToSecurity: 2,
  toGate: { 'gates-1-9': 4, 'gates-10-18': 9, 'gates-19-26': 14, 'gates-40-49': 6, 'gates-50-58': 11 },
  fromGate: { 'gates-1-9': 6, 'gates-40-49': 6 },
  migrationToBelt: 3,
  beltToExit: 3,
  exitToTaxiRank: 1,
  exitToParking: 6,
  unknownGate: 14,
};
const INTERNATIONAL_WALKS: WalkTable = { ...WALKS, checkInToCheckpoint: 3 };

const fixedWaits =
  (minutes: Partial<Record<ForecastCheckpoint, number>>): WaitFn =>
  (checkpoint) =>
    minutes[checkpoint] ?? 0;

/** A point `km` kilometres due east of the airport (13.5 km by road with the detour factor). */
function eastOfAirport(km: number) {
  const lng = AIRPORT.lng + km / (111.19492664455873 * Math.cos((AIRPORT.lat * Math.PI) / 180));
  return { lat: AIRPORT.lat, lng };
}
const HOME = eastOfAirport(10);

const hhmm = (d: Date | null | undefined) =>
  d ? new Date(d.getTime() - 5 * 3_600_000).toISOString().slice(11, 16) : null;

function flight(overrides: Partial<PlanFlight>): PlanFlight {
  return {
    id: '20261123-AV9384-dep',
    flight: 'AV9384',
    direction: 'departure',
    flighttype: 'D',
    airline: { code: 'AV' },
    terminal: 'T1',
    gate: '12',
    claim: null,
    scheduleDate: '2026-11-23 07:30:00',
    estimatedDate: '2026-11-23 07:30:00',
    actualDate: null,
    status: { code: 'SCH' },
    ...overrides,
  };
}

const EARLY = new Date('2026-11-22T10:00:00-05:00');

describe('the travel model', () => {
  it('drives 10 km of straight line as 13.5 km of road at the hour’s speed', () => {
    expect(straightKm(AIRPORT, HOME)).toBeCloseTo(10, 3);
    // Monday 05:30 (before the peak): 13.5 km at 21 km/h = 38.6 min + 5 min waiting for the taxi.
    expect(travelMinutes(HOME, 'taxi', new Date('2026-11-23T05:30:00-05:00'))).toBe(44);
    // Monday 07:00 (peak, 14 km/h): 57.9 + 5.
    expect(travelMinutes(HOME, 'taxi', new Date('2026-11-23T07:00:00-05:00'))).toBe(63);
    // TransMilenio at night does not run, but its figure is still the trunk line's plus 30 fixed minutes.
    expect(travelMinutes(HOME, 'transmilenio', new Date('2026-11-23T12:00:00-05:00'))).toBe(71);
  });
});

describe('departing, domestic morning', () => {
  const deps = { wait: fixedWaits({ 'security-domestic': 20 }), walks: walksFrom(WALKS), now: EARLY };
  const origin = { point: HOME, mode: 'taxi' as const, label: 'Calle 26 # 68-00' };

  it('is at the terminal 2 hours before, as the airport advises, and says the slack at the gate', () => {
    const plan = planTrip(flight({}), origin, deps);
    const at = Object.fromEntries(plan.steps.map((s) => [s.kind, hhmm(s.at)]));
    // 07:30 departure: at the terminal at 05:30 (2 h); 2 min to the desks; bag drop 15 min; 2 min to security;
    // 20 min wait + 5 min at the filter; 9 min walk to gates 10–18: at the gate 06:23, boarding 06:55 (35 min
    // before), so 32 min to spare. 29 min by taxi at night (before 05:00).
    expect(at).toEqual({
      leave: '04:59',
      'arrive-terminal': '05:30',
      'bag-drop': '05:32',
      security: '05:49',
      'walk-to-gate': '06:14',
      boarding: '06:55',
      'gate-closes': '07:20',
      departure: '07:30',
    });
    expect(plan.slackMinutes).toBe(32);
    expect(hhmm(plan.steps.find((s) => s.kind === 'bag-drop')?.closesAt)).toBe('06:45');
    expect(plan.travelMinutes).toBe(29);
    // The wait alone is what the page says; the 5 minutes at the filter are in the step's length.
    expect(plan.steps.find((s) => s.kind === 'security')).toMatchObject({ minutes: 25, wait: 20 });
    expect(plan.warnings).toEqual([]);
    expect(plan.late).toBeNull();
  });

  it('comes earlier than the advice when the queues forecast need it, to be at the gate 10 min before boarding', () => {
    // A 90 min security wait: 07:30 departure, boarding 06:55, at the gate by 06:45; 9 min walk; out of security by
    // 06:36, joining at 05:01 (95 min); 2 min from the desks, 15 at bag drop, 2 from the door: 04:42.
    const plan = planTrip(flight({}), null, { ...deps, wait: fixedWaits({ 'security-domestic': 90 }) });
    expect(hhmm(plan.steps.find((s) => s.kind === 'arrive-terminal')?.at)).toBe('04:42');
    expect(plan.slackMinutes).toBe(10);
  });

  it('follows the airport advice as configured, per airline', () => {
    const settings = { ...DEFAULT_SETTINGS, terminalArrival: { 'AV:D': 150 } };
    const avianca = planTrip(flight({}), null, { ...deps, settings });
    expect(hhmm(avianca.steps[0]?.at)).toBe('05:00');
    const other = planTrip(flight({ airline: { code: 'P5' } }), null, { ...deps, settings });
    expect(hhmm(other.steps[0]?.at)).toBe('05:30');
  });

  it('a flight delayed by an hour moves the plan, and the leave-by less than an hour (the taxi is slower)', () => {
    const before = planTrip(flight({}), origin, deps);
    const after = planTrip(flight({ estimatedDate: '2026-11-23 08:30:00', status: { code: 'DLY' } }), origin, deps);
    expect(hhmm(after.steps.find((s) => s.kind === 'arrive-terminal')?.at)).toBe('06:30');
    // At 06:30 by 05:46: 44 min by taxi after 05:00 (29 min before).
    expect(hhmm(after.leaveBy)).toBe('05:46');
    expect(after.travelMinutes).toBe(44);
    expect(planChanges(before, after).map((c) => c.kind)).toEqual(['time', 'leave-by']);
  });

  it('a gate change to a nearer pier gives five more minutes at the gate', () => {
    const before = planTrip(flight({}), origin, deps);
    const after = planTrip(flight({ gate: '3' }), origin, deps);
    expect(hhmm(after.steps.find((s) => s.kind === 'walk-to-gate')?.at)).toBe('06:14');
    expect(after.slackMinutes).toBe(37);
    expect(planChanges(before, after)).toEqual([{ kind: 'gate', from: '12', to: '3' }]);
  });

  it('past the time to leave, a flight still reachable: leave now, with when one reaches the gate', () => {
    const late = planTrip(flight({}), origin, { ...deps, now: new Date('2026-11-23T05:40:00-05:00') });
    expect(late.warnings).toEqual(['leave-now']);
    // 05:40 + 44 min by taxi: the door at 06:24, the gate at 07:17 (2 + 15 + 2 + 25 + 9), before it closes at 07:20.
    expect(late.late).toMatchObject({ catchable: true, slackMinutes: -22 });
    expect(hhmm(late.late?.atGate)).toBe('07:17');
    expect(hhmm(late.late?.gateClosesAt)).toBe('07:20');
  });

  it('a delayed flight that can no longer be made says so, and no time in the past is offered as the plan', () => {
    // Delayed to 11:55 (gate closes 11:45); at 11:05 leaving by taxi reaches the door at 11:49 and the gate at 12:42.
    const missed = planTrip(
      flight({ scheduleDate: '2026-11-23 10:30:00', estimatedDate: '2026-11-23 11:55:00', status: { code: 'DLY' } }),
      origin,
      { ...deps, now: new Date('2026-11-23T11:05:00-05:00') },
    );
    expect(missed.warnings).toEqual(['missed']);
    expect(missed.late).toMatchObject({ catchable: false });
    expect(hhmm(missed.late?.atGate)).toBe('12:42');
    expect(hhmm(missed.late?.gateClosesAt)).toBe('11:45');
    const cancelled = planTrip(flight({ status: { code: 'CNL' } }), origin, deps);
    expect(cancelled.warnings).toContain('cancelled');
    expect(cancelled.late).toBeNull();
  });

  it('without an address the plan starts at the terminal', () => {
    const plan = planTrip(flight({}), null, deps);
    expect(plan.leaveBy).toBeNull();
    expect(plan.steps[0]?.kind).toBe('arrive-terminal');
  });

  it('bag drop closing first sets the time at the desk', () => {
    // A 90 min check-in close (an override) is earlier than the walk to security needs, and an operator's advice of
    // one hour at the terminal would be too late for it.
    const plan = planTrip(flight({}), null, {
      ...deps,
      settings: { ...DEFAULT_SETTINGS, checkInClose: { 'AV:D': 90 }, terminalArrival: { '*:D': 60 } },
    });
    const drop = plan.steps.find((s) => s.kind === 'bag-drop');
    expect(hhmm(drop?.closesAt)).toBe('06:00');
    expect(hhmm(drop?.at)).toBe('05:45');
  });
});

describe('departing, international evening', () => {
  it('is at the terminal 3 hours before and adds migration, with each wait forecast for its moment', () => {
    const wait: WaitFn = (checkpoint, at) => {
      if (checkpoint === 'migration-departures') return 15;
      // Security is busier from 17:45 on: the plan must read the wait at the time it joins.
      return hhmm(at)! >= '17:45' ? 30 : 12;
    };
    const plan = planTrip(
      flight({
        id: '20261124-AV10-dep',
        flight: 'AV10',
        flighttype: 'I',
        gate: '52',
        scheduleDate: '2026-11-24 20:10:00',
        estimatedDate: '2026-11-24 20:10:00',
      }),
      { point: HOME, mode: 'car', label: 'Calle 26 # 68-00' },
      { wait, walks: walksFrom(INTERNATIONAL_WALKS), now: EARLY },
    );
    const at = Object.fromEntries(plan.steps.map((s) => [s.kind, hhmm(s.at)]));
    // 20:10 departure: the terminal at 17:10 (3 h); desks 17:12, bag drop 15 min and 3 min on: migration 17:30,
    // 15 min, 2 min on: security 17:47 (30 min wait from 17:45 + 5); 11 min walk to gates 50–58: the gate at 18:33,
    // boarding at 19:20 (50 min before), 47 min to spare. By car on a Tuesday afternoon: 49 min, parking included.
    expect(at).toEqual({
      leave: '16:21',
      'arrive-terminal': '17:10',
      'bag-drop': '17:12',
      migration: '17:30',
      security: '17:47',
      'walk-to-gate': '18:22',
      boarding: '19:20',
      'gate-closes': '20:00',
      departure: '20:10',
    });
    expect(plan.steps.find((s) => s.kind === 'security')?.minutes).toBe(35);
    expect(plan.steps.find((s) => s.kind === 'migration')?.minutes).toBe(15);
    expect(plan.slackMinutes).toBe(47);
  });
});

describe('arriving: meeting someone', () => {
  const arrival = flight({
    id: '20261124-AV11-arr',
    flight: 'AV11',
    direction: 'arrival',
    flighttype: 'I',
    gate: '45',
    claim: '8',
    scheduleDate: '2026-11-24 15:00:00',
    estimatedDate: '2026-11-24 15:00:00',
  });
  const deps = { wait: fixedWaits({ 'migration-arrivals': 25 }), walks: walksFrom(WALKS), now: EARLY };

  it('landing → taxi-in → migration → belt → exit, and when to leave home by taxi', () => {
    const plan = planTrip(arrival, { point: HOME, mode: 'taxi', label: 'x' }, deps);
    const at = Object.fromEntries(plan.steps.map((s) => [s.kind, hhmm(s.at)]));
    // Landing 15:00; at the gate 15:08; off the aircraft 15:15; 6 min to migration (15:21), 25 min wait,
    // 3 min to belt 8 (15:49; bags out since 15:20); 3 min to the door: 15:52. Be there 10 min before;
    // 44 min by taxi (Tuesday afternoon, before the peak).
    expect(at).toEqual({
      leave: '14:58',
      landing: '15:00',
      'taxi-in': '15:00',
      'migration-arrivals': '15:21',
      belt: '15:49',
      exit: '15:52',
      'taxi-rank': '15:52',
    });
    expect(plan.belt).toBe('8');
  });

  it('by car the meeter parks first; a belt change is announced', () => {
    const plan = planTrip(arrival, { point: HOME, mode: 'car', label: 'x' }, deps);
    expect(hhmm(plan.steps.find((s) => s.kind === 'parking')?.at)).toBe('15:36');
    const moved = planTrip({ ...arrival, claim: '10' }, { point: HOME, mode: 'car', label: 'x' }, deps);
    expect(planChanges(plan, moved)).toEqual([{ kind: 'belt', from: '8', to: '10' }]);
  });

  it('a delayed landing moves the exit by the same hour', () => {
    const later = planTrip({ ...arrival, estimatedDate: '2026-11-24 16:00:00' }, null, deps);
    expect(hhmm(later.steps.find((s) => s.kind === 'exit')?.at)).toBe('16:52');
  });
});

describe('waitFromTable', () => {
  it('reads the 15-minute slot of an instant and clamps to the table', () => {
    const startMs = Date.parse('2026-11-23T00:00:00-05:00');
    const wait = waitFromTable({ startMs, slotMinutes: 15, minutes: { 'security-domestic': [1, 2, 3] } });
    expect(wait('security-domestic', new Date(startMs + 16 * 60_000))).toBe(2);
    expect(wait('security-domestic', new Date(startMs + 99 * 3_600_000))).toBe(3);
    expect(wait('migration-arrivals', new Date(startMs))).toBe(0);
  });
});
