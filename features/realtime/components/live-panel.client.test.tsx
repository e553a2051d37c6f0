import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '@/lib/query-client';
import { server } from '@/tests/msw/server';
import { renderWithProviders, screen, waitFor } from '@/tests/render';
import { queuesKey } from '../api/queues';
import { parkingKey } from '../api/parking';
import type { Checkpoint, Lot, ParkingResponse, QueuesResponse, QueueType } from '../schemas';
import type { ParkingLabels, QueueLabels } from './labels';
import { LivePanel } from './live-panel.client';
import { QueueBoard } from './queue-board';

const API = 'http://api.test/api';
const MINUTE = 60_000;

/** An instant written like the API writes it: Bogota local time with its offset. */
function bogotaIso(ms: number): string {
  return `${new Date(ms - 5 * 60 * MINUTE).toISOString().slice(0, 19)}-05:00`;
}
const ago = (minutes: number) => bogotaIso(Date.now() - minutes * MINUTE);
const hhmm = (iso: string) => iso.slice(11, 16);

const common = {
  updated: 'Actualizado a las {time}',
  refreshFailed: 'No pudimos actualizar los datos; mostramos los últimos disponibles.',
  noData: 'Sin información',
  source: 'Fuente',
  measuredAt: 'Medido a las {time}',
  stale: 'Dato de las {time}: puede haber cambiado',
  terminal: 'Terminal {terminal}',
};

const types: Record<QueueType, string> = {
  general: 'General',
  preferential: 'Preferencial',
  'national-biometric': 'Biométrica para colombianos',
  'foreigners-biometric': 'Biométrica para extranjeros',
  traditional: 'Migración tradicional',
};

const queueLabels: QueueLabels = {
  ...common,
  lessThan: 'Menos de {max} minutos',
  between: 'Entre {min} y {max} minutos',
  types,
  chartTitle: 'Últimas 2 horas',
  chartSummary: '{queue}, espera entre {min} y {max} minutos.',
  chartNoData: 'Sin información de las últimas 2 horas.',
  chartTime: 'Hora',
  chartMinutes: 'Minutos',
};

const parkingLabels: ParkingLabels = {
  ...common,
  available: '{available} de {capacity} cupos libres',
  occupancy: '{percent} % ocupado',
  gauge: 'Ocupación de {lot}',
  full: 'Lleno',
  capacity: 'Capacidad total: {capacity} cupos',
  pricing: 'Tarifas',
  carPerMinute: 'Carro',
  motorbikePerMinute: 'Moto',
  dailyMaximum: 'Tope',
  lostTicket: 'Pérdida',
  contact: 'Contacto',
  phone: 'Teléfono',
  email: 'Correo',
  pay: 'Pagar',
};

function checkpoint(measuredAt: string, maxMinutes = 10): Checkpoint {
  return {
    id: 'migration-arrivals',
    kind: 'migration',
    direction: 'arrivals',
    terminal: 'T1',
    name: { es: 'Migración, llegadas', en: 'Immigration, arrivals', fr: 'Immigration', pt: 'Imigração' },
    queues: [
      { type: 'national-biometric', wait: { kind: 'lessThan', maxMinutes }, updatedAt: measuredAt, stale: false },
    ],
    historyQueue: 'national-biometric',
    history: [{ at: measuredAt, minutes: 8 }],
  };
}

function queues(updatedAt: string, measuredAt = updatedAt, maxMinutes = 10): QueuesResponse {
  return { updatedAt, source: 'simulation', checkpoints: [checkpoint(measuredAt, maxMinutes)] };
}

function parking(updatedAt: string, available = 120): ParkingResponse {
  const lot: Lot = {
    id: 'p1',
    terminal: 'T1',
    name: { es: 'Parqueadero 1', en: 'Car park 1', fr: 'Parking 1', pt: 'Estacionamento 1' },
    capacity: 400,
    available,
    updatedAt,
    stale: false,
    contact: { phone: '+57 601 000 0000', email: 'p@example.com' },
    pricing: { currency: 'COP', carPerMinute: 300, motorbikePerMinute: 90, dailyMaximum: 72000, lostTicket: 65000 },
    paymentUrl: 'https://pay.example/p1',
  };
  return { updatedAt, source: 'simulation', lots: [lot] };
}

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
    expect(await screen.findByText(common.refreshFailed, {}, { timeout: 5000 })).toBeInTheDocument();
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
    expect(await screen.findByText(common.refreshFailed, {}, { timeout: 5000 })).toBeInTheDocument();
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
