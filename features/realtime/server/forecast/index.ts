import 'server-only';

/*
 * The queue-forecast contract for pages, route handlers and other features (the trip plan):
 *   getQueueForecast({ checkpoint, date })  the 96 slots of one checkpoint on one Bogotá date
 *                                           (today or the next two days; another date throws a 400 AppError)
 *   forecastWaitMinutes(checkpoint, at)     the expected wait for someone joining the queue at `at`
 *   forecastWaitsAt(checkpoint, instants)   the same for many instants, each day's forecast read once
 * Both throw a 503 AppError when there is no forecast at all (no feed answer and the flights source down).
 * Other features import these through features/realtime/server/index.ts (the lint boundary), and the
 * types and zod schema through features/realtime/schemas.ts; both re-export this module's names.
 */

export { forecastDates, forecastWaitMinutes, forecastWaitsAt, getQueueForecast } from './forecast-service';
export {
  FORECAST_CHECKPOINTS,
  queueForecastSchema,
  type ForecastCheckpoint,
  type ForecastSlot,
  type QueueForecast,
} from '../../forecast/schemas';
