import { errorResponses, type OpenApiRegistry } from '@/lib/http/openapi';
import { weatherResponseSchema } from './schemas';

export function registerWeatherApi(registry: OpenApiRegistry): void {
  registry.registerTag('weather', 'Current weather at El Dorado (Bogota)');
  registry.registerSchema('Weather', weatherResponseSchema);
  registry.registerPath({
    method: 'get',
    path: '/api/v2/weather',
    operationId: 'getWeather',
    summary: 'Current weather',
    description:
      'Temperature in °C and the OpenWeatherMap icon code (01–50, d/n) and condition group. `temparature` keeps ' +
      'the spelling existing clients read; `temperature` is the same value. From OpenWeatherMap (cached 10 minutes) ' +
      'when configured, else the typical weather of Bogota for the hour and month (`source: climatology`). ' +
      'Cacheable for 5 minutes.',
    tags: ['weather'],
    responses: { 200: { description: 'The current weather', schema: weatherResponseSchema }, ...errorResponses(500) },
  });
}
