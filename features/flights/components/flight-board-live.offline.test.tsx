import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '@/tests/render';
import { FlightBoardLive } from './flight-board-live.client';
import { sampleFlight, sampleLabels, sampleList, sampleParams } from '@/tests/fixtures/flights';

// The refresh loop's chunk cannot be fetched: the connection dropped within the board's first minute.
vi.mock('./flight-refresher.client', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const params = sampleParams;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

function renderBoard() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  renderWithProviders(
    <FlightBoardLive
      apiBase="http://api.test/api"
      params={params}
      initial={sampleList([sampleFlight()])}
      locale="es"
      labels={sampleLabels}
      clearHref="/vuelos"
    />,
  );
}

describe('FlightBoardLive without its refresh loop', () => {
  it('offline: keeps the board and says the refresh failed, instead of an error page', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderBoard();
    expect(screen.queryByText(sampleLabels.refreshFailed)).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    vi.useRealTimers();
    expect(await screen.findByText(sampleLabels.refreshFailed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AV9364' })).toBeInTheDocument();
  });
});
