import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/tests/msw/server';
import { createTestQueryClient, renderWithProviders, screen, waitFor } from '@/tests/render';
import { flightListKey, type FlightListParams } from '../api/flight-list';
import { FlightBoardLive } from './flight-board-live.client';
import { sampleFlight, sampleLabels, sampleList } from './test-fixtures';

const API = 'http://api.test/api';
const params: FlightListParams = { direction: 'departure', kind: 'commercial', type: 'all', date: '2026-11-22', page: 1, pageSize: 25 };

function setup(list = sampleList([sampleFlight()])) {
  const queryClient = createTestQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 60_000 } });
  queryClient.setQueryData(flightListKey(params), list);
  renderWithProviders(<FlightBoardLive apiBase={API} params={params} locale="es" labels={sampleLabels} clearHref="/vuelos" />, { queryClient });
  return queryClient;
}

describe('FlightBoardLive', () => {
  it('paints the server data at once, without fetching, with the updated stamp', () => {
    setup();
    expect(screen.getByRole('link', { name: 'AV9364' })).toBeInTheDocument();
    expect(screen.getByText('Actualizado a las 10:00')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('announces politely the flights whose status changed on refresh', async () => {
    const queryClient = setup(sampleList([sampleFlight(), sampleFlight({ id: 'b', flight: 'AV9392' })]));
    server.use(
      http.get(`${API}/v2/flights/departures`, () =>
        HttpResponse.json(
          sampleList(
            [
              sampleFlight({ status: { code: 'BRD', es: 'Embarcando', en: 'Boarding', fr: 'Embarquement', pt: 'Embarque' } }),
              sampleFlight({ id: 'b', flight: 'AV9392' }),
            ],
            { updatedAt: '2026-11-22T10:01:00-05:00' },
          ),
        ),
      ),
    );
    await queryClient.refetchQueries();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Vuelo AV9364, Bucaramanga: Embarcando'));
    expect(screen.getByRole('status')).not.toHaveTextContent('AV9392');
    expect(screen.getByText('Actualizado a las 10:01')).toBeInTheDocument();
  });

  it("keeps the data and says so when a refresh fails", async () => {
    const queryClient = setup();
    server.use(http.get(`${API}/v2/flights/departures`, () => new HttpResponse(null, { status: 503 })));
    await queryClient.refetchQueries().catch(() => undefined);
    await waitFor(() => expect(screen.getByText(/No pudimos actualizar/)).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'AV9364' })).toBeInTheDocument();
  });

  it("shows 'Sin Resultados' with a hint and a way out when nothing matches", () => {
    setup(sampleList([]));
    expect(screen.getByText('Sin Resultados')).toBeInTheDocument();
    expect(screen.getByText('Prueba otro día.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los vuelos' })).toHaveAttribute('href', '/vuelos');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
