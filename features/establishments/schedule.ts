import { inBogota } from '@/lib/clock';
import { WEEKDAY_LETTERS, type SchedulePeriod, type WeekdayLetter } from './schemas';

/*
 * Opening hours: periods on weekday letters (L M X J V S D), in Bogota time. A period whose closing
 * time is not after its opening time runs past midnight into the next day (10:00–02:00); 00:00–24:00
 * is open all day. Pure functions: the caller passes the instant.
 */

export interface LocalMoment {
  day: WeekdayLetter;
  /** Minutes since local midnight, 0–1439. */
  minutes: number;
}

const DAY_MINUTES = 24 * 60;

export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** The weekday letter and minute of an instant in Bogota. */
export function bogotaMoment(at: Date): LocalMoment {
  const local = inBogota(at);
  // dayjs: 0 = Sunday … 6 = Saturday; the letters start on Monday.
  const day = WEEKDAY_LETTERS[(local.day() + 6) % 7] as WeekdayLetter;
  return { day, minutes: local.hour() * 60 + local.minute() };
}

export function previousDay(day: WeekdayLetter): WeekdayLetter {
  const index = WEEKDAY_LETTERS.indexOf(day);
  return WEEKDAY_LETTERS[(index + 6) % 7] as WeekdayLetter;
}

function isOvernight(period: SchedulePeriod): boolean {
  return toMinutes(period.closes) <= toMinutes(period.opens);
}

export function periodsOn(schedule: readonly SchedulePeriod[], day: WeekdayLetter): SchedulePeriod[] {
  return schedule.filter((p) => p.days.includes(day)).sort((a, b) => toMinutes(a.opens) - toMinutes(b.opens));
}

/** Open at this moment: inside one of today's periods, or in the after-midnight part of yesterday's. */
export function isOpenAt(schedule: readonly SchedulePeriod[], moment: LocalMoment): boolean {
  const t = moment.minutes;
  const today = periodsOn(schedule, moment.day).some((p) => {
    const opens = toMinutes(p.opens);
    const closes = isOvernight(p) ? DAY_MINUTES : toMinutes(p.closes);
    return t >= opens && t < closes;
  });
  if (today) return true;
  return periodsOn(schedule, previousDay(moment.day)).some((p) => isOvernight(p) && t < toMinutes(p.closes));
}

/** Open from 00:00 to 24:00 on that day. */
export function isOpenAllDay(schedule: readonly SchedulePeriod[], day: WeekdayLetter): boolean {
  return periodsOn(schedule, day).some((p) => p.opens === '00:00' && (p.closes === '24:00' || p.closes === '00:00'));
}

export function hoursOn(
  schedule: readonly SchedulePeriod[],
  day: WeekdayLetter,
): Array<{ opens: string; closes: string }> {
  return periodsOn(schedule, day).map(({ opens, closes }) => ({ opens, closes }));
}

/** The whole week, Monday first: what the detail page lists. */
export function weekHours(schedule: readonly SchedulePeriod[]) {
  return WEEKDAY_LETTERS.map((day) => ({
    day,
    allDay: isOpenAllDay(schedule, day),
    hours: hoursOn(schedule, day),
  }));
}

/** Every letter of a day string is a known weekday, none twice. */
export function parseDayLetters(days: string): WeekdayLetter[] {
  const letters = [...days.toUpperCase()];
  const unknown = letters.filter((l) => !(WEEKDAY_LETTERS as readonly string[]).includes(l));
  if (unknown.length) throw new Error(`Unknown weekday letters: ${unknown.join(', ')}`);
  if (new Set(letters).size !== letters.length) throw new Error(`Repeated weekday letters in ${days}`);
  return letters as WeekdayLetter[];
}
