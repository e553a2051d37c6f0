import { errorResponses, type OpenApiRegistry } from '@/lib/http/openapi';
import {
  checkpointSchema,
  distancesQuerySchema,
  distancesResponseSchema,
  forecastQuerySchema,
  forecastSlotSchema,
  lotSchema,
  parkingResponseSchema,
  pointSchema,
  queueForecastSchema,
  queueSchema,
  queuesResponseSchema,
  STALE_AFTER_MINUTES,
  terminalQuerySchema,
  waitSchema,
  walkingRouteSchema,
} from './schemas';

const LIVE_NOTE =
  `Each item has its own \`updatedAt\` (when it was measured) and \`stale\` (older than ${STALE_AFTER_MINUTES} minutes). ` +
  'Missing data is `null`, never zero. Cacheable for 30 s; a bad parameter answers 400 naming it in `error.fields`.';

export function registerRealtimeApi(registry: OpenApiRegistry): void {
  registry.registerTag('realtime', 'Queue times, parking availability and walking distances at El Dorado');
  registry.registerSchema('Wait', waitSchema);
  registry.registerSchema('Queue', queueSchema);
  registry.registerSchema('Checkpoint', checkpointSchema);
  registry.registerSchema('Queues', queuesResponseSchema);
  registry.registerSchema('ParkingLot', lotSchema);
  registry.registerSchema('Parking', parkingResponseSchema);
  registry.registerSchema('WalkingPoint', pointSchema);
  registry.registerSchema('WalkingRoute', walkingRouteSchema);
  registry.registerSchema('Distances', distancesResponseSchema);
  registry.registerPath({
    method: 'get',
    path: '/api/v2/queues',
    operationId: 'getQueues',
    summary: 'Security and migration waiting times',
    description:
      'Per checkpoint (security filters, migration departures and arrivals) and queue type (general, preferential, ' +
      "national biometric, foreigners biometric, traditional migration): 'less than N' or 'between X and Y' minutes, " +
      `and the main queue over the last 2 hours. ${LIVE_NOTE}`,
    tags: ['realtime'],
    query: terminalQuerySchema,
    responses: { 200: { description: 'Waiting times', schema: queuesResponseSchema }, ...errorResponses(400, 500) },
  });
  registry.registerSchema('ForecastSlot', forecastSlotSchema);
  registry.registerSchema('QueueForecast', queueForecastSchema);
  registry.registerPath({
    method: 'get',
    path: '/api/v2/queues/forecast',
    operationId: 'getQueueForecast',
    summary: 'Queue forecast per 15-minute slot',
    description:
      'Expected waiting minutes at one checkpoint (security-domestic, security-international, migration-departures, ' +
      'migration-arrivals) for each 15-minute slot of a Bogotá date: today (the default) or one of the next two days. ' +
      '`source` is `model` (the embedded model: the flight schedule, seats by aircraft type, load factors, show-up ' +
      'curves and lanes; today set to the live reading of GET /api/v2/queues and its 2-hour history, easing back ' +
      'to the model, see `calibration`) or ' +
      '`feed` (the configured forecast feed). When the feed fails the model answers with `notice: feed-unavailable`. ' +
      'The checkpoint ids are those of GET /api/v2/queues; `security-national`, the former name of ' +
      '`security-domestic`, is still accepted and answered as `security-domestic`. ' +
      'Cacheable for 30 s; an unknown checkpoint or a date outside the three days answers 400 naming it in `error.fields`.',
    tags: ['realtime'],
    query: forecastQuerySchema,
    responses: { 200: { description: 'The forecast', schema: queueForecastSchema }, ...errorResponses(400, 500, 503) },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/v2/parking',
    operationId: 'getParking',
    summary: 'Parking availability and pricing',
    description: `Free and total spaces, contact, pricing (COP) and payment link per lot. ${LIVE_NOTE}`,
    tags: ['realtime'],
    query: terminalQuerySchema,
    responses: { 200: { description: 'Parking lots', schema: parkingResponseSchema }, ...errorResponses(400, 500) },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/v2/distances',
    operationId: 'getDistances',
    summary: 'Walking times in Terminal 1',
    description:
      'The points, the table from each entrance and, with `from` and `to`, the quickest way between two points ' +
      '(shortest path on the terminal graph). Approximate, Terminal 1. Cacheable for an hour; an unknown point or ' +
      'only one of from/to answers 400 naming it.',
    tags: ['realtime'],
    query: distancesQuerySchema,
    responses: { 200: { description: 'Walking times', schema: distancesResponseSchema }, ...errorResponses(400, 500) },
  });
}
