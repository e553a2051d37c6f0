import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { followFlight, readFollowedFlights } from '@/lib/browser/followed-flights';
import { server } from '@/tests/msw/server';
import MyFlights, { type MyFlightsLabels } from './my-flights.client';

const labels: MyFlightsLabels = {
  title: 'Mis vuelos',
  intro: 'Los vuelos que sigues.',
  remove: 'Dejar de seguir {flight}',
  updated: 'Actualizado {time}',
  savedAt: 'Sin conexión: información de las {time}',
  unavailable: 'No pudimos actualizar este vuelo.',
  gate: 'Puerta',
  belt: 'Banda',
  estimated: 'Estimado',
  notAssigned: 'Sin asignar',
  tripPlan: 'Mi viaje en el {flight}',
};
const flight = {
  id: '20261122-AV9364-dep',
  flight: 'AV9364',
  status: { code: 'DLY', es: 'Retrasado', en: 'Delayed', fr: 'Retardé', pt: 'Atrasado' },
  city: { code: 'MDE', es: 'Medellín', en: 'Medellín', fr: 'Medellín', pt: 'Medellín' },
  airline: { code: 'AV', name: 'Avianca' },
  gate: 'A12',
  claim: null,
  scheduleDate: '2026-11-22 14:00:00',
  estimatedDate: '2026-11-22 14:45:00',
  actualDate: null,
};

afterEach(() => window.localStorage.clear());

function show() {
  followFlight({ id: flight.id, flight: flight.flight, direction: 'departure' });
  render(<MyFlights apiBase="/api" locale="es" pathPrefix="" labels={labels} />);
  return screen.getByRole('region', { name: 'Mis vuelos' });
}

describe('MyFlights', () => {
  it('shows each followed flight with its live status, new time and gate, and keeps the data', async () => {
    server.use(http.get('*/api/v2/flights/:id', () => HttpResponse.json(flight)));
    const region = show();
    expect(await within(region).findByText('Retrasado')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'AV9364' })).toHaveAttribute(
      'href',
      `/vuelos/detalle/${flight.id}`,
    );
    expect(within(region).getByRole('link', { name: 'Mi viaje en el AV9364' })).toHaveAttribute(
      'href',
      `/vuelos/mi-viaje/${flight.id}`,
    );
    expect(region).toHaveTextContent('Estimado 14:45');
    expect(region).toHaveTextContent('Puerta: A12');
    expect(region).toHaveTextContent(/Actualizado \d{2}:\d{2}/);
    expect(readFollowedFlights()[0]?.last?.gate).toBe('A12');
  });

  it('says when the data comes from the offline cache (the service worker’s Sw-Cached-At), with its time', async () => {
    server.use(
      http.get('*/api/v2/flights/:id', () =>
        HttpResponse.json(flight, { headers: { 'Sw-Cached-At': '2026-11-22T15:05:00.000Z' } }),
      ),
    );
    const region = show();
    expect(await within(region).findByText('Sin conexión: información de las 10:05')).toBeInTheDocument();
  });

  it('keeps the last data when the network fails, and a flight can be removed', async () => {
    server.use(http.get('*/api/v2/flights/:id', () => HttpResponse.error()));
    const region = show();
    expect(await within(region).findByText(/^Sin conexión: información de las/)).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Dejar de seguir AV9364' }));
    expect(readFollowedFlights()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Mis vuelos' })).toBeNull();
  });
});
