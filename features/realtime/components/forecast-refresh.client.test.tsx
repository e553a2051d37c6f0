import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForecastRefresh } from './forecast-refresh.client';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

afterEach(() => {
  vi.useRealTimers();
  refresh.mockReset();
  setVisibility('visible');
});

describe('ForecastRefresh', () => {
  it('renders the forecast again every interval while visible, never while hidden, and stops when unmounted', () => {
    vi.useFakeTimers();
    const { unmount } = render(<ForecastRefresh everyMs={900_000} />);
    vi.advanceTimersByTime(899_000);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    vi.advanceTimersByTime(900_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    unmount();
    vi.advanceTimersByTime(1_800_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
