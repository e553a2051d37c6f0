// @vitest-environment node
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import type { DbHandle } from '../db/client';
import { idempotencyKeys, outboxMessages } from '../db/schema';
import { createTestDb } from '@/tests/db';
import { fingerprintOf, idempotencyKeyOf, idempotentResponse, runIdempotent } from './index';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

/** Work that writes a row (an outbox message stands in for a submission) and answers its id. */
function fileOne(tag: string) {
  return async (tx: DbHandle['db']) => {
    const [row] = await tx
      .insert(outboxMessages)
      .values({ channel: 'mail', recipient: 'a@b.co', text: tag, kind: 'test' })
      .returning({ id: outboxMessages.id });
    return { status: 201, body: { id: row!.id } };
  };
}

async function rowsWithText(tag: string) {
  const rows = await handle.db.select().from(outboxMessages);
  return rows.filter((r) => r.text === tag).length;
}

describe('runIdempotent', () => {
  it('does the work once for a key and replays the first answer', async () => {
    const options = { scope: 'test', key: 'key-00000001', fingerprint: fingerprintOf({ a: 1 }) };
    const first = await runIdempotent(handle.db, options, fileOne('once'));
    const second = await runIdempotent(handle.db, options, fileOne('once'));
    expect(first.replayed).toBe(false);
    expect(second).toEqual({ status: 201, body: first.body, replayed: true });
    expect(await rowsWithText('once')).toBe(1);
  });

  it('refuses the same key with another body (422) and writes nothing', async () => {
    const key = 'key-00000002';
    await runIdempotent(handle.db, { scope: 'test', key, fingerprint: fingerprintOf({ a: 1 }) }, fileOne('k2'));
    const error = await runIdempotent(
      handle.db,
      { scope: 'test', key, fingerprint: fingerprintOf({ a: 2 }) },
      fileOne('k2'),
    ).catch((e: unknown) => e);
    expect((error as AppError).status).toBe(422);
    expect(await rowsWithText('k2')).toBe(1);
  });

  it('keeps keys apart by scope', async () => {
    const fingerprint = fingerprintOf({});
    await runIdempotent(handle.db, { scope: 'user:1', key: 'shared-key-1', fingerprint }, fileOne('scoped'));
    const other = await runIdempotent(
      handle.db,
      { scope: 'user:2', key: 'shared-key-1', fingerprint },
      fileOne('scoped'),
    );
    expect(other.replayed).toBe(false);
    expect(await rowsWithText('scoped')).toBe(2);
  });

  it('stores nothing when the work fails, so a retry can succeed', async () => {
    const options = { scope: 'test', key: 'key-00000003', fingerprint: fingerprintOf({}) };
    await expect(
      runIdempotent(handle.db, options, async (tx) => {
        await fileOne('rolled-back')(tx);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await rowsWithText('rolled-back')).toBe(0);
    const [stored] = await handle.db.select({ n: count() }).from(idempotencyKeys);
    expect(stored?.n).toBeGreaterThan(0);
    expect((await runIdempotent(handle.db, options, fileOne('retried'))).replayed).toBe(false);
  });

  it('runs plain work when no key is sent', async () => {
    const a = await runIdempotent(handle.db, { scope: 'test', key: undefined, fingerprint: 'x' }, fileOne('nokey'));
    await runIdempotent(handle.db, { scope: 'test', key: undefined, fingerprint: 'x' }, fileOne('nokey'));
    expect(a.replayed).toBe(false);
    expect(await rowsWithText('nokey')).toBe(2);
  });
});

describe('helpers', () => {
  it('fingerprints ignore key order and undefined values', () => {
    expect(fingerprintOf({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(
      fingerprintOf({ b: [1, { d: 3, c: 2 }], a: 1, e: undefined }),
    );
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: '1' }));
  });

  it('reads and checks the header', () => {
    const req = (key?: string) =>
      new Request('http://x/', { method: 'POST', headers: key ? { 'Idempotency-Key': key } : {} });
    expect(idempotencyKeyOf(req())).toBeUndefined();
    expect(idempotencyKeyOf(req('9b2f6c1e-4a1d-4a8b-9f0e-000000000001'))).toBe('9b2f6c1e-4a1d-4a8b-9f0e-000000000001');
    expect(() => idempotencyKeyOf(req('short'))).toThrow(AppError);
    expect(() => idempotencyKeyOf(req('has spaces in it'))).toThrow(AppError);
  });

  it('marks replayed responses', async () => {
    const response = idempotentResponse({ status: 201, body: { ok: true }, replayed: true });
    expect(response.status).toBe(201);
    expect(response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await response.json()).toEqual({ ok: true });
  });
});
