import { colombianHolidays } from '@/lib/colombian-holidays';

export { colombianHolidays };

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
