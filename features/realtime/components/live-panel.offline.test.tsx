import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '@/tests/render';
import { REALTIME_REFRESH_MS } from '../constants';
import { LivePanel } from './live-panel.client';
import { API, ago, queueLabels, queues } from '@/tests/fixtures/realtime';

// The refresh loop's chunk cannot be fetched: the page was opened, then the connection dropped.
const attempts = vi.hoisted(() => ({ count: 0 }));
vi.mock('./live-refresher.client', () => {
  attempts.count += 1;
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LivePanel without its refresh loop', () => {
  it('offline: keeps the queues, says the refresh failed and tries again a minute later, instead of an error page', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(
      <LivePanel kind="queues" initial={queues(ago(2))} labels={queueLabels} apiBase={API} locale="es" />,
    );
    await act(async () => {});
    expect(screen.getByText(queueLabels.refreshFailed)).toBeInTheDocument();
    expect(screen.getByText('Biométrica para colombianos')).toBeInTheDocument();
    const tried = attempts.count;
    await act(async () => {
      vi.advanceTimersByTime(REALTIME_REFRESH_MS);
    });
    expect(attempts.count).toBeGreaterThan(tried);
    expect(screen.getByText(queueLabels.refreshFailed)).toBeInTheDocument();
  });
});
