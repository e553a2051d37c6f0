import 'server-only';
import { z } from 'zod';
import { inBogota } from '@/lib/clock';
import { fetchJson } from '@/lib/server/fetch-json';
import { weatherIconCodeSchema, type WeatherResponse } from '../schemas';

/*
 * The real weather provider: OpenWeatherMap's current weather at El Dorado
 * (GET {url}?lat&lon&units=metric&appid=KEY). Only the fields we show are read.
 */

/** El Dorado International Airport (BOG). */
export const EL_DORADO = { lat: 4.7016, lon: -74.1469 } as const;

const owmCurrentSchema = z.looseObject({
  dt: z.number().int().positive(),
  main: z.looseObject({ temp: z.number() }),
  weather: z.array(z.looseObject({ main: z.string(), icon: weatherIconCodeSchema })).min(1),
});

export interface OpenWeatherOptions {
  url: string;
  apiKey: string;
  timeoutMs: number;
}

export function currentWeatherUrl({ url, apiKey }: Pick<OpenWeatherOptions, 'url' | 'apiKey'>): string {
  const target = new URL(url);
  target.searchParams.set('lat', String(EL_DORADO.lat));
  target.searchParams.set('lon', String(EL_DORADO.lon));
  target.searchParams.set('units', 'metric');
  target.searchParams.set('appid', apiKey);
  return target.toString();
}

/** One reading from OpenWeatherMap in our shape; throws when the answer is not usable. */
export async function fetchOpenWeather(options: OpenWeatherOptions): Promise<WeatherResponse> {
  const body = owmCurrentSchema.parse(await fetchJson(currentWeatherUrl(options), options.timeoutMs));
  const temperature = Math.round(body.main.temp * 10) / 10;
  const [condition] = body.weather;
  return {
    temparature: temperature,
    temperature,
    weather: { icon: condition!.icon, main: condition!.main },
    source: 'openweathermap',
    stale: false,
    updatedAt: inBogota(body.dt * 1000).format('YYYY-MM-DDTHH:mm:ssZ'),
  };
}
