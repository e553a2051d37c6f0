import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLazyDialog } from './use-lazy-dialog';

afterEach(() => {
  vi.useRealTimers();
});

describe('useLazyDialog', () => {
  it('keeps the panel unloaded until intent, then opens a fresh session on every show', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { result } = renderHook(() => useLazyDialog());
    expect(result.current).toMatchObject({ loaded: false, open: false, session: 0 });

    act(() => result.current.preload());
    expect(result.current).toMatchObject({ loaded: true, open: false, session: 0 });

    act(() => result.current.show());
    expect(result.current).toMatchObject({ open: true, session: 1 });
    act(() => result.current.close());
    expect(result.current).toMatchObject({ loaded: true, open: false, session: 1 });
    act(() => result.current.show());
    expect(result.current.session).toBe(2);
    vi.restoreAllMocks();
  });

  it('loads the panel by itself once the page has loaded and the browser is idle', () => {
    vi.useFakeTimers();
    Object.assign(window, { requestIdleCallback: undefined });
    const { result } = renderHook(() => useLazyDialog());
    expect(result.current.loaded).toBe(false);
    act(() => vi.advanceTimersByTime(1_500));
    expect(result.current.loaded).toBe(true);
    expect(result.current.open).toBe(false);
    Reflect.deleteProperty(window, 'requestIdleCallback');
  });

  it('waits for intent when idle preloading is off (a heavy panel)', () => {
    vi.useFakeTimers();
    Object.assign(window, { requestIdleCallback: undefined });
    const { result } = renderHook(() => useLazyDialog({ preloadWhenIdle: false }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.loaded).toBe(false);
    act(() => result.current.preload());
    expect(result.current).toMatchObject({ loaded: true, open: false });
    Reflect.deleteProperty(window, 'requestIdleCallback');
  });
});
