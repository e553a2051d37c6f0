/*
 * SPEC §9: weather icon codes 01 to 50, day and night (OpenWeatherMap's). Each code maps to one
 * condition, drawn by WeatherIcon and named by messages `weather.conditions.<condition>`.
 * Codes OpenWeatherMap does not use (05–08, 12, 14–49) take the nearest code below them.
 */

export const WEATHER_CONDITIONS = [
  'clear',
  'fewClouds',
  'scatteredClouds',
  'brokenClouds',
  'showerRain',
  'rain',
  'thunderstorm',
  'snow',
  'mist',
] as const;

export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];

const BY_CODE: ReadonlyArray<readonly [number, WeatherCondition]> = [
  [50, 'mist'],
  [13, 'snow'],
  [11, 'thunderstorm'],
  [10, 'rain'],
  [9, 'showerRain'],
  [4, 'brokenClouds'],
  [3, 'scatteredClouds'],
  [2, 'fewClouds'],
  [1, 'clear'],
];

export interface WeatherIconModel {
  condition: WeatherCondition;
  night: boolean;
}

/** '10n' → { condition: 'rain', night: true }. Null when the text is not a code 01–50 with d or n. */
export function weatherIcon(code: string): WeatherIconModel | null {
  const match = /^(\d{2})([dn])$/.exec(code.trim());
  if (!match) return null;
  const number = Number(match[1]);
  if (number < 1 || number > 50) return null;
  const condition = BY_CODE.find(([from]) => number >= from)?.[1] ?? 'clear';
  return { condition, night: match[2] === 'n' };
}
