/*
 * Legal answer deadlines in Colombian business days (Monday to Friday, public holidays excluded):
 * a PQRS is answered within 15 business days (Ley 1755 de 2015, art. 14); a personal-data consult
 * within 10 and an update or deletion claim within 15 (Ley 1581 de 2012, arts. 14 and 15).
 * Pure date arithmetic on `YYYY-MM-DD` strings (Bogota calendar dates), no clock inside.
 */

export const PQRS_ANSWER_BUSINESS_DAYS = 15;
export const DATA_REQUEST_BUSINESS_DAYS = { consult: 10, update: 15, delete: 15 } as const;

const DAY_MS = 86_400_000;

function toUtc(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function ymd(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day);
}

/** Easter Sunday (Gregorian, anonymous algorithm). */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

/** Ley 51 de 1983 ("Ley Emiliani"): the holiday moves to the following Monday. */
function nextMonday(ms: number): number {
  const weekday = new Date(ms).getUTCDay();
  return weekday === 1 ? ms : ms + ((8 - weekday) % 7) * DAY_MS;
}

const holidayCache = new Map<number, Set<string>>();

/** Colombia's national public holidays of a year, as `YYYY-MM-DD`. */
export function colombianHolidays(year: number): Set<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const fixed = [
    ymd(year, 1, 1),
    ymd(year, 5, 1),
    ymd(year, 7, 20),
    ymd(year, 8, 7),
    ymd(year, 12, 8),
    ymd(year, 12, 25),
  ];
  const moved = [
    ymd(year, 1, 6),
    ymd(year, 3, 19),
    ymd(year, 6, 29),
    ymd(year, 8, 15),
    ymd(year, 10, 12),
    ymd(year, 11, 1),
    ymd(year, 11, 11),
    easter + 43 * DAY_MS, // Ascension
    easter + 64 * DAY_MS, // Corpus Christi
    easter + 71 * DAY_MS, // Sacred Heart
  ].map(nextMonday);
  const easterWeek = [easter - 3 * DAY_MS, easter - 2 * DAY_MS]; // Holy Thursday, Good Friday
  const set = new Set([...fixed, ...moved, ...easterWeek].map(fromUtc));
  holidayCache.set(year, set);
  return set;
}

export function isBusinessDay(date: string): boolean {
  const weekday = new Date(toUtc(date)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !colombianHolidays(Number(date.slice(0, 4))).has(date);
}

/** The date `days` business days after `from` (the filing day itself is not counted). */
export function addBusinessDays(from: string, days: number): string {
  let ms = toUtc(from);
  let left = days;
  while (left > 0) {
    ms += DAY_MS;
    if (isBusinessDay(fromUtc(ms))) left -= 1;
  }
  return fromUtc(ms);
}
