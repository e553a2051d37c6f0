import { z } from 'zod';
import { errorResponses, type OpenApiRegistry } from '@/lib/http/openapi';
import { tripCalendarQuerySchema, tripFlightIdSchema } from './schemas';

export function registerTripPlanApi(registry: OpenApiRegistry): void {
  registry.registerTag('trip-plan', 'A passenger’s plan for one flight: when to leave home, and every step after it');
  registry.registerPath({
    method: 'get',
    path: '/api/v2/trip-plan/{flightId}/calendar',
    operationId: 'getTripPlanCalendar',
    summary: 'Trip plan as a calendar event',
    description:
      'An iCalendar (text/calendar, RFC 5545) event from leaving home to the flight, every step in the description ' +
      'and a display alarm at "leave by". The place is given as coordinates, used for this answer only and never ' +
      'stored (Cache-Control: no-store). Without lat/lng the plan starts at the terminal. 404 for an unknown or ' +
      'cargo flight.',
    tags: ['trip-plan'],
    pathParams: z.object({
      flightId: tripFlightIdSchema.meta({ description: 'Flight id, e.g. 20261122-AV9392-dep' }),
    }),
    query: tripCalendarQuerySchema,
    responses: { 200: { description: 'text/calendar (.ics)' }, ...errorResponses(400, 404, 500) },
  });
}
