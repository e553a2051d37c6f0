import 'server-only';

/** What pages and route handlers use from the real-time feature. */
export { getDistances, walkingEdges, walkingRoute } from './distances/distances-service';
export { getParking } from './parking/parking-service';
export { getQueues } from './queues/queues-service';
/** A reading's single figure (the middle of its range), for a plan that needs minutes. */
export { waitMidpoint } from '../wait';

import { config } from '@/lib/config';

/** Base URL of the public API for the live panels' client refreshes. */
export function realtimeApiBase(): string {
  return config().NEXT_PUBLIC_API_BASE_URL;
}
/** Queue forecasts per 15-minute slot (the trip plan reads forecastWaitsAt). */
export { forecastDates, forecastWaitMinutes, forecastWaitsAt, getQueueForecast } from './forecast';
