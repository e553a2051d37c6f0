import 'server-only';
import { inBogota } from '@/lib/clock';
import type { WeatherResponse } from '../schemas';

/*
 * The embedded weather provider: Bogota's typical weather for the hour and month (IDEAM normals
 * for El Dorado, rounded): a monthly mean temperature, a daily swing that is wider in the dry
 * months, the coldest hour near 06:00 and the warmest near 14:00; afternoon showers on a share of
 * days that follows the rainy seasons (April–May, October–November), morning mist on wet days.
 * Deterministic for a given instant: the same clock gives the same answer.
 */

/** Mean temperature (°C), daily swing (°C) and rainy days per month, January first. */
const MONTHS: ReadonlyArray<{ mean: number; swing: number; rainyDays: number }> = [
  { mean: 13.4, swing: 13, rainyDays: 6 },
  { mean: 13.8, swing: 12.5, rainyDays: 8 },
  { mean: 14.1, swing: 11.5, rainyDays: 12 },
  { mean: 14.3, swing: 10, rainyDays: 18 },
  { mean: 14.3, swing: 9.5, rainyDays: 17 },
  { mean: 14.0, swing: 9.5, rainyDays: 12 },
  { mean: 13.7, swing: 10, rainyDays: 11 },
  { mean: 13.8, swing: 10.5, rainyDays: 10 },
  { mean: 13.8, swing: 11, rainyDays: 12 },
  { mean: 13.9, swing: 10, rainyDays: 18 },
  { mean: 14.0, swing: 10, rainyDays: 17 },
  { mean: 13.6, swing: 12, rainyDays: 11 },
];

/** A number in [0, 1) from a text, the same every time (FNV-1a). */
export function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}

/** −1 at 06:00, +1 at 14:00, a smooth curve in between (hours as decimals). */
export function diurnalShape(hour: number): number {
  const h = ((hour % 24) + 24) % 24;
  if (h >= 6 && h < 14) return -Math.cos(((h - 6) / 8) * Math.PI);
  const sinceWarmest = (h - 14 + 24) % 24;
  return Math.cos((sinceWarmest / 16) * Math.PI);
}

type Condition = { code: string; main: string };

function conditionAt(hour: number, wet: boolean, cloudy: number): Condition {
  if (wet && hour >= 14 && hour < 19)
    return cloudy > 0.8 ? { code: '11', main: 'Thunderstorm' } : { code: '09', main: 'Rain' };
  if (wet && hour >= 19 && hour < 22) return { code: '10', main: 'Rain' };
  if (wet && hour >= 5 && hour < 8) return { code: '50', main: 'Mist' };
  if (hour >= 10 && hour < 19) return cloudy > 0.5 ? { code: '04', main: 'Clouds' } : { code: '03', main: 'Clouds' };
  if (hour >= 7 && hour < 10) return { code: '02', main: 'Clouds' };
  return cloudy > 0.6 ? { code: '03', main: 'Clouds' } : { code: '01', main: 'Clear' };
}

/** The typical weather at an instant: temperature, icon (day 06:00–17:59) and condition group. */
export function climatologyAt(instantMs: number): WeatherResponse {
  const local = inBogota(instantMs);
  const month = MONTHS[local.month()] ?? MONTHS[0]!;
  const day = local.format('YYYY-MM-DD');
  const hour = local.hour() + local.minute() / 60;
  const wet = unitHash(`wet:${day}`) < month.rainyDays / 30;
  const cloudy = unitHash(`clouds:${day}:${local.hour()}`);
  const dayOffset = (unitHash(`temp:${day}`) - 0.5) * 2;
  const temperature =
    Math.round((month.mean + (month.swing / 2) * diurnalShape(hour) + dayOffset - (wet && hour >= 14 ? 1.5 : 0)) * 10) /
    10;
  const condition = conditionAt(local.hour(), wet, cloudy);
  const night = local.hour() < 6 || local.hour() >= 18;
  const hourStart = local.startOf('hour');
  return {
    temparature: temperature,
    temperature,
    weather: { icon: `${condition.code}${night ? 'n' : 'd'}`, main: condition.main },
    source: 'climatology',
    stale: false,
    updatedAt: hourStart.format('YYYY-MM-DDTHH:mm:ssZ'),
  };
}
