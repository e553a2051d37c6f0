// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb } from '@/tests/db';
import type { DbHandle } from './db/client';
import type { Database } from './db';
import { appSecrets } from './db/schema';
import { rememberedAppSecret } from './app-secret';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

describe('rememberedAppSecret', () => {
  it('generates a secret once, stores it, and reads it once per process', async () => {
    const generate = vi.fn(() => 'secret-1');
    expect(await rememberedAppSecret(handle.db, 'test-secret', generate)).toBe('secret-1');
    await handle.db.delete(appSecrets);
    // Not read again: the row is gone, the remembered value stays and nothing new is generated.
    expect(await rememberedAppSecret(handle.db, 'test-secret', () => 'secret-2')).toBe('secret-1');
    expect(generate).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed read, so the next request tries again', async () => {
    let fail = true;
    const where = async () => {
      if (fail) throw new Error('database down');
      return [{ name: 'x', value: 'stored' }];
    };
    const db = { select: () => ({ from: () => ({ where }) }) } as unknown as Database;
    await expect(rememberedAppSecret(db, 'x', () => 'new')).rejects.toThrow('database down');
    fail = false;
    expect(await rememberedAppSecret(db, 'x', () => 'new')).toBe('stored');
  });
});
