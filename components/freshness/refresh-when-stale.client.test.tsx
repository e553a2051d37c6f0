import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RefreshWhenStale } from './refresh-when-stale.client';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const RENDERED = Date.parse('2026-11-22T10:00:00-05:00');
/** The application clock reads RENDERED when the browser's reads `browserNow`. */
const offsetAt = (browserNow: number) => RENDERED - browserNow;

function showTab() {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  vi.useRealTimers();
  refresh.mockReset();
});

describe('RefreshWhenStale', () => {
  it('renders the page again when it is shown after more than its maximum age, not before', () => {
    vi.useFakeTimers();
    const start = Date.now();
    render(<RefreshWhenStale renderedAtMs={RENDERED} clockOffsetMs={offsetAt(start)} maxAgeMs={10 * 60_000} />);
    expect(refresh).not.toHaveBeenCalled();
    vi.setSystemTime(start + 9 * 60_000);
    showTab();
    expect(refresh).not.toHaveBeenCalled();
    vi.setSystemTime(start + 61 * 60_000);
    showTab();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('also when the page comes back from the back-forward cache', () => {
    vi.useFakeTimers();
    const start = Date.now();
    render(<RefreshWhenStale renderedAtMs={RENDERED} clockOffsetMs={offsetAt(start)} maxAgeMs={5 * 60_000} />);
    vi.setSystemTime(start + 30 * 60_000);
    window.dispatchEvent(new Event('pageshow'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('while open, renders the page again once it is older than its maximum age, never while hidden, not after unmount', () => {
    vi.useFakeTimers();
    const start = Date.now();
    const { unmount } = render(
      <RefreshWhenStale renderedAtMs={RENDERED} clockOffsetMs={offsetAt(start)} maxAgeMs={15 * 60_000} whileOpen />,
    );
    showTab();
    vi.advanceTimersByTime(15 * 60_000);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    vi.advanceTimersByTime(10 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    unmount();
    vi.advanceTimersByTime(30 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('without whileOpen, an open page is left as it is until it is shown again', () => {
    vi.useFakeTimers();
    const start = Date.now();
    render(<RefreshWhenStale renderedAtMs={RENDERED} clockOffsetMs={offsetAt(start)} maxAgeMs={15 * 60_000} />);
    showTab();
    vi.advanceTimersByTime(60 * 60_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
