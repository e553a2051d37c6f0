import 'server-only';
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, countDistinct, eq, ne } from 'drizzle-orm';
import { findFlight } from '@/features/flights/server';
import type { Flight } from '@/features/flights/schemas';
import { now } from '@/lib/clock';
import { config } from '@/lib/config';
import { AppError, notFound } from '@/lib/http/errors';
import type { Translate } from '@/lib/i18n/api';
import type { Database } from '@/lib/server/db';
import { flightAlertSubscriptions, type FlightAlertState } from '@/lib/server/db/schema';
import { enqueueMessage } from '@/lib/server/outbox';
import { enforceRateLimits } from '@/lib/server/rate-limit';
import { alertsEndAt, initialAlertState, localMs, PURGE_AFTER_MS } from '../changes';
import type { CreateAlertRequest, CreateAlertResponse } from '../schemas';
import { confirmationMail, type AlertRecipient } from './compose';

/*
 * Alert subscriptions (issue 13): create (push at once, email after its double opt-in), confirm, cancel.
 * Only what the alerts need is stored; the detector deletes each row 24 hours after its flight.
 */

/** An email subscription must be confirmed within this time (or before the flight ends, if sooner). */
export const CONFIRM_WITHIN_HOURS = 48;

type Row = typeof flightAlertSubscriptions.$inferSelect;

export function recipientOf(row: Row): AlertRecipient {
  return {
    id: row.id,
    token: row.token,
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
  return new Date(Math.max(...times.map(localMs)) + PURGE_AFTER_MS);
}

async function flightToFollow(flightId: string, t: Translate): Promise<Flight> {
  const found = await findFlight(flightId);
  if (!found || found.flight.id !== flightId) throw notFound(t('errors.flightUnknown'), 'flight_not_found');
  const nowMs = now().getTime();
  const actualMs = found.flight.actualDate ? localMs(found.flight.actualDate) : null;
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

/** The live subscription of this push endpoint or address to this flight, if any (signing up twice never duplicates). */
async function existingSubscription(db: Database, input: CreateAlertRequest): Promise<Row | undefined> {
  const who =
    input.channel === 'push'
      ? eq(flightAlertSubscriptions.pushEndpoint, input.subscription.endpoint)
      : eq(flightAlertSubscriptions.email, input.email);
  const [row] = await db
    .select()
    .from(flightAlertSubscriptions)
    .where(
      and(
        eq(flightAlertSubscriptions.flightId, input.flightId),
        eq(flightAlertSubscriptions.channel, input.channel),
        ne(flightAlertSubscriptions.status, 'ended'),
        who,
      ),
    )
    .limit(1);
  return row;
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
  const flight = await flightToFollow(input.flightId, t);
  const existing = await existingSubscription(db, input);
  if (existing)
    return { id: existing.id, token: existing.token, status: existing.status === 'active' ? 'active' : 'pending' };
  await assertBrowserLimit(db, input.browserId, input.flightId, t);

  const at = now();
  const purgeAfter = purgeAfterOf(flight);
  const row: typeof flightAlertSubscriptions.$inferInsert = {
    id: randomUUID(),
    flightId: flight.id,
    flight: flight.flight,
    channel: input.channel,
    locale: input.locale,
    browserId: input.browserId ?? null,
    token: randomBytes(24).toString('base64url'),
    status: input.channel === 'push' ? 'active' : 'pending',
    state: initialAlertState(flight) satisfies FlightAlertState,
    purgeAfter,
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
  await db.transaction(async (tx) => {
    await tx.insert(flightAlertSubscriptions).values(row);
    if (input.channel === 'email') {
      const mail = await confirmationMail(recipientOf(row as Row), flight, CONFIRM_WITHIN_HOURS);
      await enqueueMessage(tx as unknown as Database, mail);
    }
  });
  return { id: row.id!, token: row.token, status: input.channel === 'push' ? 'active' : 'pending' };
}

function sameToken(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function subscriptionWithToken(db: Database, id: string, token: string): Promise<Row | undefined> {
  const [row] = await db.select().from(flightAlertSubscriptions).where(eq(flightAlertSubscriptions.id, id));
  return row && sameToken(row.token, token) ? row : undefined;
}

export type ConfirmOutcome = 'confirmed' | 'alreadyConfirmed' | 'expired' | 'invalid';

async function confirmRow(db: Database, row: Row | undefined): Promise<ConfirmOutcome> {
  if (!row || row.channel !== 'email') return 'invalid';
  if (row.status === 'active') return 'alreadyConfirmed';
  if (row.status === 'ended' || (row.confirmBy && row.confirmBy.getTime() < now().getTime())) return 'expired';
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
  return confirmRow(db, await subscriptionWithToken(db, id, token));
}

/** Ends a subscription and deletes what it stored. Idempotent for its owner; false when id/token do not match. */
export async function cancelAlert(db: Database, id: string, token: string): Promise<boolean> {
  return cancelRow(db, await subscriptionWithToken(db, id, token));
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
  const row = await subscriptionWithToken(db, id, token);
  const flight = row?.flight ?? null;
  if (action === 'unsubscribe') return { outcome: (await cancelRow(db, row)) ? 'unsubscribed' : 'invalid', flight };
  if (action === 'confirm') return { outcome: await confirmRow(db, row), flight };
  return { outcome: 'invalid', flight: null };
}
