import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Cross-cutting tables: idempotent requests, the message outbox (mail, SMS, Web Push) and generated secrets. */

/**
 * One row per `Idempotency-Key` used on a mutating endpoint, written in the same transaction
 * as the work it guards, so a retry gets the first answer and never repeats the work.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Endpoint and caller, e.g. `taxi.book:user:42` — a key is only unique within its scope. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** sha256 of the request body: the same key with another body is refused. */
    fingerprint: text('fingerprint').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);

export const OUTBOX_CHANNELS = ['mail', 'sms', 'push'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * The transactional outbox: a message is inserted in the transaction of the submission that
 * causes it, and a worker delivers it with retries (ARCHITECTURE §3, §5).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    /** Email address, phone number with country code in digits (`573001234567`), or a push subscription as JSON. */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    replyTo: text('reply_to'),
    /** What the message is, e.g. `otp`, `pqrs.receipt`, `pqrs.operator`. */
    kind: text('kind').notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: until when the worker that claimed it holds it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** While `sending`: the claim's random token; a worker writes the outcome only while the token is still its own. */
    claimToken: text('claim_token'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_messages_due_idx').on(t.status, t.nextAttemptAt),
    check('outbox_messages_channel_check', sql`${t.channel} in ('mail', 'sms', 'push')`),
    check('outbox_messages_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);

/**
 * Secrets the application generates for itself when configuration gives none, shared by every
 * instance through the database (e.g. the embedded VAPID key pair for Web Push).
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The taxi's SMS sign-in codes (features/taxi/server/auth.ts). Only the newest code of a phone is live: a new
 * one supersedes the others. The code itself is never stored, only its HMAC-SHA-256. The table is here, not
 * in the taxi feature, because the platform's retention (lib/server/outbox/retention.ts) deletes old codes
 * and lib/ may not import a feature.
 */
export const taxiOtpCodes = pgTable(
  'taxi_otp_codes',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code').notNull(),
    /** The phone in E.164 (`+573001234567`), as taxi_users.phone. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used, superseded by a newer code, or locked after too many wrong tries. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('taxi_otp_codes_phone_idx').on(t.countryCode, t.phone, t.createdAt)],
);
