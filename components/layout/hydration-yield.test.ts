import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HYDRATION_YIELD_ID, HYDRATION_YIELD_SCRIPT } from './hydration-yield';

// Next's own bootstrap, as the browser runs it: the contract the yield relies on.
const { appBootstrap } = createRequire(import.meta.url)('next/dist/client/app-bootstrap') as {
  appBootstrap: (hydrate: () => void) => void;
};

type Queue = { __next_s?: unknown[] };

afterEach(() => {
  delete (self as Queue).__next_s;
  document.head.querySelector(`#${HYDRATION_YIELD_ID}`)?.remove();
  vi.useRealTimers();
});

describe('the hydration yield', () => {
  it('queues one empty inline script, and leaves entries queued before it in place', () => {
    (self as Queue).__next_s = [['/before.js', {}]];
    new Function(HYDRATION_YIELD_SCRIPT)();
    expect((self as Queue).__next_s).toEqual([
      ['/before.js', {}],
      [0, { id: HYDRATION_YIELD_ID, children: '' }],
    ]);
  });

  it('makes Next hydrate in a later task, not in the one that ran its bootstrap', async () => {
    vi.useFakeTimers();
    new Function(HYDRATION_YIELD_SCRIPT)();
    const hydrate = vi.fn();
    appBootstrap(hydrate);
    // The rest of this task: its microtasks, however many the bootstrap chains.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(hydrate).not.toHaveBeenCalled();
    expect(document.head.querySelector(`script#${HYDRATION_YIELD_ID}`)?.textContent).toBe('');
    await vi.runAllTimersAsync();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('is what the yield adds: with nothing queued, Next hydrates at once', () => {
    const hydrate = vi.fn();
    appBootstrap(hydrate);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});
