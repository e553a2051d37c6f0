import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Follow a flight: one row per alert subscription of a browser or an email address to
 * one flight on one day. Only what the alerts need is stored, and the row is deleted 24 hours
 * after the flight (`purgeAfter`).
 */

export const FLIGHT_ALERT_CHANNELS = ['push', 'email'] as const;
export type FlightAlertChannel = (typeof FLIGHT_ALERT_CHANNELS)[number];
/** pending = email waiting for its double opt-in; active = alerts flow; ended = the flight is over. */
export const FLIGHT_ALERT_STATUSES = ['pending', 'active', 'ended'] as const;
export type FlightAlertStatus = (typeof FLIGHT_ALERT_STATUSES)[number];

/** What the change detector last saw of the flight for this subscription (see features/flight-alerts/changes.ts). */
export interface FlightAlertState {
  status: string;
  gate: string | null;
  claim: string | null;
  estimatedDate: string | null;
  /** The estimated time of the last delay alert sent, so one delay is told once. */
  delayAlertedFor: string | null;
}

export const flightAlertSubscriptions = pgTable(
  'flight_alert_subscriptions',
  {
    /** Random UUID: the public id of the subscription. */
    id: text('id').primaryKey(),
    /** The flight API id, e.g. `20261122-AV9364-dep` (one flight on one day). */
    flightId: text('flight_id').notNull(),
    /** The designator passengers read, for the messages (`AV9364`). */
    flight: text('flight').notNull(),
    channel: text('channel').$type<FlightAlertChannel>().notNull(),
    locale: text('locale').notNull(),
    email: text('email'),
    /** The browser's PushSubscription: endpoint and keys. */
    pushEndpoint: text('push_endpoint'),
    pushP256dh: text('push_p256dh'),
    pushAuth: text('push_auth'),
    /** Random id the browser keeps, to cap followed flights per browser. */
    browserId: text('browser_id'),
    /**
     * SHA-256 (hex) of the manage token the creating browser got once, for DELETE; it only ends this
     * subscription. The mails' link token is derived, never stored (features/flight-alerts/server/secrets.ts).
     */
    manageTokenHash: text('manage_token_hash').notNull(),
    status: text('status').$type<FlightAlertStatus>().notNull(),
    /** Until when an email subscription can be confirmed. */
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    state: jsonb('state').$type<FlightAlertState>().notNull(),
    /** Alerts stop at this instant (2 hours after the flight departs or lands); null until known. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The row is deleted after this instant (24 hours after the flight). */
    purgeAfter: timestamp('purge_after', { withTimezone: true }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('flight_alert_subscriptions_flight_idx').on(t.status, t.flightId),
    index('flight_alert_subscriptions_browser_idx').on(t.browserId),
    index('flight_alert_subscriptions_purge_idx').on(t.purgeAfter),
    check('flight_alert_subscriptions_channel_check', sql`${t.channel} in ('push', 'email')`),
    check('flight_alert_subscriptions_status_check', sql`${t.status} in ('pending', 'active', 'ended')`),
  ],
);
