/*
 * Colombian public holidays (Ley 51 de 1983, "Ley Emiliani"). Six dates are fixed; seven religious
 * and civic dates move to the following Monday when they fall on another weekday; Holy Thursday
 * and Good Friday follow Easter; Ascension, Corpus Christi and Sacred Heart follow Easter and are
 * moved to a Monday (Easter + 43, + 64, + 71 days). Dates are `YYYY-MM-DD` calendar days.
 */

/** Never moved. */
const FIXED: ReadonlyArray<readonly [month: number, day: number]> = [
  [1, 1], // Año Nuevo
  [5, 1], // Día del Trabajo
  [7, 20], // Independencia
  [8, 7], // Batalla de Boyacá
  [12, 8], // Inmaculada Concepción
  [12, 25], // Navidad
];

/** Moved to the next Monday unless they fall on one (Ley Emiliani). */
const EMILIANI: ReadonlyArray<readonly [month: number, day: number]> = [
  [1, 6], // Reyes Magos
  [3, 19], // San José
  [6, 29], // San Pedro y San Pablo
  [8, 15], // Asunción de la Virgen
  [10, 12], // Día de la Raza
  [11, 1], // Todos los Santos
  [11, 11], // Independencia de Cartagena
];

/** Days after Easter Sunday. */
const EASTER_OFFSETS = {
  holyThursday: -3,
  goodFriday: -2,
  /** Ascension (Easter + 39), moved to Monday. */
  ascension: 43,
  /** Corpus Christi (Easter + 60), moved to Monday. */
  corpusChristi: 64,
  /** Sacred Heart (Easter + 68), moved to Monday. */
  sacredHeart: 71,
} as const;

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): Date {
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
  return new Date(Date.UTC(year, month - 1, day));
}

function utcDay(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** The same day when it is a Monday, else the next Monday. */
export function nextMonday(date: Date): Date {
  const weekday = date.getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, (8 - weekday) % 7);
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const cache = new Map<number, ReadonlySet<string>>();

/** Every holiday of a year as `YYYY-MM-DD` (a set: two holidays may share a Monday). */
export function colombianHolidays(year: number): ReadonlySet<string> {
  const cached = cache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const days = [
    ...FIXED.map(([m, d]) => utcDay(year, m, d)),
    ...EMILIANI.map(([m, d]) => nextMonday(utcDay(year, m, d))),
    ...Object.values(EASTER_OFFSETS).map((offset) => addDays(easter, offset)),
  ];
  const set = new Set(days.map(isoDay));
  cache.set(year, set);
  return set;
}

/** Whether a calendar day (`YYYY-MM-DD`) is a Colombian public holiday. */
export function isColombianHoliday(day: string): boolean {
  return colombianHolidays(Number(day.slice(0, 4))).has(day);
}
