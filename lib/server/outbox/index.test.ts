// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../db/client';
import { outboxMessages } from '../db/schema';
import { createTestDb } from '@/tests/db';
import {
  deliverDueMessages,
  enqueueMessage,
  fileTransport,
  MAX_DELIVERY_ATTEMPTS,
  purgeOldMessages,
  retryDelaySeconds,
  smtpTransport,
  type OutgoingMessage,
  type Transport,
  type Transports,
} from './index';
import { kickOutbox, PURGE_INTERVAL_MS, purgeIfDue } from './worker';
import { captureLogs } from '@/tests/logs';
import { forgetProcessState } from '@/tests/process-state';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(outboxMessages);
});

/** A transport that fails while `down` is true and records what it accepted. */
function flakyTransport() {
  const accepted: OutgoingMessage[] = [];
  const transport: Transport & { down: boolean; accepted: OutgoingMessage[] } = {
    name: 'flaky',
    down: true,
    accepted,
    async send(message) {
      if (transport.down) throw new Error('connection refused');
      accepted.push(message);
    },
  };
  return transport;
}

/** When a just-enqueued message first becomes due (the clock's now at enqueue time, never a fixed date). */
async function dueAt(id: number): Promise<Date> {
  const [row] = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row!.nextAttemptAt;
}

const mail = { channel: 'mail' as const, to: 'ana@example.com', subject: 'Radicado 1', text: 'Hola', kind: 'test' };

describe('outbox', () => {
  it('sends nothing when the enqueuing transaction rolls back', async () => {
    await handle.db
      .transaction(async (tx) => {
        await enqueueMessage(tx as unknown as DbHandle['db'], mail);
        throw new Error('submission failed');
      })
      .catch(() => undefined);
    expect(await handle.db.select().from(outboxMessages)).toHaveLength(0);
  });

  it('keeps a message through a provider outage and delivers it exactly once when it is back', async () => {
    const flaky = flakyTransport();
    const transports: Transports = { mail: flaky, sms: flaky, push: flaky };
    const id = await enqueueMessage(handle.db, mail);
    const t0 = await dueAt(id);

    expect(await deliverDueMessages(handle.db, transports, { at: t0 })).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [afterFailure] = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused' });

    // Not due again before its backoff has passed.
    expect(await deliverDueMessages(handle.db, transports, { at: new Date(t0.getTime() + 1000) })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });

    flaky.down = false;
    const later = new Date(t0.getTime() + retryDelaySeconds(1) * 1000);
    expect(await deliverDueMessages(handle.db, transports, { at: later })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await deliverDueMessages(handle.db, transports, { at: new Date(later.getTime() + 3_600_000) })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(flaky.accepted.map((m) => m.id)).toEqual([id]);
  });

  it('gives up after the last attempt and marks the message failed', async () => {
    const flaky = flakyTransport();
    const id = await enqueueMessage(handle.db, mail);
    await handle.db
      .update(outboxMessages)
      .set({ attempts: MAX_DELIVERY_ATTEMPTS - 1 })
      .where(eq(outboxMessages.id, id));
    const report = await deliverDueMessages(
      handle.db,
      { mail: flaky, sms: flaky, push: flaky },
      { at: new Date('2030-01-01') },
    );
    expect(report.failed).toBe(1);
  });

  it('logs a failed send without its recipient, text or code, even when the provider repeats them', async () => {
    const logs = captureLogs();
    // Providers echo what they refuse: a mail server names the address, an SMS gateway the number (in its
    // own format) and the text.
    const echoing: Transport = {
      name: 'echoing',
      async send(message) {
        const to = message.channel === 'sms' ? message.to.replace(/^(\d\d)(\d{3})(\d{3})/, '+$1 $2 $3 ') : message.to;
        throw new Error(`550 5.1.1 <${to}> refused: "${message.text}"`);
      },
    };
    const sms = { channel: 'sms' as const, to: '573001234567', text: 'Tu código de El Dorado es 482913', kind: 'otp' };
    const smsId = await enqueueMessage(handle.db, sms);
    const mailId = await enqueueMessage(handle.db, mail);
    await deliverDueMessages(handle.db, { mail: echoing, sms: echoing, push: echoing }, { at: await dueAt(mailId) });

    const text = logs.text();
    for (const personal of ['3001234567', '300 123 4567', '482913', 'ana@example.com', 'Hola', 'Radicado 1']) {
      expect(text).not.toContain(personal);
    }
    const records = logs.records();
    expect(records).toHaveLength(2);
    expect(records.find((record) => record.channel === 'sms')).toMatchObject({
      level: 'error',
      module: 'outbox',
      id: smsId,
      kind: 'otp',
      attempt: 1,
      msg: expect.stringContaining(`sms #${smsId} via echoing failed`),
      err: { message: '550 5.1.1 <[phone]> refused: "[redacted]"' },
    });
    expect(records.find((record) => record.channel === 'mail')?.err?.message).toBe(
      '550 5.1.1 <[redacted]> refused: "[redacted]"',
    );
  });

  it('a hanging push service holds back neither the SMS nor the mail', async () => {
    let releasePush: () => void = () => undefined;
    const order: string[] = [];
    const recorder = (channel: string): Transport => ({
      name: channel,
      async send(message) {
        order.push(`${channel} ${message.to}`);
      },
    });
    const hanging: Transport = {
      name: 'push-service',
      send: () =>
        new Promise<void>((resolve) => {
          order.push('push started');
          releasePush = resolve;
        }),
    };
    const transports: Transports = { mail: recorder('mail'), sms: recorder('sms'), push: hanging };
    await enqueueMessage(handle.db, {
      channel: 'push',
      to: 'https://fcm.googleapis.com/x',
      text: 'gate',
      kind: 'alert',
    });
    await enqueueMessage(handle.db, {
      channel: 'sms',
      to: '+573001234567',
      text: 'code 123456',
      kind: 'otp',
    });
    const last = await enqueueMessage(handle.db, mail);
    const round = deliverDueMessages(handle.db, transports, { at: await dueAt(last), sendTimeoutMs: 60_000 });
    // The SMS and the mail go out while the push still hangs.
    await vi.waitFor(
      async () => {
        const rows = await handle.db.select().from(outboxMessages);
        expect(
          rows
            .filter((row) => row.status === 'sent')
            .map((row) => row.channel)
            .sort(),
        ).toEqual(['mail', 'sms']);
      },
      { timeout: 10_000 },
    );
    expect(order).toEqual(expect.arrayContaining(['push started', 'sms +573001234567', 'mail ana@example.com']));
    releasePush();
    expect(await round).toEqual({ sent: 3, retried: 0, failed: 0 });
  });

  it('gives a send that never answers up after its timeout, to be retried', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const never: Transport = { name: 'never', send: () => new Promise<void>(() => undefined) };
      const id = await enqueueMessage(handle.db, {
        channel: 'push',
        to: 'https://fcm.googleapis.com/y',
        text: 't',
        kind: 'alert',
      });
      const round = deliverDueMessages(
        handle.db,
        { mail: never, sms: never, push: never },
        { at: await dueAt(id), sendTimeoutMs: 15_000 },
      );
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await round).toEqual({ sent: 0, retried: 1, failed: 0 });
      const [row] = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
      expect(row!.lastError).toBe('no answer within 15000 ms');
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends one channel's messages in the order they were written, whatever order the database returns them in", async () => {
    const ids: number[] = [];
    for (const subject of ['1: puerta 12', '2: banda 4', '3: aterrizó']) {
      ids.push(await enqueueMessage(handle.db, { ...mail, subject }));
    }
    // Rewriting the first row moves it behind the others on disk, and with a sequential scan (as on a big
    // table) UPDATE … RETURNING then lists it last.
    await handle.db.update(outboxMessages).set({ attempts: 0 }).where(eq(outboxMessages.id, ids[0]!));
    await handle.db.execute(sql`set enable_indexscan = off`);
    await handle.db.execute(sql`set enable_bitmapscan = off`);
    const accepted: string[] = [];
    const recording: Transport = { name: 'recording', send: async (message) => void accepted.push(message.subject!) };
    await deliverDueMessages(
      handle.db,
      { mail: recording, sms: recording, push: recording },
      { at: await dueAt(ids[2]!) },
    );
    await handle.db.execute(sql`reset enable_indexscan`);
    await handle.db.execute(sql`reset enable_bitmapscan`);
    expect(accepted).toEqual(['1: puerta 12', '2: banda 4', '3: aterrizó']);
  });

  it('backs off exponentially up to 15 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([5, 10, 20, 40]);
    expect(retryDelaySeconds(20)).toBe(900);
  });

  it('appends one JSON line per message to the embedded outbox file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    try {
      const transport = fileTransport('sms', dir, () => new Date('2026-11-22T15:00:00Z'));
      const transports: Transports = { mail: transport, sms: transport, push: transport };
      await enqueueMessage(handle.db, { channel: 'sms', to: '573001234567', text: 'Código 123456', kind: 'otp' });
      await deliverDueMessages(handle.db, transports, { at: new Date('2030-01-01') });
      const lines = (await readFile(path.join(dir, 'sms.jsonl'), 'utf8'))
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(lines).toEqual([
        {
          at: '2026-11-22T15:00:00.000Z',
          to: '573001234567',
          text: 'Código 123456',
          kind: 'otp',
          id: expect.any(Number),
        },
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('outbox retention', () => {
  const DAY = 86_400_000;
  const at = new Date('2026-12-31T12:00:00Z');
  const ago = (days: number) => new Date(at.getTime() - days * DAY);

  /** A message in a given state, created (and, when sent, sent) `days` ago. */
  async function message(status: 'pending' | 'sending' | 'sent' | 'failed', days: number, to = 'ana@example.com') {
    const [row] = await handle.db
      .insert(outboxMessages)
      .values({
        channel: 'mail',
        recipient: to,
        subject: 'Radicado',
        text: 'Ana Pérez, 3001234567',
        kind: 'test',
        status,
        createdAt: ago(days),
        sentAt: status === 'sent' ? ago(days) : null,
        nextAttemptAt: ago(days),
      })
      .returning({ id: outboxMessages.id });
    return row!.id;
  }
  const remaining = async () =>
    (await handle.db.select({ id: outboxMessages.id }).from(outboxMessages)).map((r) => r.id);

  it('deletes sent and failed messages older than the retention, and nothing else', async () => {
    const oldSent = await message('sent', 31);
    const oldFailed = await message('failed', 45);
    const recentSent = await message('sent', 29);
    const recentFailed = await message('failed', 2);
    const oldPending = await message('pending', 60);
    const oldSending = await message('sending', 60);
    expect(await purgeOldMessages(handle.db, { at, retentionDays: 30 })).toBe(2);
    const left = await remaining();
    expect(left).not.toContain(oldSent);
    expect(left).not.toContain(oldFailed);
    expect(left).toEqual(expect.arrayContaining([recentSent, recentFailed, oldPending, oldSending]));
    expect(left).toHaveLength(4);
  });

  it('counts a sent message from its send, and takes the retention from the configuration', async () => {
    const [row] = await handle.db
      .insert(outboxMessages)
      .values({
        channel: 'sms',
        recipient: '573001234567',
        text: 'Código 123456',
        kind: 'otp',
        status: 'sent',
        createdAt: ago(40),
        sentAt: ago(5), // retried for a long time, sent 5 days ago
        nextAttemptAt: ago(40),
      })
      .returning({ id: outboxMessages.id });
    expect(await purgeOldMessages(handle.db, { at, retentionDays: 30 })).toBe(0);
    expect(await purgeOldMessages(handle.db, { at, retentionDays: 3 })).toBe(1);
    expect(await remaining()).not.toContain(row!.id);

    const sevenDaysOld = await message('sent', 7);
    vi.stubEnv('OUTBOX_RETENTION_DAYS', '10');
    forgetProcessState('config');
    expect(await purgeOldMessages(handle.db, { at })).toBe(0);
    vi.stubEnv('OUTBOX_RETENTION_DAYS', '6');
    forgetProcessState('config');
    expect(await purgeOldMessages(handle.db, { at })).toBe(1);
    expect(await remaining()).not.toContain(sevenDaysOld);
    vi.unstubAllEnvs();
    forgetProcessState('config');
  });

  it('is run by the worker after a delivery round, at most once an hour', async () => {
    const first = await message('sent', 400);
    // No pending message: the round sends nothing, then purges (the first round of the process does).
    await kickOutbox(() => handle.db);
    expect(await remaining()).not.toContain(first);

    const second = await message('sent', 400);
    await kickOutbox(() => handle.db);
    expect(await remaining()).toContain(second); // purged less than an hour ago
    expect(await purgeIfDue(handle.db, new Date(Date.now() + PURGE_INTERVAL_MS - 60_000))).toBe(0);
    expect(await purgeIfDue(handle.db, new Date(Date.now() + PURGE_INTERVAL_MS + 60_000))).toBe(1);
    expect(await remaining()).not.toContain(second);
  });
});

describe('SMTP transport', () => {
  let server: SMTPServer;
  let port = 0;
  let up = true;
  const received: string[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onConnect(_session, callback) {
        callback(up ? undefined : new Error('Service not available'));
      },
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers through a real SMTP server, once, after it comes back', async () => {
    const smtp = smtpTransport(`smtp://localhost:${port}`, 'Aeropuerto El Dorado <no-reply@eldorado.aero>');
    const transports: Transports = { mail: smtp, sms: smtp, push: smtp };
    const t0 = await dueAt(await enqueueMessage(handle.db, { ...mail, text: 'Su solicitud fue radicada.' }));

    up = false;
    expect((await deliverDueMessages(handle.db, transports, { at: t0 })).retried).toBe(1);
    expect(received).toHaveLength(0);

    up = true;
    const later = new Date(t0.getTime() + 60_000);
    expect((await deliverDueMessages(handle.db, transports, { at: later })).sent).toBe(1);
    expect((await deliverDueMessages(handle.db, transports, { at: new Date(later.getTime() + 60_000) })).sent).toBe(0);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Radicado 1');
    expect(received[0]).toContain('Su solicitud fue radicada.');
  });
});
