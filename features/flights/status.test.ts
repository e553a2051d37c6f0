// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STATUS_CODES, STATUSES, statusIcon, statusOf, statusTone, timelinePosition, timelineSteps } from './status';

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
