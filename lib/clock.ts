import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { BOGOTA_TIME_ZONE } from './bogota-time';
import { config } from './config';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Business time zone of the airport: UTC-5 all year, no daylight saving. */
export const AIRPORT_TIME_ZONE = BOGOTA_TIME_ZONE;

const processStartedAt = Date.now();

function appNowStart(): number | undefined {
  const raw = config().APP_NOW;
  if (!raw) return undefined;
  const ms = Date.parse(raw);
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * The only clock of the application. With APP_NOW set, the clock starts at that
 * instant when the process starts and keeps running, so demos and tests are reproducible.
 */
export function now(): Date {
  const start = appNowStart();
  if (start === undefined) return new Date();
  return new Date(start + (Date.now() - processStartedAt));
}

/**
 * How far the application clock is from real time (0 unless APP_NOW is set). Client islands add it to
 * the browser's Date.now() to compare their time with the server's (the header clock, the taxi form's
 * "now", the age of live data).
 */
export function clockOffsetMs(): number {
  return now().getTime() - Date.now();
}

/** The current instant as a dayjs object in Bogota time. */
export function bogotaNow(): Dayjs {
  return dayjs(now()).tz(AIRPORT_TIME_ZONE);
}

/** Any instant in Bogota time. */
export function inBogota(date: Date | string | number): Dayjs {
  return dayjs(date).tz(AIRPORT_TIME_ZONE);
}

/** Local Bogota time as the flight API writes it: `YYYY-MM-DD HH:mm:ss`. */
export function formatBogotaDateTime(date: Date | string | number): string {
  return inBogota(date).format('YYYY-MM-DD HH:mm:ss');
}

/** Today's date in Bogota as `YYYY-MM-DD`. */
export function bogotaToday(): string {
  return bogotaNow().format('YYYY-MM-DD');
}
