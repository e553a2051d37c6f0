import 'server-only';

/** What pages and route handlers use from the flights feature. */
export { getFlightBoard, type BoardModel } from './board';
export { flightCalendar } from './calendar';
export { getFlightDetail, type FlightDetailModel } from './detail';
export { flightDetailMetadata, flightNumberOf, getFlightDetailPage, type FlightDetailPageModel } from './detail-page';
export {
  parseConnectionForm,
  planConnection,
  type ConnectionFormState,
  type ConnectionInput,
  type ConnectionPlan,
  type ConnectionStep,
} from './connections';
export {
  availableDates,
  type DayRelation,
  findFlight,
  isAvailableDate,
  listFlights,
  nextFlights,
  type FlightOccurrence,
  type FoundFlight,
  type ListFlightsInput,
} from './flights-service';
export { passengerAirlines } from './reference';
export { isStillToCome } from '../status';
