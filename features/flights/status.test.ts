// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  isStillToCome,
  STATUS_CODES,
  STATUSES,
  statusIcon,
  statusOf,
  statusTone,
  timelinePosition,
  timelineSteps,
} from './status';

describe('flight status vocabulary', () => {
  it("starts at SPEC's default text 'Programado'", () => {
    expect(statusOf('SCH')).toEqual({
      code: 'SCH',
      es: 'Programado',
      en: 'Scheduled',
      fr: 'Programmé',
      pt: 'Programado',
    });
  });

  it('labels every code in es, en, fr and pt, each label unique within its language', () => {
    for (const locale of ['es', 'en', 'fr', 'pt'] as const) {
      const labels = STATUS_CODES.map((code) => STATUSES[code].labels[locale]);
      expect(
        labels.every((label) => label.trim().length > 1),
        locale,
      ).toBe(true);
      expect(new Set(labels).size, locale).toBe(labels.length);
    }
  });

  it('gives every code a tone and an icon (colour is never the only signal)', () => {
    const icons = STATUS_CODES.map((code) => statusIcon(code));
    expect(new Set(icons).size).toBe(STATUS_CODES.length);
    expect(statusTone('CNL')).toBe('danger');
    expect(statusTone('DLY')).toBe('warning');
    expect(statusTone('XYZ')).toBe('neutral');
    expect(statusIcon('XYZ')).toBe('clock');
  });

  it('orders the steps of each kind of flight', () => {
    expect(timelineSteps('departure', 'commercial')).toEqual(['SCH', 'BRD', 'FCL', 'GCL', 'DEP']);
    expect(timelineSteps('arrival', 'commercial')).toEqual(['SCH', 'ENR', 'LND', 'BAG', 'ARR']);
    expect(timelineSteps('arrival', 'cargo')).toEqual(['SCH', 'ENR', 'LND', 'ARR']);
    expect(timelinePosition(timelineSteps('departure', 'commercial'), 'DLY')).toBe(0);
    expect(timelinePosition(timelineSteps('departure', 'commercial'), 'CNL')).toBe(-1);
  });
});

describe('a flight still to come', () => {
  const at = '2026-11-22 10:00:00';
  const flight = (code: string, times: { scheduled?: string; estimated?: string | null; actual?: string | null }) => ({
    status: { code },
    scheduleDate: times.scheduled ?? '2026-11-22 10:30:00',
    estimatedDate: times.estimated ?? null,
    actualDate: times.actual ?? null,
  });

  it('is one that has not taken off or landed, whatever its times say', () => {
    expect(isStillToCome(flight('SCH', {}), at)).toBe(true);
    // Boarding, delayed or gate closed after its scheduled time: still on the ground.
    expect(isStillToCome(flight('GCL', { scheduled: '2026-11-22 09:40:00' }), at)).toBe(true);
    expect(
      isStillToCome(flight('DLY', { scheduled: '2026-11-22 08:50:00', estimated: '2026-11-22 10:05:00' }), at),
    ).toBe(true);
    expect(isStillToCome(flight('ENR', {}), at)).toBe(true);
    for (const code of ['DEP', 'LND', 'BAG', 'ARR']) expect(isStillToCome(flight(code, {}), at)).toBe(false);
    // An actual time means it happened, even when a feed forgot to move the status on.
    expect(isStillToCome(flight('SCH', { actual: '2026-11-22 09:58:00' }), at)).toBe(false);
  });

  it('keeps a cancelled or diverted flight listed until its time', () => {
    expect(isStillToCome(flight('CNL', { scheduled: '2026-11-22 10:30:00' }), at)).toBe(true);
    expect(isStillToCome(flight('CNL', { scheduled: '2026-11-22 09:30:00' }), at)).toBe(false);
    expect(
      isStillToCome(flight('DIV', { scheduled: '2026-11-22 09:00:00', estimated: '2026-11-22 10:20:00' }), at),
    ).toBe(true);
  });
});
