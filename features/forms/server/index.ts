import 'server-only';

export { formHandler, FORM_RATE_LIMIT } from './pipeline';
export { pqrsEndpoint, PQRS_MAX_BODY_BYTES } from './pqrs';
export { contactEndpoint } from './contact';
export {
  newsletterEndpoint,
  confirmSubscription,
  unsubscribe,
  unsubscribeNewsletter,
  CONFIRMATION_TTL_HOURS,
  type ConfirmationOutcome,
} from './newsletter';
export { dataRequestEndpoint } from './data-requests';
export {
  confirmErasure,
  erasureLinkState,
  erasureReport,
  ERASED,
  ERASURE_LINK_TTL_DAYS,
  ERASURE_PAGE,
  type ErasureLinkState,
} from './erasure';
export { confirmErasureRequest } from './erasure-confirm';
export { formatLongDate } from './shared';
export { type TaxiAccountEraser, type TaxiErasureResult, type VerifiedTaxiPhone } from './taxi-erasure';
export { formsTranslator, type Translate } from './request';
export { addBusinessDays, colombianHolidays, isBusinessDay } from './deadlines';
