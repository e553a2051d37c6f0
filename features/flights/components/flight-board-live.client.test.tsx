import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import { getQueryClient } from '@/lib/query-client';
import { renderWithProviders, screen, waitFor } from '@/tests/render';
import { flightListKey } from '../api/flight-list';
import { FlightBoardLive } from './flight-board-live.client';
import { sampleFlight, sampleLabels, sampleList, sampleParams } from '@/tests/fixtures/flights';

const API = 'http://api.test/api';
const params = sampleParams;

afterEach(() => {
  vi.useRealTimers();
});

/** Renders the board with the server's list; the refresher (lazy) then owns the browser's query client. */
function renderBoard(list = sampleList([sampleFlight()])) {
  const queryClient = getQueryClient();
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = renderWithProviders(
    <FlightBoardLive
      apiBase={API}
      params={params}
      initial={list}
      locale="es"
      labels={sampleLabels}
      clearHref="/vuelos"
    />,
  );
  const refresherMounted = () => queryClient.getQueryCache().find({ queryKey: flightListKey(params) }) !== undefined;
  return { queryClient, refresherMounted, view };
}

/** The board, then its refresh loop once the first refresh is due (60 s on a fake clock; Date stays real). */
async function setup(list = sampleList([sampleFlight()])) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const { queryClient, refresherMounted } = renderBoard(list);
  act(() => vi.advanceTimersByTime(60_000));
  vi.useRealTimers();
  await waitFor(() => expect(refresherMounted()).toBe(true), { timeout: 5000 });
  return queryClient;
}

describe('FlightBoardLive', () => {
  it('loads the refresh loop only when the first refresh is due, 60 s after the board went live', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { refresherMounted, view } = renderBoard();
    expect(view.container.querySelector('[data-refreshing]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(59_000));
    expect(refresherMounted()).toBe(false);
    act(() => vi.advanceTimersByTime(1_000));
    vi.useRealTimers();
    await waitFor(() => expect(refresherMounted()).toBe(true), { timeout: 5000 });
  });

  it('paints the server data at once, without fetching, with the updated stamp', async () => {
    await setup();
    expect(screen.getByRole('link', { name: 'AV9364' })).toBeInTheDocument();
    expect(screen.getByText('Actualizado a las 10:00')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('announces politely the flights whose status changed on refresh', async () => {
    const queryClient = await setup(sampleList([sampleFlight(), sampleFlight({ id: 'b', flight: 'AV9392' })]));
    server.use(
      http.get(`${API}/v2/flights/departures`, () =>
        HttpResponse.json(
          sampleList(
            [
              sampleFlight({
                status: { code: 'BRD', es: 'Embarcando', en: 'Boarding', fr: 'Embarquement', pt: 'Embarque' },
              }),
              sampleFlight({ id: 'b', flight: 'AV9392' }),
            ],
            { updatedAt: '2026-11-22T10:01:00-05:00' },
          ),
        ),
      ),
    );
    await queryClient.refetchQueries();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Vuelo AV9364, Bucaramanga: Embarcando'), {
      timeout: 5000,
    });
    expect(screen.getByRole('status')).not.toHaveTextContent('AV9392');
    expect(screen.getByText('Actualizado a las 10:01')).toBeInTheDocument();
  });

  it('keeps the data and says so when a refresh fails', async () => {
    const queryClient = await setup();
    server.use(http.get(`${API}/v2/flights/departures`, () => new HttpResponse(null, { status: 503 })));
    await queryClient.refetchQueries().catch(() => undefined);
    await waitFor(() => expect(screen.getByText(/No pudimos actualizar/)).toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'AV9364' })).toBeInTheDocument();
  });

  it('says the data are simulated beside the stamp, and follows what each refresh answers', async () => {
    const note = /Vuelos simulados/;
    const queryClient = await setup(sampleList([sampleFlight()], { simulated: true }));
    expect(screen.getByText(note)).toBeInTheDocument();
    // The source switched to the real upstream: the next answer is not simulated, nor is the board.
    server.use(
      http.get(`${API}/v2/flights/departures`, () =>
        HttpResponse.json(sampleList([sampleFlight()], { updatedAt: '2026-11-22T10:01:00-05:00', simulated: false })),
      ),
    );
    await queryClient.refetchQueries();
    await waitFor(() => expect(screen.getByText('Actualizado a las 10:01')).toBeInTheDocument(), { timeout: 5000 });
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });

  it('says nothing about a simulation when the data come from the real source', async () => {
    await setup(sampleList([sampleFlight()], { simulated: false, stale: true }));
    expect(screen.getByText(/Datos de las 10:00/)).toBeInTheDocument();
    expect(screen.queryByText(/simulados/)).not.toBeInTheDocument();
  });

  it("shows 'Sin Resultados' with a hint and a way out when nothing matches", async () => {
    await setup(sampleList([]));
    expect(screen.getByText('Sin Resultados')).toBeInTheDocument();
    expect(screen.getByText('Prueba otro día.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los vuelos' })).toHaveAttribute('href', '/vuelos');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
