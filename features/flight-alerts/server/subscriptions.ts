import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, count, countDistinct, eq, gt, ne } from 'drizzle-orm';
import { findFlight } from '@/features/flights/server';
import type { Flight } from '@/features/flights/schemas';
import { bogotaMs } from '@/lib/bogota-time';
import { now } from '@/lib/clock';
import { config } from '@/lib/config';
import { AppError, notFound } from '@/lib/http/errors';
import type { Translate } from '@/lib/i18n/api';
import type { Database } from '@/lib/server/db';
import { flightAlertSubscriptions, type FlightAlertState } from './db/schema';
import { enqueueMessage } from '@/lib/server/outbox';
import { enforceRateLimits } from '@/lib/server/rate-limit';
import { alertsEndAt, initialAlertState, PURGE_AFTER_MS } from '../changes';
import type { CreateAlertRequest, CreateAlertResponse } from '../schemas';
import { confirmationMail, type AlertRecipient } from './compose';
import { secretsEqual } from '@/lib/security/secrets';
import { isLinkToken, linkTokenOf, manageTokenHash, newManageToken } from './secrets';

/*
 * Alert subscriptions: create (push at once, email after its double opt-in), confirm, cancel. Only what
 * the alerts need is stored; the detector deletes each row 24 hours after its flight.
 *
 * Nobody learns another person's subscription from the API (secrets.ts): an email sign-up always creates a
 * pending subscription of its own and answers alike whether the address already follows the flight; the
 * confirmation merges it into an existing one. A push sign-up names its endpoint, which only its browser
 * knows, and gets a new manage token (the old one stops working).
 */

/** An email subscription must be confirmed within this time (or before the flight ends, if sooner). */
export const CONFIRM_WITHIN_HOURS = 48;
/** Confirmation mails one address may be sent in 24 hours (a form that mails anyone must not be a mail bomb). */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 5;

type Row = typeof flightAlertSubscriptions.$inferSelect;

export async function recipientOf(db: Database, row: Row): Promise<AlertRecipient> {
  return {
    id: row.id,
    token: await linkTokenOf(db, row.id),
    locale: row.locale as AlertRecipient['locale'],
    channel: row.channel,
    email: row.email,
    push:
      row.pushEndpoint && row.pushP256dh && row.pushAuth
        ? { endpoint: row.pushEndpoint, keys: { p256dh: row.pushP256dh, auth: row.pushAuth } }
        : null,
  };
}

/** When the stored data of a flight's subscriptions may be deleted: 24 h after it flies (or would have). */
export function purgeAfterOf(flight: Flight): Date {
  const times = [flight.scheduleDate, flight.estimatedDate, flight.actualDate].filter((v): v is string => Boolean(v));
  return new Date(Math.max(...times.map(bogotaMs)) + PURGE_AFTER_MS);
}

async function flightToFollow(flightId: string, t: Translate): Promise<Flight> {
  const found = await findFlight(flightId);
  if (!found || found.flight.id !== flightId) throw notFound(t('errors.flightUnknown'), 'flight_not_found');
  const nowMs = now().getTime();
  const actualMs = found.flight.actualDate ? bogotaMs(found.flight.actualDate) : null;
  const endsAt = alertsEndAt(found.flight, nowMs, actualMs);
  if (endsAt !== null && endsAt <= nowMs + 60_000) {
    throw new AppError(409, 'flight_over', t('errors.flightOver'), { fields: { flightId: t('errors.flightOver') } });
  }
  return found.flight;
}

async function assertBrowserLimit(db: Database, browserId: string | undefined, flightId: string, t: Translate) {
  if (!browserId) return;
  const limit = config().FLIGHT_ALERTS_PER_BROWSER;
  const [row] = await db
    .select({ flights: countDistinct(flightAlertSubscriptions.flightId) })
    .from(flightAlertSubscriptions)
    .where(
      and(
        eq(flightAlertSubscriptions.browserId, browserId),
        ne(flightAlertSubscriptions.status, 'ended'),
        ne(flightAlertSubscriptions.flightId, flightId),
      ),
    );
  if ((row?.flights ?? 0) >= limit) {
    throw new AppError(409, 'follow_limit', t('errors.followLimit', { limit }), {
      fields: { flightId: t('errors.followLimit', { limit }) },
    });
  }
}

/** The live subscription of this push endpoint to this flight, if any (signing up twice never duplicates). */
async function existingPushSubscription(db: Database, flightId: string, endpoint: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(flightAlertSubscriptions)
    .where(
      and(
        eq(flightAlertSubscriptions.flightId, flightId),
        eq(flightAlertSubscriptions.channel, 'push'),
        ne(flightAlertSubscriptions.status, 'ended'),
        eq(flightAlertSubscriptions.pushEndpoint, endpoint),
      ),
    )
    .limit(1);
  return row;
}

/** True when the endpoint's host is one of PUSH_SERVICE_HOSTS (`*.domain` covers its subdomains). */
export function isKnownPushService(endpoint: string, hosts: readonly string[] = config().PUSH_SERVICE_HOSTS): boolean {
  let host: string;
  try {
    const url = new URL(endpoint);
    if (url.protocol !== 'https:' || url.port !== '') return false;
    host = url.hostname.toLowerCase();
  } catch {
    return false;
  }
  return hosts.some((allowed) => (allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed));
}

function assertKnownPushService(endpoint: string, t: Translate): void {
  if (isKnownPushService(endpoint)) return;
  const message = t('errors.pushServiceUnknown');
  throw new AppError(400, 'validation_error', message, { fields: { 'subscription.endpoint': message } });
}

/** A 429 when this address was sent its share of confirmation mails in the last 24 hours. */
async function assertConfirmationBudget(db: Database, email: string, t: Translate): Promise<void> {
  const since = new Date(now().getTime() - 24 * 3_600_000);
  const [row] = await db
    .select({ sent: count() })
    .from(flightAlertSubscriptions)
    .where(and(eq(flightAlertSubscriptions.email, email), gt(flightAlertSubscriptions.createdAt, since)));
  if ((row?.sent ?? 0) >= CONFIRMATIONS_PER_ADDRESS_PER_DAY) {
    throw new AppError(429, 'rate_limited', t('errors.addressLimit'), { retryAfterSeconds: 3600 });
  }
}

/** The per-IP hourly cap on sign-ups, counted before the input is read (rejected attempts count too). */
export async function enforceAlertRateLimit(ip: string, t: Translate): Promise<void> {
  await enforceRateLimits(
    [{ key: `flight-alerts:ip:${ip}`, limit: config().FLIGHT_ALERTS_IP_HOURLY_LIMIT, windowSeconds: 3600 }],
    {
      message: (seconds) => t('errors.rateLimited', { seconds }),
    },
  );
}

export async function createAlert(
  db: Database,
  input: CreateAlertRequest,
  { t }: { t: Translate },
): Promise<CreateAlertResponse> {
  if (input.channel === 'push') assertKnownPushService(input.subscription.endpoint, t);
  const flight = await flightToFollow(input.flightId, t);
  const manage = newManageToken();
  if (input.channel === 'push') {
    const existing = await existingPushSubscription(db, input.flightId, input.subscription.endpoint);
    if (existing) {
      await db
        .update(flightAlertSubscriptions)
        .set({ manageTokenHash: manage.hash, locale: input.locale })
        .where(eq(flightAlertSubscriptions.id, existing.id));
      return { id: existing.id, token: manage.token, status: 'active' };
    }
  }
  await assertBrowserLimit(db, input.browserId, input.flightId, t);
  if (input.channel === 'email') await assertConfirmationBudget(db, input.email, t);

  const at = now();
  const purgeAfter = purgeAfterOf(flight);
  const row: typeof flightAlertSubscriptions.$inferInsert = {
    id: randomUUID(),
    flightId: flight.id,
    flight: flight.flight,
    channel: input.channel,
    locale: input.locale,
    browserId: input.browserId ?? null,
    manageTokenHash: manage.hash,
    status: input.channel === 'push' ? 'active' : 'pending',
    state: initialAlertState(flight) satisfies FlightAlertState,
    purgeAfter,
    createdAt: at,
    ...(input.channel === 'push'
      ? {
          pushEndpoint: input.subscription.endpoint,
          pushP256dh: input.subscription.keys.p256dh,
          pushAuth: input.subscription.keys.auth,
        }
      : {
          email: input.email,
          confirmBy: new Date(Math.min(at.getTime() + CONFIRM_WITHIN_HOURS * 3_600_000, purgeAfter.getTime())),
        }),
  };
  // Composed before the transaction: the embedded database has one connection, which the transaction holds.
  const mail =
    input.channel === 'email'
      ? await confirmationMail(await recipientOf(db, row as Row), flight, CONFIRM_WITHIN_HOURS)
      : undefined;
  await db.transaction(async (tx) => {
    await tx.insert(flightAlertSubscriptions).values(row);
    if (mail) await enqueueMessage(tx as unknown as Database, mail);
  });
  return { id: row.id!, token: manage.token, status: input.channel === 'push' ? 'active' : 'pending' };
}

async function subscriptionById(db: Database, id: string): Promise<Row | undefined> {
  const [row] = await db.select().from(flightAlertSubscriptions).where(eq(flightAlertSubscriptions.id, id));
  return row;
}

/** The subscription when `token` is its mails' link token. */
async function subscriptionWithLinkToken(db: Database, id: string, token: string): Promise<Row | undefined> {
  const row = await subscriptionById(db, id);
  return row && (await isLinkToken(db, id, token)) ? row : undefined;
}

/** The subscription when `token` is the manage token its browser got, or its mails' link token. */
async function subscriptionWithAnyToken(db: Database, id: string, token: string): Promise<Row | undefined> {
  const row = await subscriptionById(db, id);
  if (!row) return undefined;
  if (secretsEqual(row.manageTokenHash, manageTokenHash(token))) return row;
  return (await isLinkToken(db, id, token)) ? row : undefined;
}

export type ConfirmOutcome = 'confirmed' | 'alreadyConfirmed' | 'expired' | 'invalid';

/** Another live subscription of the same address to the same flight (a second sign-up being confirmed). */
async function activeTwin(db: Database, row: Row): Promise<Row | undefined> {
  const [twin] = await db
    .select()
    .from(flightAlertSubscriptions)
    .where(
      and(
        eq(flightAlertSubscriptions.flightId, row.flightId),
        eq(flightAlertSubscriptions.channel, 'email'),
        eq(flightAlertSubscriptions.email, row.email!),
        eq(flightAlertSubscriptions.status, 'active'),
        ne(flightAlertSubscriptions.id, row.id),
      ),
    )
    .limit(1);
  return twin;
}

async function confirmRow(db: Database, row: Row | undefined): Promise<ConfirmOutcome> {
  if (!row || row.channel !== 'email') return 'invalid';
  if (row.status === 'active') return 'alreadyConfirmed';
  if (row.status === 'ended' || (row.confirmBy && row.confirmBy.getTime() < now().getTime())) return 'expired';
  if (await activeTwin(db, row)) {
    // The address already gets this flight's alerts: one subscription, one mail per change.
    await db.delete(flightAlertSubscriptions).where(eq(flightAlertSubscriptions.id, row.id));
    return 'alreadyConfirmed';
  }
  await db
    .update(flightAlertSubscriptions)
    .set({ status: 'active', confirmBy: null })
    .where(and(eq(flightAlertSubscriptions.id, row.id), eq(flightAlertSubscriptions.status, 'pending')));
  return 'confirmed';
}

async function cancelRow(db: Database, row: Row | undefined): Promise<boolean> {
  if (!row) return false;
  await db.delete(flightAlertSubscriptions).where(eq(flightAlertSubscriptions.id, row.id));
  return true;
}

/** The double opt-in: the link in the confirmation mail turns the email subscription on (once). */
export async function confirmAlert(db: Database, id: string, token: string): Promise<ConfirmOutcome> {
  return confirmRow(db, await subscriptionWithLinkToken(db, id, token));
}

/** Ends a subscription and deletes what it stored: with the browser's manage token or a mail's link token. */
export async function cancelAlert(db: Database, id: string, token: string): Promise<boolean> {
  return cancelRow(db, await subscriptionWithAnyToken(db, id, token));
}

export type AlertLinkOutcome = ConfirmOutcome | 'unsubscribed';

/**
 * What a link of a mail or push does (`/vuelos/alertas?action=confirm|unsubscribe`), with the flight it
 * was for (null when id and token match nothing): one read of the subscription.
 */
export async function followAlertLink(
  db: Database,
  action: string | undefined,
  id: string,
  token: string,
): Promise<{ outcome: AlertLinkOutcome; flight: string | null }> {
  const row = await subscriptionWithLinkToken(db, id, token);
  const flight = row?.flight ?? null;
  if (action === 'unsubscribe') return { outcome: (await cancelRow(db, row)) ? 'unsubscribed' : 'invalid', flight };
  if (action === 'confirm') return { outcome: await confirmRow(db, row), flight };
  return { outcome: 'invalid', flight: null };
}
