// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bogotaMs } from '@/lib/bogota-time';
import {
  alertsEndAt,
  detectChanges,
  initialAlertState,
  nextAlertState,
  type AlertState,
  type WatchedFlight,
} from './changes';

const flight = (over: Partial<WatchedFlight> & { code?: string } = {}): WatchedFlight => ({
  status: { code: over.code ?? 'SCH' },
  gate: null,
  claim: null,
  scheduleDate: '2026-11-22 14:00:00',
  estimatedDate: '2026-11-22 14:00:00',
  actualDate: null,
  ...over,
});

/** Walks a flight through its states and returns the event types told at each step. */
function walk(steps: WatchedFlight[]): string[][] {
  let state: AlertState = initialAlertState(steps[0]!);
  return steps.slice(1).map((step) => {
    const events = detectChanges(state, step);
    state = nextAlertState(state, step, events);
    return events.map((e) => e.type);
  });
}

describe('detectChanges', () => {
  it('tells a gate when it is assigned and when it changes, once each', () => {
    expect(walk([flight(), flight({ gate: 'A12' }), flight({ gate: 'A12' }), flight({ gate: 'A14' })])).toEqual([
      ['gate'],
      [],
      ['gate'],
    ]);
    const state = initialAlertState(flight({ gate: 'A12' }));
    expect(detectChanges(state, flight({ gate: 'A14' }))).toEqual([{ type: 'gate', gate: 'A14', previous: 'A12' }]);
  });

  it('tells a delay of 15 minutes or more with the new time, and again only when the time changes', () => {
    const late = (estimatedDate: string) => flight({ code: 'DLY', estimatedDate });
    expect(
      walk([
        flight(),
        late('2026-11-22 14:10:00'),
        late('2026-11-22 14:45:00'),
        late('2026-11-22 14:45:00'),
        late('2026-11-22 15:30:00'),
      ]),
    ).toEqual([[], ['delay'], [], ['delay']]);
    const [event] = detectChanges(initialAlertState(flight()), late('2026-11-22 14:45:00'));
    expect(event).toEqual({ type: 'delay', estimatedDate: '2026-11-22 14:45:00', minutes: 45 });
  });

  it('does not tell what the passenger already saw when following', () => {
    const seen = flight({ code: 'DLY', gate: 'C3', estimatedDate: '2026-11-22 15:00:00' });
    expect(detectChanges(initialAlertState(seen), seen)).toEqual([]);
  });

  it('follows a departure: boarding and final call once, nothing for gate closed or departed', () => {
    const steps = ['SCH', 'BRD', 'BRD', 'FCL', 'GCL', 'DEP'].map((code) => flight({ code, gate: 'A12' }));
    steps[0] = flight();
    expect(walk(steps)).toEqual([['gate', 'boarding'], [], ['finalCall'], [], []]);
  });

  it('does not announce boarding late when a round missed it', () => {
    expect(walk([flight(), flight({ code: 'FCL' }), flight({ code: 'GCL' })])).toEqual([['finalCall'], []]);
  });

  it('follows an arrival: gate and belt, then landing once across landed, baggage and arrived', () => {
    const steps = [
      flight({ code: 'ENR' }),
      flight({ code: 'ENR', gate: 'B2', claim: '5' }),
      flight({ code: 'LND', gate: 'B2', claim: '5', actualDate: '2026-11-22 13:55:00' }),
      flight({ code: 'BAG', gate: 'B2', claim: '5', actualDate: '2026-11-22 13:55:00' }),
      flight({ code: 'ARR', gate: 'B2', claim: '5', actualDate: '2026-11-22 13:55:00' }),
    ];
    expect(walk(steps)).toEqual([['gate', 'belt'], ['landed'], [], []]);
  });

  it('tells a cancellation or a diversion alone, once', () => {
    expect(walk([flight({ gate: 'A1' }), flight({ code: 'CNL' }), flight({ code: 'CNL' })])).toEqual([
      ['cancelled'],
      [],
    ]);
    expect(walk([flight({ code: 'ENR' }), flight({ code: 'DIV' }), flight({ code: 'DIV' })])).toEqual([
      ['diverted'],
      [],
    ]);
  });
});

describe('alertsEndAt', () => {
  it('ends 2 hours after take-off or landing, or after a cancellation is noticed', () => {
    const landed = flight({ code: 'LND', actualDate: '2026-11-22 13:55:00' });
    const actual = bogotaMs('2026-11-22 13:55:00');
    expect(alertsEndAt(landed, 0, actual)).toBe(actual + 2 * 3_600_000);
    expect(alertsEndAt(flight({ code: 'CNL' }), 1000, null)).toBe(1000 + 2 * 3_600_000);
    expect(alertsEndAt(flight(), 1000, null)).toBeNull();
  });

  it('reads local Bogota times as UTC−5', () => {
    expect(new Date(bogotaMs('2026-11-22 10:00:00')).toISOString()).toBe('2026-11-22T15:00:00.000Z');
  });
});
