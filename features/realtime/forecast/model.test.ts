import { describe, expect, it } from 'vitest';
import { bogotaIso, bogotaMs } from '@/lib/bogota-time';
import {
  calibrate,
  CALIBRATION_HALF_LIFE_MINUTES,
  CALIBRATION_HOLD_MINUTES,
  modelDay,
  quietestWindow,
  slotStarts,
} from './model';
import { PROFILES, type ScheduledFlight } from './profiles';

const DATE = '2026-11-22';
const MIDNIGHT = bogotaMs(DATE);
const HOUR = 3_600_000;
const MINUTE = 60_000;

const at = (hhmm: string, date = DATE) => Date.parse(`${date}T${hhmm}:00-05:00`);
const departure = (atMs: number, international = false, seats = 180): ScheduledFlight => ({
  atMs,
  direction: 'departure',
  international,
  terminal: 'T1',
  seats,
});
const slotAt = (slots: number[], hhmm: string) => slots[Math.floor((at(hhmm) - MIDNIGHT) / (15 * MINUTE))]!;

describe('the embedded forecast model', () => {
  it('has 96 slots from Bogotá midnight and none for an empty schedule beyond the empty-checkpoint time', () => {
    const starts = slotStarts(DATE);
    expect(starts).toHaveLength(96);
    expect(new Date(starts[0]!).toISOString()).toBe('2026-11-22T05:00:00.000Z');
    const empty = modelDay(PROFILES['security-domestic'], [], DATE);
    expect(empty).toHaveLength(96);
    expect(new Set(empty)).toEqual(new Set([PROFILES['security-domestic'].baseMinutes]));
  });

  it('rises with the schedule: a bank of 40 departures at 08:00 makes the 07:30 queue longer than 13:00 with 2', () => {
    const flights = [
      ...Array.from({ length: 40 }, (_, i) => departure(at('08:00') + i * MINUTE)),
      departure(at('14:30')),
      departure(at('14:40')),
    ];
    const slots = modelDay(PROFILES['security-domestic'], flights, DATE);
    expect(slotAt(slots, '07:30')).toBeGreaterThan(slotAt(slots, '13:00') + 10);
    // It builds up ahead of the bank and clears after it.
    expect(slotAt(slots, '05:00')).toBeLessThan(slotAt(slots, '07:30'));
    expect(slotAt(slots, '10:00')).toBeLessThan(slotAt(slots, '07:30'));
    // More flights in the bank, longer waits.
    const bigger = modelDay(
      PROFILES['security-domestic'],
      [...flights, ...Array.from({ length: 10 }, (_, i) => departure(at('08:00') + i * MINUTE))],
      DATE,
    );
    expect(slotAt(bigger, '07:30')).toBeGreaterThan(slotAt(slots, '07:30'));
  });

  it('waits at least as long at international security as at domestic at every slot for the same traffic', () => {
    // A flight every 15 minutes for three days: the same passengers arrive at both checkpoints all day.
    const steady = (international: boolean) =>
      Array.from({ length: 3 * 96 }, (_, i) => departure(MIDNIGHT - 24 * HOUR + i * 15 * MINUTE, international));
    const domestic = modelDay(PROFILES['security-domestic'], steady(false), DATE);
    const international = modelDay(PROFILES['security-international'], steady(true), DATE);
    domestic.forEach((minutes, i) => expect(international[i], `slot ${i}`).toBeGreaterThanOrEqual(minutes));
    // And each checkpoint only counts its own flights.
    expect(modelDay(PROFILES['security-international'], steady(false), DATE)).toEqual(
      modelDay(PROFILES['security-international'], [], DATE),
    );
  });

  it('sends arriving passengers to arrival migration after landing, not before', () => {
    const landing: ScheduledFlight = { ...departure(at('12:00'), true, 300), direction: 'arrival' };
    const slots = modelDay(PROFILES['migration-arrivals'], Array(6).fill(landing), DATE);
    const base = PROFILES['migration-arrivals'].baseMinutes;
    expect(slotAt(slots, '11:45')).toBe(base);
    expect(slotAt(slots, '12:15')).toBeGreaterThan(base);
  });
});

describe('calibration against the live readings', () => {
  const starts = slotStarts(DATE);
  const model = starts.map(() => 10);
  const reading = { minutes: 40, measuredAtMs: at('10:05') };
  const { minutes, factor, measuredSlots } = calibrate(model, starts, reading);
  const index = Math.floor((at('10:00') - MIDNIGHT) / (15 * MINUTE));
  const holdSlots = CALIBRATION_HOLD_MINUTES / 15;
  const halfLifeSlots = CALIBRATION_HALF_LIFE_MINUTES / 15;

  it('makes the slot of the reading say what was measured', () => {
    expect(factor).toBeCloseTo(42 / 12);
    expect(minutes[index]).toBeCloseTo(40);
    expect(measuredSlots).toBe(1);
  });

  it('holds the correction for the next half hour, then halves it every hour back to the model', () => {
    for (let i = 1; i <= holdSlots; i += 1) expect(minutes[index + i]).toBeCloseTo(40);
    for (let i = index + holdSlots; i < index + holdSlots + 16; i += 1)
      expect(minutes[i + 1]!).toBeLessThan(minutes[i]!);
    // One half-life after the hold the correction (of minutes + 2) is half what it was.
    expect(minutes[index + holdSlots + halfLifeSlots]! + 2).toBeCloseTo(12 * (1 + (42 / 12 - 1) / 2));
    expect(minutes[index + holdSlots + 8 * halfLifeSlots]! - 10).toBeLessThan(0.2);
  });

  it('eases the slots before the reading the same way', () => {
    expect(minutes[index - holdSlots]).toBeCloseTo(40);
    expect(minutes[index - holdSlots - halfLifeSlots]! + 2).toBeCloseTo(12 * (1 + (42 / 12 - 1) / 2));
    expect(minutes[0]! - 10).toBeLessThan(0.5);
  });

  it('makes the 08:00–09:00 forecast agree with a live reading of 81 minutes at 08:20', () => {
    // The model expected 25 minutes all morning (the report: history 81 at 08:20, forecast peaking at 25–28).
    const morning = starts.map(() => 25);
    const calibrated = calibrate(morning, starts, { minutes: 81, measuredAtMs: at('08:20') }).minutes;
    for (const hhmm of ['08:00', '08:15', '08:30', '08:45']) expect(slotAt(calibrated, hhmm)).toBeCloseTo(81);
    // Later it decays back toward the profile: lower every hour, the evening the model again.
    expect(slotAt(calibrated, '10:00')).toBeLessThan(81);
    expect(slotAt(calibrated, '10:00')).toBeGreaterThan(25);
    expect(slotAt(calibrated, '11:00')).toBeLessThan(slotAt(calibrated, '10:00'));
    expect(slotAt(calibrated, '20:00') - 25).toBeLessThan(0.5);
  });

  it('says every measurement of the history in its slot, the live reading in its own', () => {
    const history = [
      { minutes: 60, measuredAtMs: at('08:00') },
      { minutes: 81, measuredAtMs: at('08:20') },
      { minutes: 70, measuredAtMs: at('08:40') },
      { minutes: 50, measuredAtMs: at('08:50') },
      { minutes: 30, measuredAtMs: at('09:30') },
      // The same slot as the live reading, and one after it: the live reading wins, the later one is ignored.
      { minutes: 99, measuredAtMs: at('10:00') },
      { minutes: 99, measuredAtMs: at('10:20') },
    ];
    const result = calibrate(model, starts, reading, history);
    expect(slotAt(result.minutes, '08:00')).toBe(60);
    expect(slotAt(result.minutes, '08:15')).toBe(81);
    expect(slotAt(result.minutes, '08:30')).toBeCloseTo(70);
    expect(slotAt(result.minutes, '08:45')).toBeCloseTo(50);
    expect(slotAt(result.minutes, '09:30')).toBeCloseTo(30);
    expect(slotAt(result.minutes, '10:00')).toBeCloseTo(40);
    expect(slotAt(result.minutes, '10:15')).toBeCloseTo(40);
    // A gap in the history (09:00, 09:15 and 09:45): between its neighbours.
    expect(slotAt(result.minutes, '09:00')).toBeLessThan(50);
    expect(slotAt(result.minutes, '09:00')).toBeGreaterThan(30);
    expect(slotAt(result.minutes, '09:45')).toBeGreaterThan(30);
    expect(slotAt(result.minutes, '09:45')).toBeLessThan(40);
    expect(result.measuredSlots).toBe(6);
  });

  it('lowers the forecast as well when the queue is shorter than modelled', () => {
    const lower = calibrate(model, starts, { minutes: 2, measuredAtMs: at('10:05') }).minutes;
    expect(lower[index]).toBeCloseTo(2);
    expect(lower[index + holdSlots + 2]).toBeLessThan(10);
  });

  it('leaves the profile as it is without a live reading in the day (history alone is not enough)', () => {
    expect(
      calibrate(model, starts, { minutes: 40, measuredAtMs: at('10:05', '2026-11-21') }, [
        { minutes: 80, measuredAtMs: at('09:00') },
      ]),
    ).toEqual({ minutes: model, factor: 1, measuredSlots: 0 });
  });
});

describe('the quietest window', () => {
  const starts = slotStarts(DATE);
  const slots = starts.map((start) => {
    const hour = (start - MIDNIGHT) / HOUR;
    // Quiet at 02:00 (the past, by then) and from 14:00 to 15:30; busy otherwise.
    const minutes = hour >= 2 && hour < 3 ? 1 : hour >= 14 && hour < 15.5 ? 4 : 25;
    return { start: new Date(start).toISOString(), minutes };
  });

  it('is the lowest 90 minutes of the rest of the day, never a time in the past', () => {
    const window = quietestWindow(slots, at('10:07'));
    expect(window).toMatchObject({ startMs: at('14:00'), endMs: at('15:30'), averageMinutes: 4 });
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const nowMs = MIDNIGHT + minute * MINUTE;
      const found = quietestWindow(slots, nowMs);
      if (found) expect(found.startMs).toBeGreaterThanOrEqual(nowMs);
    }
  });

  it('shrinks to what is left of the day, and is null when nothing is', () => {
    expect(quietestWindow(slots, at('23:20'))).toMatchObject({
      startMs: at('23:30'),
      endMs: at('00:00', '2026-11-23'),
    });
    expect(quietestWindow(slots, at('23:50'))).toBeNull();
  });
});

describe('Bogotá instants', () => {
  it('are written with the -05:00 offset', () => {
    expect(bogotaIso(Date.parse('2026-11-22T19:30:00Z'))).toBe('2026-11-22T14:30:00-05:00');
    expect(bogotaIso(Date.parse('2026-11-23T02:00:00Z'))).toBe('2026-11-22T21:00:00-05:00');
  });
});
