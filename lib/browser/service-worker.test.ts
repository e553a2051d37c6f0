import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorkerWhenIdle } from './service-worker';

afterEach(() => {
  vi.useRealTimers();
});

describe('registerServiceWorkerWhenIdle', () => {
  it('registers /sw.js for the whole site only once the page is loaded and idle', () => {
    vi.useFakeTimers();
    Object.assign(window, { requestIdleCallback: undefined });
    const register = vi.fn(() => Promise.resolve({}));
    const nav = { serviceWorker: { register } } as unknown as Navigator;
    registerServiceWorkerWhenIdle(nav);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_500);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('does nothing where the browser has no service workers', () => {
    vi.useFakeTimers();
    const cancel = registerServiceWorkerWhenIdle({} as Navigator);
    vi.advanceTimersByTime(10_000);
    expect(cancel).toBeTypeOf('function');
  });

  it('can be cancelled before it runs, and ignores a failed registration', async () => {
    vi.useFakeTimers();
    Object.assign(window, { requestIdleCallback: undefined });
    const register = vi.fn(() => Promise.reject(new Error('SecurityError')));
    const nav = { serviceWorker: { register } } as unknown as Navigator;
    registerServiceWorkerWhenIdle(nav)();
    vi.advanceTimersByTime(10_000);
    expect(register).not.toHaveBeenCalled();
    registerServiceWorkerWhenIdle(nav);
    vi.advanceTimersByTime(1_500);
    expect(register).toHaveBeenCalledOnce();
    await Promise.resolve();
  });
});
