// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { idempotencyKeys, taxiOtpCodes } from '../db/schema';
import { createTestDb } from '@/tests/db';
import { applyRetention, purgeOutboxFiles } from './retention';
import { captureLogs } from '@/tests/logs';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-22T10:00:00Z');
const line = (daysOld: number, to: string) =>
  JSON.stringify({ at: new Date(NOW - daysOld * DAY).toISOString(), to, text: 'x' });

let handle: DbHandle;
let dir: string;
beforeAll(async () => {
  handle = await createTestDb();
  dir = mkdtempSync(path.join(tmpdir(), 'retention-'));
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('retention beyond the outbox rows', () => {
  it('drops the outbox-file lines older than the retention, and lines that cannot be dated', async () => {
    writeFileSync(
      path.join(dir, 'sms.jsonl'),
      [line(40, '+573001'), line(2, '+573002'), 'not json', line(31, '+573003')].join('\n') + '\n',
    );
    writeFileSync(path.join(dir, 'mail.jsonl'), `${line(1, 'a@b.co')}\n`);
    expect(await purgeOutboxFiles(dir, NOW - 30 * DAY)).toBe(3);
    const sms = readFileSync(path.join(dir, 'sms.jsonl'), 'utf8');
    expect(sms).toContain('+573002');
    expect(sms).not.toMatch(/\+573001|\+573003|not json/);
    expect(readFileSync(path.join(dir, 'mail.jsonl'), 'utf8')).toContain('a@b.co');
    expect(await purgeOutboxFiles(path.join(dir, 'missing'), NOW)).toBe(0);
  });

  it('deletes sign-in codes and idempotency records older than a day, keeps the recent ones', async () => {
    const at = new Date(NOW);
    const code = (hoursOld: number) => ({
      countryCode: '57',
      phone: `300${hoursOld}`,
      codeHash: 'salt$hash',
      createdAt: new Date(NOW - hoursOld * 3_600_000),
      expiresAt: new Date(NOW - hoursOld * 3_600_000 + 600_000),
    });
    await handle.db.insert(taxiOtpCodes).values([code(30), code(2)]);
    await handle.db.insert(idempotencyKeys).values([
      {
        scope: 's',
        key: 'old',
        fingerprint: 'f',
        responseStatus: 201,
        responseBody: {},
        createdAt: new Date(NOW - 2 * DAY),
      },
      {
        scope: 's',
        key: 'new',
        fingerprint: 'f',
        responseStatus: 201,
        responseBody: {},
        createdAt: new Date(NOW - 3_600_000),
      },
    ]);
    const report = await applyRetention(handle.db, { at, outboxDir: dir, retentionDays: 30, wallClockMs: NOW });
    expect(report.signInCodes).toBe(1);
    expect((await handle.db.select().from(taxiOtpCodes)).map((row) => row.phone)).toEqual(['3002']);
    expect((await handle.db.select().from(idempotencyKeys)).map((row) => row.key)).toEqual(['new']);
  });

  it('goes on with the other steps when one fails, and says which', async () => {
    const logs = captureLogs();
    const broken = {
      delete: () => {
        throw new Error('db down');
      },
    } as unknown as DbHandle['db'];
    writeFileSync(path.join(dir, 'push.jsonl'), `${line(90, 'https://fcm.googleapis.com/x')}\n`);
    const report = await applyRetention(broken, {
      at: new Date(NOW),
      outboxDir: dir,
      retentionDays: 30,
      wallClockMs: NOW,
    });
    expect(report.fileLines).toBe(1);
    expect(logs.records()).toEqual([
      expect.objectContaining({
        level: 'error',
        module: 'retention',
        msg: 'sign-in codes failed',
        err: expect.objectContaining({ message: 'db down' }),
      }),
      expect.objectContaining({ level: 'error', module: 'retention', msg: 'idempotency keys failed' }),
    ]);
  });
});
