// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listFlights } from '@/features/flights/server';
import type { DbHandle } from '@/lib/server/db/client';
import { createTestDb } from '@/tests/db';
import { flightAlertSubscriptions } from './db/schema';
import { runAlertRound } from './detector';
import { createAlert } from './subscriptions';

vi.mock('server-only', () => ({}));

/** Early morning of a simulated day: its afternoon departures can still be followed. */
const AT = Date.parse('2026-11-22T06:00:00-05:00');
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(async () => {
  vi.useRealTimers();
  await handle.close();
});

describe('the detector round', () => {
  // The embedded database has one connection and a transaction holds it: a query outside the transaction
  // waits for the end of a transaction that waits for that query. Here the process has not yet read the alert
  // links' key (only a push subscription exists, so no confirmation mail needed it) when the round composes
  // the first alert inside its transaction. Before the fix the round never returned and every later query of
  // the site waited behind it (`/api/health` reported the database down).
  it('finishes when the link key is first needed inside its transaction', { timeout: 60_000 }, async () => {
    vi.setSystemTime(AT);
    const { flights } = await listFlights({ direction: 'departure', kind: 'commercial', page: 1, pageSize: 1000 });
    const departure = flights.find((f) => f.scheduleDate >= '2026-11-22 14:00:00' && f.status.code === 'SCH')!;
    const alert = await createAlert(
      handle.db,
      {
        flightId: departure.id,
        channel: 'push',
        subscription: {
          endpoint: 'https://fcm.googleapis.com/fcm/send/x',
          keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
        },
        locale: 'es',
      },
      { t: (key: string) => key },
    );
    const report = await runAlertRound(handle.db);
    expect(report.flights).toBe(1);
    const [row] = await handle.db
      .select()
      .from(flightAlertSubscriptions)
      .where(eq(flightAlertSubscriptions.id, alert.id));
    expect(row!.checkedAt?.getTime()).toBe(AT);
  });
});
