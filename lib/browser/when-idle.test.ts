import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle, whenIdleAfterLoad } from './when-idle';

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

describe('whenIdle', () => {
  it('uses requestIdleCallback with the timeout when the browser has it, and can cancel it', () => {
    const request = vi.fn(() => 7);
    const cancelIdle = vi.fn();
    Object.assign(window, { requestIdleCallback: request, cancelIdleCallback: cancelIdle });
    const callback = vi.fn();
    const cancel = whenIdle(callback, { timeoutMs: 2_000 });
    expect(request).toHaveBeenCalledWith(callback, { timeout: 2_000 });
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer without requestIdleCallback', () => {
    vi.useFakeTimers();
    Object.assign(window, { requestIdleCallback: undefined });
    const callback = vi.fn();
    const cancel = whenIdle(callback, { fallbackMs: 1_000 });
    vi.advanceTimersByTime(999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
    cancel();
  });
});

describe('whenIdleAfterLoad', () => {
  it('waits for the load event when the document is still loading', () => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const callback = vi.fn();
    whenIdleAfterLoad(callback, { fallbackMs: 10 });
    vi.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(10);
    expect(callback).toHaveBeenCalledOnce();
    readyState.mockRestore();
  });

  it('does nothing once cancelled before load', () => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const callback = vi.fn();
    whenIdleAfterLoad(callback, { fallbackMs: 10 })();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();
    readyState.mockRestore();
  });
});
