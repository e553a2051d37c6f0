import { z } from 'zod';

/*
 * The weather contract (SPEC §3 and §7: `GET v2/weather` → `temparature`, `weather{icon, main}`).
 * SPEC's spelling `temparature` is kept for existing clients; `temperature` is the same value,
 * correctly spelled. Client-safe: no server imports.
 */

/** OpenWeatherMap icon codes: two digits 01–50 and d (day) or n (night). */
export const weatherIconCodeSchema = z
  .string()
  .regex(/^(0[1-9]|[1-4]\d|50)[dn]$/, 'An icon code is two digits 01–50 followed by d or n, e.g. 01d')
  .meta({ description: 'OpenWeatherMap icon code: 01–50, d = day, n = night', examples: ['04d', '10n'] });

export const WEATHER_SOURCES = ['openweathermap', 'climatology'] as const;

export const weatherResponseSchema = z
  .object({
    temparature: z.number().meta({
      description: 'Air temperature in °C (one decimal). Spelled as SPEC §7 and existing clients read it.',
      examples: [14.2],
    }),
    temperature: z
      .number()
      .meta({ description: 'The same value as `temparature`, correctly spelled', examples: [14.2] }),
    weather: z.object({
      icon: weatherIconCodeSchema,
      main: z.string().meta({ description: 'Condition group, as OpenWeatherMap names it', examples: ['Clouds'] }),
    }),
    source: z.enum(WEATHER_SOURCES).meta({
      description: 'openweathermap = measured; climatology = the typical weather of Bogota at this hour and month',
    }),
    stale: z.boolean().meta({ description: 'True when the provider failed and the last good reading is served' }),
    updatedAt: z.iso
      .datetime({ offset: true })
      .meta({ description: 'When the reading was taken', examples: ['2026-11-22T10:00:00-05:00'] }),
  })
  .meta({ description: 'Current weather at El Dorado (Bogota)' });

export type WeatherResponse = z.infer<typeof weatherResponseSchema>;
