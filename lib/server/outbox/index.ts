import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { config } from '../../config';
import { withDeadline } from '../../deadline';
import { now } from '../../clock';
import type { Database } from '../db/client';
import { OUTBOX_CHANNELS, outboxMessages, type OutboxChannel } from '../db/schema';
import { errorWithout, logger } from '../log';
import webpush from 'web-push';
import {
  fileTransport,
  pushFileTransport,
  smsGatewayTransport,
  smtpTransport,
  webPushTransport,
  type OutgoingMessage,
  type SendNotification,
  type Transport,
} from './transports';

/*
 * The transactional outbox (ARCHITECTURE §3, §5). A feature calls `enqueueMessage(tx, …)` inside the
 * transaction that stores the submission; nothing is sent unless that commits. `deliverDueMessages`
 * sends what is due, marking each sent or scheduling a retry with backoff, so a provider outage
 * delays mail but loses none. Several instances share the work without sending a message twice: a worker
 * claims one message just before sending it (`FOR UPDATE SKIP LOCKED`), for longer than the send may take, and
 * writes the outcome only while the claim's token is still its own (docs/platform-services.md, "Claims").
 */

export type { OutgoingMessage, Transport } from './transports';
export {
  fileTransport,
  pushFileTransport,
  smsGatewayTransport,
  smtpTransport,
  webPushTransport,
  type PushPayload,
  type PushRecipient,
  type VapidDetails,
} from './transports';

const log = logger('outbox');

export interface NewOutboxMessage {
  channel: OutboxChannel;
  /** Email address, or phone number with its country code in digits (`573001234567`). */
  to: string;
  subject?: string;
  text: string;
  html?: string;
  replyTo?: string;
  kind: string;
}

export const MAX_DELIVERY_ATTEMPTS = 10;
/** The longest one send may take before it counts as failed (and is retried). */
export const SEND_TIMEOUT_MS = 15_000;
/**
 * How much longer a claim lasts than the send it covers, for the writes around it: 120 s with the default
 * timeout. Only a worker that stopped (a crash, a frozen process) lets its claim lapse.
 */
export const CLAIM_MARGIN_MS = 105_000;

/** Stores a message to send once the surrounding transaction commits. */
export async function enqueueMessage(tx: Database, message: NewOutboxMessage): Promise<number> {
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject ?? null,
      text: message.text,
      html: message.html ?? null,
      replyTo: message.replyTo ?? null,
      kind: message.kind,
      nextAttemptAt: now(),
    })
    .returning({ id: outboxMessages.id });
  return row!.id;
}

/** Seconds before retry n (1-based): 5 s, 10 s, 20 s … capped at 15 minutes. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(5 * 2 ** (attempt - 1), 15 * 60);
}

export type Transports = Record<OutboxChannel, Transport>;

/** The configured transports: SMTP / SMS gateway / Web Push (VAPID keys) when set, else the outbox files under DATA_DIR. */
export function configuredTransports(): Transports {
  const { SMTP_URL, MAIL_FROM, SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN, DATA_DIR } = config();
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = config();
  const dir = path.resolve(DATA_DIR, 'outbox');
  return {
    mail: SMTP_URL ? smtpTransport(SMTP_URL, MAIL_FROM) : fileTransport('mail', dir, now),
    sms: SMS_GATEWAY_URL ? smsGatewayTransport(SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN) : fileTransport('sms', dir, now),
    push:
      VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY
        ? webPushTransport(
            { subject: VAPID_SUBJECT, publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY },
            webpush.sendNotification as SendNotification,
          )
        : pushFileTransport(dir, now),
  };
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Sends every due message once (up to `batchSize`); each outcome is written back. The channels go side by
 * side, each in order, and one send is given SEND_TIMEOUT_MS: a slow or hanging push service or mail server
 * never holds back a sign-in code by SMS. `at` stops the round's clock at that instant (tests).
 */
export async function deliverDueMessages(
  db: Database,
  transports: Transports,
  options: { batchSize?: number; at?: Date; sendTimeoutMs?: number } = {},
): Promise<DeliveryReport> {
  const { at } = options;
  const clock = at ? () => at : now;
  const sendTimeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  let left = options.batchSize ?? 50;
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  await Promise.all(
    OUTBOX_CHANNELS.map(async (channel) => {
      const send = (outgoing: OutgoingMessage) => withSendTimeout(transports[channel].send(outgoing), sendTimeoutMs);
      while (left > 0) {
        left -= 1;
        const claim = await claimNextMessage(db, channel, clock(), sendTimeoutMs + CLAIM_MARGIN_MS);
        if (!claim) {
          left += 1;
          return;
        }
        report[await deliverOne(db, transports[channel].name, send, claim, clock)] += 1;
      }
    }),
  );
  return report;
}

function withSendTimeout(sending: Promise<void>, ms: number): Promise<void> {
  return withDeadline(sending, ms, () => new Error(`no answer within ${ms} ms`));
}

export const DEFAULT_RETENTION_DAYS = 30;

/**
 * Retention (Ley 1581 de 2012: personal data kept no longer than needed). Deletes the messages that
 * are done — `sent`, or `failed` after their last attempt — whose send (or, for a failed one, creation)
 * is older than `retentionDays`. Pending and in-flight messages are never touched. Returns how many went.
 */
export async function purgeOldMessages(
  db: Database,
  options: { retentionDays?: number; at?: Date } = {},
): Promise<number> {
  const at = options.at ?? now();
  const days = options.retentionDays ?? config().OUTBOX_RETENTION_DAYS ?? DEFAULT_RETENTION_DAYS;
  const cutoff = new Date(at.getTime() - days * 86_400_000);
  const deleted = await db
    .delete(outboxMessages)
    .where(
      and(
        inArray(outboxMessages.status, ['sent', 'failed']),
        lt(sql`coalesce(${outboxMessages.sentAt}, ${outboxMessages.createdAt})`, cutoff),
      ),
    )
    .returning({ id: outboxMessages.id });
  return deleted.length;
}

type Claim = typeof outboxMessages.$inferSelect & { claimToken: string };

/**
 * Claims the channel's oldest due message for `claimMs` under a new token, in one statement (no transaction to
 * hold PGlite's only connection). A claim covers one send, so it never lapses while its holder is at work.
 */
async function claimNextMessage(
  db: Database,
  channel: OutboxChannel,
  at: Date,
  claimMs: number,
): Promise<Claim | undefined> {
  const next = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.channel, channel),
        or(
          and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, at)),
          // A worker that died mid-send: its claim lapses and the message is tried again.
          and(eq(outboxMessages.status, 'sending'), lte(outboxMessages.lockedUntil, at)),
        ),
      ),
    )
    .orderBy(asc(outboxMessages.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(outboxMessages)
    .set({
      status: 'sending',
      lockedUntil: new Date(at.getTime() + claimMs),
      claimToken: randomUUID(),
      attempts: sql`${outboxMessages.attempts} + 1`,
    })
    .where(eq(outboxMessages.id, sql`(${next})`))
    .returning();
  return claimed as Claim | undefined;
}

/**
 * Writes a claimed message's outcome if the claim is still this worker's. When it is not (the claim lapsed and
 * another worker took the message over), the holder's outcome stands, and the lost claim is logged: a send
 * that succeeded then may reach the person twice.
 */
async function settleClaim(
  db: Database,
  claim: Claim,
  outcome: keyof DeliveryReport,
  values: Partial<typeof outboxMessages.$inferInsert>,
): Promise<void> {
  const settled = await db
    .update(outboxMessages)
    .set({ ...values, lockedUntil: null, claimToken: null })
    .where(and(eq(outboxMessages.id, claim.id), eq(outboxMessages.claimToken, claim.claimToken)))
    .returning({ id: outboxMessages.id });
  if (settled.length > 0) return;
  log.error(
    { id: claim.id, channel: claim.channel, kind: claim.kind, outcome, attempt: claim.attempts },
    `${claim.channel} #${claim.id}: this worker lost its claim before recording "${outcome}"; the outcome of the worker holding it stands`,
  );
}

async function deliverOne(
  db: Database,
  transportName: string,
  send: (message: OutgoingMessage) => Promise<void>,
  row: Claim,
  clock: () => Date,
): Promise<keyof DeliveryReport> {
  const message: OutgoingMessage = {
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    replyTo: row.replyTo,
    kind: row.kind,
  };
  try {
    await send(message);
    await settleClaim(db, row, 'sent', { status: 'sent', sentAt: now(), lastError: null });
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const giveUp = row.attempts >= MAX_DELIVERY_ATTEMPTS;
    // The id, channel and kind say which message; never its recipient or text, which a provider's refusal
    // may repeat (a mail server names the address, a gateway quotes the SMS).
    const err = errorWithout(error, [row.recipient, row.subject, row.text, row.html]);
    log.error(
      { err, id: row.id, channel: row.channel, kind: row.kind, transport: transportName, attempt: row.attempts },
      `${row.channel} #${row.id} via ${transportName} failed (attempt ${row.attempts})`,
    );
    const outcome = giveUp ? 'failed' : 'retried';
    await settleClaim(db, row, outcome, {
      status: giveUp ? 'failed' : 'pending',
      lastError: reason.slice(0, 500),
      nextAttemptAt: new Date(clock().getTime() + retryDelaySeconds(row.attempts) * 1000),
    });
    return outcome;
  }
}
