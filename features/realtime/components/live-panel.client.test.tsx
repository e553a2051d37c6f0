import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '@/lib/query-client';
import { server } from '@/tests/msw/server';
import { renderWithProviders, screen, waitFor } from '@/tests/render';
import { queuesKey } from '../api/queues';
import { parkingKey } from '../api/parking';
import { LivePanel } from './live-panel.client';
import { QueueBoard } from './queue-board';
import { API, ago, hhmm, parking, parkingLabels, queueLabels, queues } from '@/tests/fixtures/realtime';

function freshClient() {
  const client = getQueryClient();
  client.clear();
  client.setDefaultOptions({ queries: { retry: false } });
  return client;
}

afterEach(() => getQueryClient().clear());

describe('LivePanel (queues)', () => {
  it('refreshes at once when the server answer is older than a refresh interval (a cached page)', async () => {
    freshClient();
    let calls = 0;
    server.use(
      http.get(`${API}/v2/queues`, () => {
        calls++;
        return HttpResponse.json(queues(ago(0), ago(0), 45));
      }),
    );
    renderWithProviders(
      <LivePanel kind="queues" initial={queues(ago(5))} labels={queueLabels} apiBase={API} locale="es" />,
    );
    expect(screen.getByText('Menos de 10 minutos')).toBeInTheDocument();
    expect(await screen.findByText('Menos de 45 minutos', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('does not refetch at once an answer the server just made', async () => {
    const client = freshClient();
    let calls = 0;
    server.use(
      http.get(`${API}/v2/queues`, () => {
        calls++;
        return HttpResponse.json(queues(ago(0)));
      }),
    );
    renderWithProviders(
      <LivePanel kind="queues" initial={queues(ago(0))} labels={queueLabels} apiBase={API} locale="es" />,
    );
    await waitFor(() => expect(client.getQueryCache().find({ queryKey: queuesKey() })).toBeDefined(), {
      timeout: 5000,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBe(0);
  });

  it('turns measurements older than 15 minutes stale when refreshes keep failing', async () => {
    freshClient();
    server.use(http.get(`${API}/v2/queues`, () => new HttpResponse(null, { status: 503 })));
    // Rendered 20 minutes ago (not stale then), served from a cache now.
    const measuredAt = ago(20);
    renderWithProviders(
      <LivePanel kind="queues" initial={queues(measuredAt)} labels={queueLabels} apiBase={API} locale="es" />,
    );
    expect(screen.getByText(`Medido a las ${hhmm(measuredAt)}`)).toBeInTheDocument();
    expect(await screen.findByText(queueLabels.refreshFailed, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText(`Dato de las ${hhmm(measuredAt)}: puede haber cambiado`)).toBeInTheDocument();
    expect(screen.queryByText(`Medido a las ${hhmm(measuredAt)}`)).not.toBeInTheDocument();
  });

  it('keeps recent measurements as they are when a refresh fails', async () => {
    freshClient();
    server.use(http.get(`${API}/v2/queues`, () => new HttpResponse(null, { status: 503 })));
    const measuredAt = ago(3);
    renderWithProviders(
      <LivePanel kind="queues" initial={queues(ago(2), measuredAt)} labels={queueLabels} apiBase={API} locale="es" />,
    );
    expect(await screen.findByText(queueLabels.refreshFailed, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(`Medido a las ${hhmm(measuredAt)}`)).toBeInTheDocument();
  });
});

describe('LivePanel (parking)', () => {
  it('refreshes an old answer at once and marks availability stale when refreshes keep failing', async () => {
    const client = freshClient();
    server.use(http.get(`${API}/v2/parking`, () => new HttpResponse(null, { status: 500 })));
    const measuredAt = ago(16);
    renderWithProviders(
      <LivePanel kind="parking" initial={parking(measuredAt)} labels={parkingLabels} apiBase={API} locale="es" />,
    );
    expect(screen.getByText(`Medido a las ${hhmm(measuredAt)}`)).toBeInTheDocument();
    expect(
      await screen.findByText(`Dato de las ${hhmm(measuredAt)}: puede haber cambiado`, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(client.getQueryState(parkingKey())?.errorUpdatedAt).toBeGreaterThan(0);
  });

  it('shows the new availability once a refresh succeeds', async () => {
    freshClient();
    server.use(http.get(`${API}/v2/parking`, () => HttpResponse.json(parking(ago(0), 37))));
    renderWithProviders(
      <LivePanel kind="parking" initial={parking(ago(4))} labels={parkingLabels} apiBase={API} locale="es" />,
    );
    expect(await screen.findByText('37 de 400 cupos libres', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('QueueBoard', () => {
  it('labels the 2-hour chart with the queue it plots, not the first listed', () => {
    const data = queues(ago(1));
    const [first] = data.checkpoints;
    data.checkpoints = [
      {
        ...first!,
        queues: [
          { type: 'foreigners-biometric', wait: { kind: 'lessThan', maxMinutes: 5 }, updatedAt: ago(1), stale: false },
          ...first!.queues,
        ],
        historyQueue: 'national-biometric',
      },
    ];
    renderWithProviders(<QueueBoard data={data} labels={queueLabels} locale="es" />);
    expect(screen.getByText('Biométrica para colombianos, espera entre 8 y 8 minutos.')).toBeInTheDocument();
  });
});
