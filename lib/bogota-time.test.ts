// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bogotaClock,
  bogotaDate,
  bogotaIso,
  bogotaIsoMinute,
  bogotaLocal,
  bogotaMs,
  bogotaWallClock,
} from './bogota-time';
import { formatBogotaDateTime, inBogota } from './clock';

describe('Bogotá local time (fixed UTC−5)', () => {
  it('agrees with lib/clock for any instant from 2000 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const local = inBogota(ms);
        expect(bogotaLocal(ms)).toBe(formatBogotaDateTime(ms));
        expect(bogotaIso(ms)).toBe(local.format());
        expect(bogotaClock(ms)).toBe(local.format('HH:mm'));
        expect(bogotaIsoMinute(ms)).toBe(local.format('YYYY-MM-DDTHH:mmZ'));
        expect(bogotaDate(ms)).toBe(local.format('YYYY-MM-DD'));
        expect(bogotaWallClock(ms)).toEqual({
          hour: local.hour(),
          minute: local.minute(),
          weekday: local.day(),
          day: local.date(),
          month: local.month() + 1,
        });
        expect(bogotaMs(bogotaLocal(ms))).toBe(Math.floor(ms / 1000) * 1000);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a bare date as its midnight in Bogotá, and the evening as the next UTC day', () => {
    expect(bogotaMs('2026-11-22')).toBe(Date.parse('2026-11-22T05:00:00Z'));
    expect(bogotaIso(Date.parse('2026-11-23T02:00:00Z'))).toBe('2026-11-22T21:00:00-05:00');
    expect(bogotaDate(Date.parse('2026-11-23T02:00:00Z'))).toBe('2026-11-22');
    expect(bogotaWallClock(Date.parse('2026-11-23T02:30:00Z'))).toEqual({
      hour: 21,
      minute: 30,
      weekday: 0,
      day: 22,
      month: 11,
    });
    expect(bogotaIsoMinute(Date.parse('2025-03-05T03:00:00Z'))).toBe('2025-03-04T22:00-05:00');
  });
});
