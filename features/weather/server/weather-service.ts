import 'server-only';
import { now } from '@/lib/clock';
import { config } from '@/lib/config';
import { registerProcessStateHook } from '@/lib/process-state';
import { createStaleCache, type StaleCache } from '@/lib/server/cache/stale-cache';
import type { WeatherResponse } from '../schemas';
import { climatologyAt } from './climatology';
import { fetchOpenWeather } from './openweathermap';
import { logger } from '@/lib/server/log';

const log = logger('weather');

/*
 * The current weather: OpenWeatherMap when OPENWEATHER_API_KEY is set (cached 10 minutes; the last
 * good reading, marked stale, when it fails), else the embedded climatology. With a key but no good
 * reading yet and the provider down, the climatology answers, so the header never loses its widget.
 */

export const WEATHER_TTL_MS = 10 * 60_000;
/** The header waits at most this long for the provider (it streams in; the header never waits). */
const WEATHER_TIMEOUT_MS = 2500;

let provider: StaleCache<WeatherResponse> | undefined;

function openWeatherProvider(): StaleCache<WeatherResponse> | undefined {
  const { OPENWEATHER_API_KEY, OPENWEATHER_API_URL } = config();
  if (!OPENWEATHER_API_KEY) return undefined;
  provider ??= createStaleCache({
    name: 'weather',
    load: () =>
      fetchOpenWeather({ url: OPENWEATHER_API_URL, apiKey: OPENWEATHER_API_KEY, timeoutMs: WEATHER_TIMEOUT_MS }),
    ttlMs: WEATHER_TTL_MS,
    retryAfterFailureMs: WEATHER_TTL_MS,
  });
  return provider;
}

declare module '@/lib/process-state' {
  interface ProcessStateHooks {
    /** Forget the cached provider (and its readings) so a changed configuration is read. */
    'weather-provider': () => void;
  }
}
registerProcessStateHook('weather-provider', () => {
  provider = undefined;
});

export async function getCurrentWeather(): Promise<WeatherResponse> {
  const real = openWeatherProvider();
  if (!real) return climatologyAt(now().getTime());
  try {
    const { value, stale } = await real.read();
    return { ...value, stale };
  } catch (error) {
    log.warn({ err: error }, 'provider unavailable, serving the climatology');
    return climatologyAt(now().getTime());
  }
}
