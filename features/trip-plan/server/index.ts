import 'server-only';

/** What pages and route handlers use from the trip-plan feature. */
export {
  findTripFlight,
  getTripPlanPage,
  TRIP_PATH,
  tripContext,
  tripPlanMetadata,
  type TripFlight,
  type TripContext,
  type TripPlanPageModel,
} from './trip-page';
export { tripCalendar } from './calendar';
