// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../db/client';
import { outboxMessages } from '../db/schema';
import { createTestDb } from '@/tests/db';
import { captureLogs } from '@/tests/logs';
import { deliverDueMessages, enqueueMessage, type DeliveryReport, type Transport, type Transports } from './index';

/*
 * Several instances deliver from one outbox: each message must reach its provider once, however slow the
 * provider, and a worker that lost its claim must not write over the outcome of the one that holds it.
 */

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(outboxMessages);
});
afterEach(() => {
  vi.useRealTimers();
});

const SECOND = 1000;

/** The same transport on every channel. */
const everyChannel = (transport: Transport): Transports => ({ mail: transport, sms: transport, push: transport });

/** Lets the database's promises settle between two steps of the fake clock. */
async function settle() {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
}

async function enqueueCodes(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    ids.push(
      await enqueueMessage(handle.db, { channel: 'sms', to: `57300123${4500 + i}`, text: `Código ${i}`, kind: 'otp' }),
    );
  }
  return ids;
}

describe('outbox claims across workers', () => {
  // B polls from the start (the two share the batch), or only once a claim on the whole batch would have lapsed.
  it.each([5, 125])(
    'sends each message of a slow batch once, when a second worker polls from second %i',
    async (firstPoll) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      const ids = await enqueueCodes(12);
      const sends: { worker: string; id: number }[] = [];
      // Each send takes 14 s, just under the send timeout: 12 of them take one worker 168 s, more than 120 s.
      const slowGateway = (worker: string): Transport => ({
        name: `slow-${worker}`,
        send: (message) =>
          new Promise<void>((resolve) =>
            setTimeout(() => {
              sends.push({ worker, id: message.id });
              resolve();
            }, 14 * SECOND),
          ),
      });

      let aDone = false;
      const roundA = deliverDueMessages(handle.db, everyChannel(slowGateway('A'))).finally(() => (aDone = true));
      // Worker B polls every 5 s, as another instance's OUTBOX_POLL_MS would.
      let roundB: Promise<DeliveryReport> | undefined;
      for (let second = 1; second <= 600 && !(aDone && !roundB); second++) {
        if (!roundB && !aDone && second >= firstPoll && second % 5 === 0) {
          roundB = deliverDueMessages(handle.db, everyChannel(slowGateway('B'))).finally(() => (roundB = undefined));
        }
        await vi.advanceTimersByTimeAsync(SECOND);
        await settle();
      }
      await roundA;

      expect(sends.map((send) => send.id).sort((a, b) => a - b)).toEqual(ids);
      expect(new Set(sends.map((send) => send.worker))).toEqual(new Set(['A', 'B']));
      const rows = await handle.db.select().from(outboxMessages);
      expect(rows.map((row) => row.status)).toEqual(ids.map(() => 'sent'));
    },
  );

  it('keeps the outcome of the worker holding a claim when a worker that lost it finishes late, and logs it', async () => {
    const logs = captureLogs();
    const [id] = await enqueueCodes(1);
    const [row] = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, id!));
    const t0 = row!.nextAttemptAt;

    let answerA: () => void = () => undefined;
    const stalled: Transport = { name: 'stalled', send: () => new Promise<void>((resolve) => (answerA = resolve)) };
    const roundA = deliverDueMessages(handle.db, everyChannel(stalled), { at: t0 });
    await vi.waitFor(async () => {
      const [claimed] = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, id!));
      expect(claimed!.status).toBe('sending');
    });
    // A stalls (a frozen process, a paused VM) until its claim has lapsed; B takes the message over and its
    // provider refuses it, so B schedules a retry.
    await handle.db
      .update(outboxMessages)
      .set({ lockedUntil: new Date(t0.getTime() - SECOND) })
      .where(eq(outboxMessages.id, id!));
    const refusing: Transport = { name: 'refusing', send: () => Promise.reject(new Error('gateway busy')) };
    expect(await deliverDueMessages(handle.db, everyChannel(refusing), { at: t0 })).toMatchObject({ retried: 1 });

    answerA();
    await roundA;
    const [after] = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, id!));
    expect(after).toMatchObject({ status: 'pending', attempts: 2, lastError: 'gateway busy', sentAt: null });
    expect(logs.records()).toContainEqual(
      expect.objectContaining({ level: 'error', module: 'outbox', id, msg: expect.stringContaining('lost its claim') }),
    );
  });
});
