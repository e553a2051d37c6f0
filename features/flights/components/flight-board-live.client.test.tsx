import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/tests/msw/server';
import { getQueryClient } from '@/lib/query-client';
import { renderWithProviders, screen, waitFor } from '@/tests/render';
import { flightListKey, type FlightListParams } from '../api/flight-list';
import { FlightBoardLive } from './flight-board-live.client';
import { sampleFlight, sampleLabels, sampleList } from './test-fixtures';

const API = 'http://api.test/api';
const params: FlightListParams = {
  direction: 'departure',
  kind: 'commercial',
  type: 'all',
  date: '2026-11-22',
  page: 1,
  pageSize: 25,
};

/** Renders the board with the server's list; the refresher (lazy) then owns the browser's query client. */
async function setup(list = sampleList([sampleFlight()])) {
  const queryClient = getQueryClient();
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  renderWithProviders(
    <FlightBoardLive
      apiBase={API}
      params={params}
      initial={list}
      locale="es"
      labels={sampleLabels}
      clearHref="/vuelos"
    />,
  );
  await waitFor(() => expect(queryClient.getQueryCache().find({ queryKey: flightListKey(params) })).toBeDefined(), {
    timeout: 5000,
  });
  return queryClient;
}

describe('FlightBoardLive', () => {
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

  it("shows 'Sin Resultados' with a hint and a way out when nothing matches", async () => {
    await setup(sampleList([]));
    expect(screen.getByText('Sin Resultados')).toBeInTheDocument();
    expect(screen.getByText('Prueba otro día.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los vuelos' })).toHaveAttribute('href', '/vuelos');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
