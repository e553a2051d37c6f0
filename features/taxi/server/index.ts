import 'server-only';

/** What route handlers and pages use from the taxi feature. */
export { authenticate, revokeToken, sendOtp, verifyOtp, type TaxiUser } from './auth';
export {
  assertPickupWindow,
  assertServiceArea,
  cancelOwnBooking,
  createBooking,
  enforceBookingActionLimit,
  listBookings,
} from './bookings';
export { eraseTaxiAccount, eraseTaxiEmail, verifiedTaxiPhone, type TaxiPhone } from './erasure';
export { dispatchIfEnabled, ensureDispatcherTimer, runDispatcher } from './dispatcher';
export { enforceGeocodingRateLimit, geocodeAddress } from './geocoding';
export { taxiRoute, type TaxiRequestContext } from './http';
export { storedPhoneOf, type TaxiPhoneNumber } from './phone';
export { assertOperator, cancelBookingAsOperator, confirmBooking, fulfilBooking, listForOperator } from './operator';
export { calculateTaxiRate, rateCard, type RateCard } from './rate/rate-engine';
export { verifyPlate } from './vehicles';
