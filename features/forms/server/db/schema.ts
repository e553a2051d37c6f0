import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Forms: PQRS, contact messages, newsletter subscribers, personal-data requests and the
 * consents given with them. Every submission is committed before the visitor sees success.
 */

/** A complaint, request or compliment (PQRS) with its filing number and legal answer deadline. */
export const pqrsRequests = pgTable(
  'pqrs_requests',
  {
    id: serial('id').primaryKey(),
    /** `PQRS-2026-000042`: quoted to the requester and the operator. */
    filingNumber: text('filing_number').notNull(),
    requestType: text('request_type').notNull(),
    topic: text('topic').notNull(),
    airline: text('airline'),
    flightNumber: text('flight_number'),
    establishmentType: text('establishment_type'),
    airportService: text('airport_service'),
    infrastructureItem: text('infrastructure_item'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    eventTime: text('event_time').notNull(),
    comment: text('comment').notNull(),
    /** Server-generated file name under DATA_DIR/uploads/pqrs (never under public/). */
    photoFile: text('photo_file'),
    locale: text('locale').notNull(),
    /** The legal answer deadline (Ley 1755 de 2015: 15 business days). */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pqrs_requests_filing_number_idx').on(t.filingNumber),
    index('pqrs_requests_email_idx').on(t.email),
  ],
);

export const CONTACT_CHANNELS = ['general', 'sustainability'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** A message from the contact form (/contacto) or the sustainability contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<ContactChannel>().notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    subject: text('subject').notNull(),
    comment: text('comment').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('contact_messages_channel_check', sql`${t.channel} in ('general', 'sustainability')`)],
);

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** One row per address (double opt-in): signing up twice never creates a duplicate. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    status: text('status').$type<NewsletterStatus>().notNull().default('pending'),
    locale: text('locale').notNull(),
    /** sha256 of the confirmation token; the token itself only travels in the mail. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmTokenExpiresAt: timestamp('confirm_token_expires_at', { withTimezone: true }),
    /**
     * The unsubscribe token (long-lived, one per subscriber, in every mail). Kept as is: it can only
     * end the subscription, and every mail must carry it.
     */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(t.email),
    uniqueIndex('newsletter_subscribers_confirm_token_idx').on(t.confirmTokenHash),
    uniqueIndex('newsletter_subscribers_unsubscribe_token_idx').on(t.unsubscribeToken),
    check('newsletter_subscribers_status_check', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

export const DATA_REQUEST_TYPES = ['consult', 'update', 'delete'] as const;
export type DataRequestType = (typeof DATA_REQUEST_TYPES)[number];
export const DATA_REQUEST_STATUSES = ['received', 'completed'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/** What erasing by a proven email did: rows deleted and anonymised per table, and the taxi account's state. */
export interface DataErasureSummary {
  deleted: {
    newsletterSubscribers: number;
    flightAlertSubscriptions: number;
    outboxMessages: number;
    pqrsPhotos: number;
  };
  anonymised: {
    pqrsRequests: number;
    contactMessages: number;
    formConsents: number;
    dataRequests: number;
    taxiBookings: number;
    taxiUsers: number;
  };
  /**
   * `erased`: the taxi account was deleted with this request (its phone proven by the taxi sign-in);
   * `kept`: an account carried this address (removed from it), but the account is keyed by its phone and is
   * deleted only with the phone proven; `none`: no taxi account carried this address.
   */
  taxiAccount: 'erased' | 'kept' | 'none';
}

/** A personal-data request (Ley 1581 de 2012): consult, update or delete. */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: serial('id').primaryKey(),
    filingNumber: text('filing_number').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    phoneCountryCode: text('phone_country_code'),
    requestType: text('request_type').$type<DataRequestType>().notNull(),
    details: text('details').notNull(),
    status: text('status').$type<DataRequestStatus>().notNull().default('received'),
    /** What was done, for the data-protection team: deleted, anonymised and kept, with counts per table. */
    outcome: text('outcome'),
    /**
     * A deletion request: SHA-256 (hex) of the secret of the confirmation link mailed to `email`. The secret
     * travels only in that mail; opening the link and confirming proves the address and erases by it.
     * Kept after use, so the link shows what was done (and erases nothing more).
     */
    confirmTokenHash: text('confirm_token_hash'),
    /** Until when the confirmation link works (7 days after the request). */
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** What the confirmed erasure did, per table (features/forms/server/erasure.ts), for its page and mail. */
    erasure: jsonb('erasure').$type<DataErasureSummary>(),
    locale: text('locale').notNull(),
    /** Legal deadline: 10 business days to answer a consult, 15 for an update or deletion. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('data_requests_filing_number_idx').on(t.filingNumber),
    check('data_requests_type_check', sql`${t.requestType} in ('consult', 'update', 'delete')`),
    check('data_requests_status_check', sql`${t.status} in ('received', 'completed')`),
  ],
);

export const CONSENT_FORMS = ['pqrs', 'contact', 'sustainability-contact', 'newsletter', 'data-request'] as const;
export type ConsentForm = (typeof CONSENT_FORMS)[number];

/** Consent to the personal-data policy, with its time, policy version and form (Ley 1581 de 2012). */
export const formConsents = pgTable(
  'form_consents',
  {
    id: serial('id').primaryKey(),
    form: text('form').$type<ConsentForm>().notNull(),
    /** The submission it came with, e.g. `pqrs:12`, `newsletter:3`. */
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    policyVersion: text('policy_version').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('form_consents_email_idx').on(t.email)],
);
