// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addBusinessDays, colombianHolidays, isBusinessDay } from './deadlines';

describe('Colombian business days', () => {
  it('knows the 2026 national holidays, Emiliani Mondays and Easter included', () => {
    const holidays = colombianHolidays(2026);
    expect(holidays.size).toBe(18);
    for (const day of [
      '2026-01-01',
      '2026-01-12',
      '2026-03-23',
      '2026-04-02',
      '2026-04-03',
      '2026-05-18',
      '2026-06-08',
      '2026-06-15',
      '2026-06-29',
      '2026-07-20',
      '2026-08-07',
      '2026-08-17',
      '2026-10-12',
      '2026-11-02',
      '2026-11-16',
      '2026-12-08',
      '2026-12-25',
      '2026-05-01',
    ])
      expect(holidays.has(day), day).toBe(true);
  });

  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2026-11-20')).toBe(true); // Friday
    expect(isBusinessDay('2026-11-21')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-16')).toBe(false); // Independence of Cartagena (moved)
    expect(addBusinessDays('2026-11-20', 15)).toBe('2026-12-14');
    expect(addBusinessDays('2026-12-23', 10)).toBe('2027-01-08');
  });
});
