// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_STORAGE_KEY,
  CHUNK_RELOAD_THROTTLE_MS,
  handlePossibleChunkError,
  isChunkLoadError,
  shouldReloadAfterChunkError,
} from './chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('isChunkLoadError', () => {
  it('recognises chunk failures of webpack, turbopack and native imports', () => {
    const named = new Error('Loading chunk 123 failed.');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk app-layout failed. (error: /_next/x.js)'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError('Uncaught ChunkLoadError: Loading CSS chunk 7 failed')).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError({ message: 42 })).toBe(false);
  });
});

describe('shouldReloadAfterChunkError', () => {
  const now = 1_700_000_000_000;
  it('allows the first reload', () => {
    expect(shouldReloadAfterChunkError(now, null)).toBe(true);
  });
  it('refuses a second reload within 60 s and allows it after', () => {
    expect(CHUNK_RELOAD_THROTTLE_MS).toBe(60_000);
    expect(shouldReloadAfterChunkError(now, now - 59_999)).toBe(false);
    expect(shouldReloadAfterChunkError(now, now - 60_000)).toBe(true);
  });
  it('does not let a timestamp from the future block recovery', () => {
    expect(shouldReloadAfterChunkError(now, now + 5_000)).toBe(true);
  });
});

describe('handlePossibleChunkError', () => {
  const chunkError = Object.assign(new Error('Loading chunk 9 failed'), { name: 'ChunkLoadError' });

  it('reloads once and records the time, then waits 60 s', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(handlePossibleChunkError(chunkError, { now: 1000, storage, reload })).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000');
    expect(handlePossibleChunkError(chunkError, { now: 30_000, storage, reload })).toBe(false);
    expect(handlePossibleChunkError(chunkError, { now: 61_000, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does nothing for other errors or without storage', () => {
    const reload = vi.fn();
    expect(handlePossibleChunkError(new Error('boom'), { now: 1, storage: memoryStorage(), reload })).toBe(false);
    expect(handlePossibleChunkError(chunkError, { now: 1, storage: undefined, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
