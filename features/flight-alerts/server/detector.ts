import 'server-only';
import { and, asc, eq, inArray, like, lt, or } from 'drizzle-orm';
import { findFlight } from '@/features/flights/server';
import type { Flight } from '@/features/flights/schemas';
import { bogotaMs } from '@/lib/bogota-time';
import { now } from '@/lib/clock';
import type { Database } from '@/lib/server/db';
import { flightAlertSubscriptions } from './db/schema';
import { outboxMessages } from '@/lib/server/db/schema';
import { enqueueMessage } from '@/lib/server/outbox';
import { alertsEndAt, detectChanges, nextAlertState, PURGE_AFTER_MS } from '../changes';
import { alertMessages } from './compose';
import { purgeAfterOf, recipientOf } from './subscriptions';
import { logger } from '@/lib/server/log';

const log = logger('flight-alerts');

/*
 * One round of the change detector (run every minute by the alerts job). For each followed flight it
 * reads the flight once, then, per subscription and in one transaction, enqueues the alerts for what
 * changed and stores the new state: a change is told once, also across restarts and instances (rows are
 * claimed with FOR UPDATE SKIP LOCKED). Subscriptions end 2 hours after the flight and are deleted 24 hours
 * after it, with the alert messages that carried their address.
 */

export interface AlertRoundReport {
  flights: number;
  alerts: number;
  ended: number;
  purged: number;
}

export async function runAlertRound(db: Database): Promise<AlertRoundReport> {
  const at = now();
  const report: AlertRoundReport = { flights: 0, alerts: 0, ended: 0, purged: await purgeExpired(db, at) };
  const flightIds = await followedFlightIds(db);
  for (const flightId of flightIds) {
    const found = await findFlight(flightId).catch((error: unknown) => {
      log.error({ err: error, flightId }, `flight ${flightId} unavailable this round`);
      return undefined;
    });
    if (found === undefined) continue;
    report.flights += 1;
    const outcome = found ? await checkFlight(db, found.flight, at) : await endFlight(db, flightId);
    report.alerts += outcome.alerts;
    report.ended += outcome.ended;
  }
  return report;
}

async function followedFlightIds(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ flightId: flightAlertSubscriptions.flightId })
    .from(flightAlertSubscriptions)
    .where(eq(flightAlertSubscriptions.status, 'active'))
    .orderBy(asc(flightAlertSubscriptions.flightId));
  return rows.map((r) => r.flightId);
}

async function checkFlight(db: Database, flight: Flight, at: Date): Promise<{ alerts: number; ended: number }> {
  const nowMs = at.getTime();
  const endsAtMs = alertsEndAt(flight, nowMs, flight.actualDate ? bogotaMs(flight.actualDate) : null);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(flightAlertSubscriptions)
      .where(and(eq(flightAlertSubscriptions.flightId, flight.id), eq(flightAlertSubscriptions.status, 'active')))
      .for('update', { skipLocked: true });
    let alerts = 0;
    let ended = 0;
    for (const row of rows) {
      // Cancellation and diversion end alerts counted from when they were first noticed, not each round.
      const endsAt = row.endsAt ?? (endsAtMs === null ? null : new Date(endsAtMs));
      const events = detectChanges(row.state, flight);
      // Through the transaction: the embedded database has one connection, which the transaction holds, so a
      // query on `db` here (the link key, the first time this process needs it) would wait for it forever.
      const recipient = await recipientOf(tx as unknown as Database, row);
      for (const message of await alertMessages(recipient, flight, events)) {
        await enqueueMessage(tx as unknown as Database, message);
        alerts += 1;
      }
      const over = endsAt !== null && endsAt.getTime() <= nowMs;
      if (over) ended += 1;
      await tx
        .update(flightAlertSubscriptions)
        .set({
          state: nextAlertState(row.state, flight, events),
          endsAt,
          status: over ? 'ended' : 'active',
          purgeAfter: purgeAfterOf(flight),
          checkedAt: at,
        })
        .where(eq(flightAlertSubscriptions.id, row.id));
    }
    return { alerts, ended };
  });
}

/** A flight that left the flights window (older than yesterday): nothing more to tell. */
async function endFlight(db: Database, flightId: string): Promise<{ alerts: number; ended: number }> {
  const rows = await db
    .update(flightAlertSubscriptions)
    .set({ status: 'ended' })
    .where(and(eq(flightAlertSubscriptions.flightId, flightId), eq(flightAlertSubscriptions.status, 'active')))
    .returning({ id: flightAlertSubscriptions.id });
  return { alerts: 0, ended: rows.length };
}

/**
 * Privacy: deletes subscriptions 24 hours after their flight, email subscriptions never confirmed in time,
 * and the delivered alert messages (they hold the address or push endpoint) after 24 hours.
 */
async function purgeExpired(db: Database, at: Date): Promise<number> {
  const purged = await db
    .delete(flightAlertSubscriptions)
    .where(
      or(
        lt(flightAlertSubscriptions.purgeAfter, at),
        and(eq(flightAlertSubscriptions.status, 'pending'), lt(flightAlertSubscriptions.confirmBy, at)),
      ),
    )
    .returning({ id: flightAlertSubscriptions.id });
  await db
    .delete(outboxMessages)
    .where(
      and(
        like(outboxMessages.kind, 'flight-alert.%'),
        inArray(outboxMessages.status, ['sent', 'failed']),
        lt(outboxMessages.createdAt, new Date(at.getTime() - PURGE_AFTER_MS)),
      ),
    );
  return purged.length;
}
