// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SchedulePeriod } from './schemas';
import { bogotaMoment, hoursOn, isOpenAllDay, isOpenAt, parseDayLetters, weekHours } from './schedule';

const h24: SchedulePeriod[] = [{ days: 'LMXJVSD', opens: '00:00', closes: '24:00' }];
const late: SchedulePeriod[] = [{ days: 'LMXJVSD', opens: '10:00', closes: '02:00' }];
const office: SchedulePeriod[] = [
  { days: 'LMXJV', opens: '07:00', closes: '17:00' },
  { days: 'S', opens: '08:00', closes: '12:00' },
];
const weekendBar: SchedulePeriod[] = [{ days: 'VS', opens: '18:00', closes: '03:00' }];

const at = (day: SchedulePeriod['days'], hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return { day: day as never, minutes: (h ?? 0) * 60 + (m ?? 0) };
};

describe('bogotaMoment', () => {
  it('reads the weekday letter and minutes in Bogota time (UTC−5)', () => {
    // Sunday 22 Nov 2026, 10:00 in Bogota = 15:00 UTC.
    expect(bogotaMoment(new Date('2026-11-22T15:00:00Z'))).toEqual({ day: 'D', minutes: 600 });
    // 03:30 UTC on Monday is still Sunday 22:30 in Bogota.
    expect(bogotaMoment(new Date('2026-11-23T03:30:00Z'))).toEqual({ day: 'D', minutes: 1350 });
    expect(bogotaMoment(new Date('2026-11-25T12:00:00-05:00')).day).toBe('X');
  });
});

describe('isOpenAt', () => {
  it('treats 00:00–24:00 as open around the clock', () => {
    for (const time of ['00:00', '05:59', '12:00', '23:59']) expect(isOpenAt(h24, at('X', time))).toBe(true);
    expect(isOpenAllDay(h24, 'D')).toBe(true);
  });

  it('keeps an overnight period open after midnight, on the next day', () => {
    expect(isOpenAt(late, at('L', '09:59'))).toBe(false);
    expect(isOpenAt(late, at('L', '10:00'))).toBe(true);
    expect(isOpenAt(late, at('L', '23:59'))).toBe(true);
    expect(isOpenAt(late, at('M', '00:30'))).toBe(true);
    expect(isOpenAt(late, at('M', '01:59'))).toBe(true);
    expect(isOpenAt(late, at('M', '02:00'))).toBe(false);
  });

  it('only carries past midnight the days the period belongs to', () => {
    // Friday and Saturday nights: open early Saturday and early Sunday, not early Friday or Monday.
    expect(isOpenAt(weekendBar, at('S', '02:30'))).toBe(true);
    expect(isOpenAt(weekendBar, at('D', '02:30'))).toBe(true);
    expect(isOpenAt(weekendBar, at('V', '02:30'))).toBe(false);
    expect(isOpenAt(weekendBar, at('L', '01:00'))).toBe(false);
    // Sunday night → Monday wraps the week (D precedes L).
    expect(isOpenAt([{ days: 'D', opens: '20:00', closes: '01:00' }], at('L', '00:15'))).toBe(true);
  });

  it('honours weekday letters, X being Wednesday and D Sunday', () => {
    expect(isOpenAt(office, at('X', '08:00'))).toBe(true);
    expect(isOpenAt(office, at('S', '11:59'))).toBe(true);
    expect(isOpenAt(office, at('S', '12:00'))).toBe(false);
    expect(isOpenAt(office, at('D', '10:00'))).toBe(false);
    expect(isOpenAt(office, at('V', '17:00'))).toBe(false);
  });
});

describe('hours of a day', () => {
  it('lists the periods of the day, sorted, and nothing on a closed day', () => {
    expect(hoursOn(office, 'S')).toEqual([{ opens: '08:00', closes: '12:00' }]);
    expect(hoursOn(office, 'D')).toEqual([]);
    const split: SchedulePeriod[] = [
      { days: 'L', opens: '15:00', closes: '20:00' },
      { days: 'L', opens: '06:00', closes: '11:00' },
    ];
    expect(hoursOn(split, 'L').map((p) => p.opens)).toEqual(['06:00', '15:00']);
  });

  it('gives the week Monday first', () => {
    const week = weekHours(office);
    expect(week.map((d) => d.day)).toEqual(['L', 'M', 'X', 'J', 'V', 'S', 'D']);
    expect(week[6]).toEqual({ day: 'D', allDay: false, hours: [] });
  });

  it('parses weekday letters and refuses unknown or repeated ones', () => {
    expect(parseDayLetters('lmxjv')).toEqual(['L', 'M', 'X', 'J', 'V']);
    expect(() => parseDayLetters('LW')).toThrow(/W/);
    expect(() => parseDayLetters('LL')).toThrow(/Repeated/);
  });
});
