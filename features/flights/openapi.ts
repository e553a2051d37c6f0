import { errorResponses, type OpenApiRegistry } from '@/lib/http/openapi';
import {
  calendarQuerySchema,
  codeshareSchema,
  flightCitySchema,
  flightIdParamsSchema,
  flightListQuerySchema,
  flightListResponseSchema,
  flightResponseSchema,
  flightSchema,
  flightStatusSchema,
} from './schemas';

const LIST_DESCRIPTION =
  'The airport v2 flight shape (`airline{code,name}`, `number`, `flighttype`, `status{code,es,en}`, `city`, `gate`, ' +
  '`terminal`, `claim`, `scheduleDate`, `estimatedDate`, `actualDate`, local Bogota time) plus `id`, `flight`, ' +
  '`direction`, `kind`, `codeshares` and fr/pt labels. Sorted by scheduled time. Yesterday, today and tomorrow ' +
  'are available. `simulated: true` says the flights come from the embedded simulation (no real source configured). ' +
  'Cacheable for 30 s; a bad parameter answers 400 naming it in `error.fields`.';

export function registerFlightsApi(registry: OpenApiRegistry): void {
  registry.registerTag('flights', 'Departures, arrivals and cargo flights of El Dorado (BOG)');
  registry.registerSchema('FlightStatus', flightStatusSchema);
  registry.registerSchema('FlightCity', flightCitySchema);
  registry.registerSchema('Codeshare', codeshareSchema);
  registry.registerSchema('Flight', flightSchema);
  registry.registerSchema('FlightList', flightListResponseSchema);
  registry.registerSchema('FlightResponse', flightResponseSchema);
  for (const [direction, path] of [
    ['departures', '/api/v2/flights/departures'],
    ['arrivals', '/api/v2/flights/arrivals'],
  ] as const) {
    registry.registerPath({
      method: 'get',
      path,
      operationId: direction === 'departures' ? 'listDepartures' : 'listArrivals',
      summary: direction === 'departures' ? 'Departures' : 'Arrivals',
      description: LIST_DESCRIPTION,
      tags: ['flights'],
      query: flightListQuerySchema,
      responses: {
        200: { description: `One page of ${direction}`, schema: flightListResponseSchema },
        ...errorResponses(400, 500, 503),
      },
    });
  }
  registry.registerPath({
    method: 'get',
    path: '/api/v2/flights/{id}',
    operationId: 'getFlight',
    summary: 'One flight',
    description:
      'By id, or by designator (case- and space-insensitive; the nearest day it flies): the flight plus `simulated` ' +
      '(true when it comes from the embedded simulation). Cacheable for 30 s.',
    tags: ['flights'],
    pathParams: flightIdParamsSchema,
    responses: { 200: { description: 'The flight', schema: flightResponseSchema }, ...errorResponses(404, 500, 503) },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/v2/flights/{id}/calendar',
    operationId: 'getFlightCalendar',
    summary: 'Flight as a calendar event',
    description: 'An iCalendar (text/calendar) event with a reminder, in the language asked for.',
    tags: ['flights'],
    pathParams: flightIdParamsSchema,
    query: calendarQuerySchema,
    responses: { 200: { description: 'text/calendar (.ics)' }, ...errorResponses(400, 404, 500) },
  });
}
