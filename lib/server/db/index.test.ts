// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrepareStatus } from './shared';

vi.mock('server-only', () => ({}));

const state: { prepareStatus: PrepareStatus; prepareStartedAt?: number } = { prepareStatus: 'idle' };
const ping = vi.fn<(timeoutMs?: number) => Promise<void>>();
const prepareDatabase = vi.fn(() => Promise.resolve());
vi.mock('./shared', () => ({ sharedDbState: () => state, getSharedDbHandle: () => ({ ping }) }));
vi.mock('./prepare', () => ({ prepareDatabase: () => prepareDatabase() }));

const { pingDb } = await import('./index');

describe('pingDb', () => {
  beforeEach(() => {
    ping.mockReset();
    prepareDatabase.mockClear();
    state.prepareStatus = 'ready';
    state.prepareStartedAt = Date.now();
  });

  it('is ok when select 1 answers', async () => {
    ping.mockResolvedValue();
    expect(await pingDb()).toBe('ok');
  });

  it('is down when select 1 fails or times out', async () => {
    ping.mockRejectedValue(new Error('Database did not answer within 2000 ms'));
    expect(await pingDb()).toBe('down');
  });

  it('is down while the start-up preparation runs', async () => {
    state.prepareStatus = 'running';
    expect(await pingDb()).toBe('down');
    expect(ping).not.toHaveBeenCalled();
  });

  it('is down after a failed preparation, which it retries at most every 30 s', async () => {
    state.prepareStatus = 'failed';
    expect(await pingDb()).toBe('down');
    expect(prepareDatabase).not.toHaveBeenCalled();
    state.prepareStartedAt = Date.now() - 31_000;
    expect(await pingDb()).toBe('down');
    expect(prepareDatabase).toHaveBeenCalledTimes(1);
  });
});
