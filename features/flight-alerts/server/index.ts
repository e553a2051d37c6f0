import 'server-only';

/** What pages, route handlers and the start-up hook use from the flight-alerts feature. */
export { runAlertRound, type AlertRoundReport } from './detector';
export {
  cancelAlert,
  confirmAlert,
  createAlert,
  enforceAlertRateLimit,
  followAlertLink,
  type AlertLinkOutcome,
  type ConfirmOutcome,
} from './subscriptions';
export { deleteAlertsByEmail } from './erasure';
export { vapidPublicKey } from './vapid';
export { runAlertJobOnce, startFlightAlertsJob } from './worker';
export { alertsTranslator, parseAlertBody, parseAlertParams } from './http';
