// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { planDay, type PlannedFlight } from '@/features/flights/server/simulator/day';
import type { DbHandle } from '@/lib/server/db/client';
import { flightAlertSubscriptions } from '@/features/flight-alerts/server/db/schema';
import { deliverDueMessages, fileTransport, pushFileTransport, type Transports } from '@/lib/server/outbox';
import { createTestDb } from '@/tests/db';
import { runAlertRound } from '@/features/flight-alerts/server/detector';
import { cancelAlert, confirmAlert, createAlert } from '@/features/flight-alerts/server/subscriptions';

/*
 * Integration: follow simulated flights of 22 Nov 2026, advance the clock minute by minute through their
 * day with the detector and the outbox running, and read exactly the expected pushes and mails from the
 * outbox files, in Spanish and English.
 */

vi.mock('server-only', () => ({}));

const DATE = '2026-11-22';
const MINUTE = 60_000;
const dir = mkdtempSync(path.join(tmpdir(), 'flight-alerts-'));
const transports: Transports = {
  mail: fileTransport('mail', dir, () => new Date()),
  sms: fileTransport('sms', dir, () => new Date()),
  push: pushFileTransport(dir, () => new Date()),
};
const t = (key: string) => key;
const subscription = (n: number) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${n}`,
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
});

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(async () => {
  vi.useRealTimers();
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Advances the clock one minute at a time to `untilMs`, running a detector round and a delivery each minute. */
async function runUntil(fromMs: number, untilMs: number): Promise<void> {
  for (let at = fromMs; at <= untilMs; at += MINUTE) {
    vi.setSystemTime(at);
    await runAlertRound(handle.db);
    await deliverDueMessages(handle.db, transports, { at: new Date(at) });
  }
}

function lines(channel: 'push' | 'mail'): Array<Record<string, string>> {
  try {
    return readFileSync(path.join(dir, `${channel}.jsonl`), 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, string>);
  } catch {
    return [];
  }
}

const plan = planDay(DATE);
const delayedDeparture = plan.find(
  (f) =>
    f.direction === 'departure' &&
    f.kind === 'commercial' &&
    f.flighttype === 'I' &&
    !f.cancelled &&
    f.delayMinutes >= 30,
) as PlannedFlight;
const onTimeArrival = plan.find(
  (f) =>
    f.direction === 'arrival' &&
    f.kind === 'commercial' &&
    !f.cancelled &&
    !f.diverted &&
    f.delayMinutes === 0 &&
    f.scheduledMs > Date.parse(`${DATE}T12:00:00-05:00`),
) as PlannedFlight;

describe('follow a flight through its day', { timeout: 120_000 }, () => {
  it('tells a delayed departure: delay, gate, boarding, final call — once each, by push (es) and email (en)', async () => {
    const flight = delayedDeparture;
    const start = flight.scheduledMs - 5 * 60 * MINUTE;
    vi.setSystemTime(start);
    const push = await createAlert(
      handle.db,
      { flightId: flight.id, channel: 'push', subscription: subscription(1), locale: 'es' },
      { t },
    );
    const mail = await createAlert(
      handle.db,
      { flightId: flight.id, channel: 'email', email: 'ana@example.com', locale: 'en' },
      { t },
    );
    expect(push.status).toBe('active');
    expect(mail.status).toBe('pending');
    await deliverDueMessages(handle.db, transports, { at: new Date(start) });
    const [confirmation] = lines('mail');
    expect(confirmation).toMatchObject({ to: 'ana@example.com', kind: 'flight-alert.confirm' });
    expect(confirmation!.subject).toBe(`Confirm the alerts for flight ${flight.flight}`);
    const link = new URL(/(http\S+action=confirm\S+)/.exec(confirmation!.text ?? '')![1]!);
    expect(link.pathname).toBe('/en/vuelos/alertas');
    expect(await confirmAlert(handle.db, link.searchParams.get('id')!, link.searchParams.get('token')!)).toBe(
      'confirmed',
    );

    // Until 3 hours after take-off: alerts end 2 hours after it.
    const takeOff = flight.scheduledMs + (flight.delayMinutes + flight.driftMinutes) * MINUTE;
    await runUntil(start, takeOff + 3 * 60 * MINUTE);

    const pushes = lines('push');
    expect(pushes.map((p) => p.kind)).toEqual([
      'flight-alert.delay',
      'flight-alert.gate',
      'flight-alert.boarding',
      'flight-alert.finalCall',
    ]);
    expect(pushes.every((p) => p.to === 'https://fcm.googleapis.com/fcm/send/1' && p.lang === 'es')).toBe(true);
    expect(pushes[0]!.title).toBe(`${flight.flight}: retrasado ${flight.delayMinutes} min`);
    expect(pushes[1]!.body).toBe(
      `Tu vuelo ${flight.flight} a ${flight.city.es} tiene asignada la puerta ${flight.gate}.`,
    );
    expect(pushes[2]!.body).toContain(`puerta ${flight.gate}`);
    expect(pushes.every((p) => p.url!.endsWith(`/vuelos/detalle/${flight.id}`))).toBe(true);
    expect(pushes.every((p) => /action=unsubscribe/.test(p.unsubscribeUrl!))).toBe(true);

    const alertMails = lines('mail').filter((m) => m.kind !== 'flight-alert.confirm');
    expect(alertMails.map((m) => m.subject)).toEqual([
      `${flight.flight}: delayed ${flight.delayMinutes} min`,
      `${flight.flight}: gate ${flight.gate}`,
      `${flight.flight}: boarding`,
      `${flight.flight}: final call`,
    ]);
    expect(
      alertMails.every((m) => m.to === 'ana@example.com' && /Stop alerts for this flight: http/.test(m.text!)),
    ).toBe(true);

    // Ended, and a restart (rounds again at the same instant) sends nothing twice.
    const rows = await handle.db
      .select()
      .from(flightAlertSubscriptions)
      .where(eq(flightAlertSubscriptions.flightId, flight.id));
    expect(rows.map((r) => r.status)).toEqual(['ended', 'ended']);
    await runAlertRound(handle.db);
    await deliverDueMessages(handle.db, transports);
    expect(lines('push')).toHaveLength(4);
  });

  it('tells an arrival: gate and belt, then landing; an unconfirmed address gets nothing', async () => {
    const before = { push: lines('push').length, mail: lines('mail').length };
    const flight = onTimeArrival;
    const landing = flight.scheduledMs + flight.driftMinutes * MINUTE;
    const start = landing - 2 * 60 * MINUTE;
    vi.setSystemTime(start);
    await createAlert(
      handle.db,
      {
        flightId: flight.id,
        channel: 'push',
        subscription: subscription(2),
        locale: 'en',
        browserId: 'browser-0123456789',
      },
      { t },
    );
    await createAlert(
      handle.db,
      { flightId: flight.id, channel: 'email', email: 'never-confirms@example.com', locale: 'es' },
      { t },
    );
    await runUntil(start, landing + 30 * MINUTE);
    const pushes = lines('push').slice(before.push);
    expect(pushes.map((p) => p.kind)).toEqual(['flight-alert.gate', 'flight-alert.belt', 'flight-alert.landed']);
    expect(pushes[1]!.body).toBe(
      `Baggage of flight ${flight.flight} from ${flight.city.en} is coming out on belt ${flight.claim}.`,
    );
    expect(pushes[2]!.title).toBe(`${flight.flight}: landed`);
    const mails = lines('mail').slice(before.mail);
    expect(mails.map((m) => m.kind)).toEqual(['flight-alert.confirm']);
  });

  it('deletes everything 24 hours after the flight, and an unsubscribe stops at once', async () => {
    const flight = onTimeArrival;
    vi.setSystemTime(flight.scheduledMs + 25 * 60 * MINUTE);
    const report = await runAlertRound(handle.db);
    expect(report.purged).toBeGreaterThan(0);
    const left = await handle.db
      .select()
      .from(flightAlertSubscriptions)
      .where(eq(flightAlertSubscriptions.flightId, flight.id));
    expect(left).toEqual([]);

    const next = planDay('2026-11-23').find(
      (f) => f.direction === 'departure' && f.scheduledMs > flight.scheduledMs + 26 * 60 * MINUTE,
    ) as PlannedFlight;
    vi.setSystemTime(next.scheduledMs - 4 * 60 * MINUTE);
    const created = await createAlert(
      handle.db,
      { flightId: next.id, channel: 'push', subscription: subscription(3), locale: 'fr' },
      { t },
    );
    expect(await cancelAlert(handle.db, created.id, 'x'.repeat(32))).toBe(false);
    expect(await cancelAlert(handle.db, created.id, created.token)).toBe(true);
    expect(await cancelAlert(handle.db, created.id, created.token)).toBe(false);
  });
});
