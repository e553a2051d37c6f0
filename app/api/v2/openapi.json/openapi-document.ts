import { registerConfigApi } from '@/features/client-configuration/openapi';
import { registerCurrencyApi } from '@/features/currency/openapi';
import { registerEstablishmentsApi } from '@/features/establishments/openapi';
import { registerContentApi } from '@/features/content/openapi';
import { registerFlightAlertsApi } from '@/features/flight-alerts/openapi';
import { registerFlightsApi } from '@/features/flights/openapi';
import { registerRealtimeApi } from '@/features/realtime/openapi';
import { registerWeatherApi } from '@/features/weather/openapi';
import { registerTaxiApi } from '@/features/taxi/openapi';
import { registerTripPlanApi } from '@/features/trip-plan/openapi';
import { registerFormsApi } from '@/features/forms/openapi';
import { registerMapsApi } from '@/features/maps/openapi';
import { registerOffersApi } from '@/features/offers/openapi';
import { registerSearchApi } from '@/features/search/openapi';
import { buildOpenApiDocument, OpenApiRegistry, type OpenApiDocument } from '@/lib/http/openapi';
import { registerPlatformApi } from '@/lib/http/openapi-platform';

/*
 * The public API's description, composed here in app/ because lib never imports a feature.
 * A new feature adds its register…Api call below.
 */
const registrations: Array<(registry: OpenApiRegistry) => void> = [
  registerPlatformApi,
  registerConfigApi,
  registerFlightsApi,
  registerFlightAlertsApi,
  registerRealtimeApi,
  registerWeatherApi,
  registerTaxiApi,
  registerFormsApi,
  registerEstablishmentsApi,
  registerOffersApi,
  registerCurrencyApi,
  registerContentApi,
  registerSearchApi,
  registerMapsApi,
  registerTripPlanApi,
];

export function createOpenApiRegistry(): OpenApiRegistry {
  const registry = new OpenApiRegistry();
  for (const register of registrations) register(registry);
  return registry;
}

let cached: OpenApiDocument | undefined;

export function getOpenApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument(createOpenApiRegistry(), {
    title: 'El Dorado International Airport (BOG) public API',
    version: '2.0.0',
    description:
      'Public JSON API of the El Dorado International Airport website. Errors always have the shape ' +
      '`{ "error": { "code", "message", "fields"?, "requestId"? } }`.',
  });
  return cached;
}
