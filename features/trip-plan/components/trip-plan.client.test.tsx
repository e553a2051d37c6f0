import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import es from '@/messages/es.json';
import { server } from '@/tests/msw/server';
import { TRIP_LABEL_KEYS, type TripLabelKey, type TripLabels } from '../labels';
import type { WalkTable } from '../walks';
import TripPlanIsland, { type TripPlanIslandProps } from './trip-plan.client';

function label(key: string): string {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], es.tripPlan) as string;
}
const labels = Object.fromEntries(
  (Object.keys(TRIP_LABEL_KEYS) as TripLabelKey[]).map((key) => [key, label(key)]),
) as TripLabels;

const WALKS: WalkTable = {
  entranceToCheckIn: 2,
  checkInToCheckpoint: 2,
  migrationToSecurity: 2,
  toGate: { 'gates-1-9': 4, 'gates-10-18': 7, 'gates-19-26': 12 },
  fromGate: { 'gates-1-9': 6 },
  migrationToBelt: 3,
  beltToExit: 3,
  exitToTaxiRank: 1,
  exitToParking: 8,
  unknownGate: 12,
};

const flight = {
  id: '20261122-4C4148-dep',
  flight: '4C4148',
  direction: 'departure' as const,
  flighttype: 'D' as const,
  airline: { code: '4C', name: 'LATAM' },
  terminal: 'T1',
  cityName: 'Armenia',
  gate: '18',
  claim: null,
  scheduleDate: '2026-11-22 19:55:00',
  estimatedDate: '2026-11-22 19:55:00',
  actualDate: null,
  status: { code: 'SCH' },
};

const props: TripPlanIslandProps = {
  flight,
  walks: WALKS,
  waits: { startMs: Date.parse('2026-11-22T00:00:00-05:00'), slotMinutes: 15, minutes: { 'security-domestic': [10] } },
  checkInClose: {},
  terminalArrival: {},
  origin: null,
  query: { address: '', mode: 'taxi' },
  addressError: null,
  labels,
  apiBase: '/api',
  locale: 'es',
  paths: { self: '/vuelos/mi-viaje/x', flight: '/vuelos/detalle/x', taxi: '/servicios/taxis' },
  nowMs: Date.parse('2026-11-22T10:00:00-05:00'),
  // The island's clock (Date.now() + offset) reads the server's 10:00, as APP_NOW makes it in the e2e tests.
  clockOffsetMs: Date.parse('2026-11-22T10:00:00-05:00') - Date.now(),
};

/** The island's props with its clock at a Bogotá time of the flight's day. */
const at = (hhmm: string): Pick<TripPlanIslandProps, 'nowMs' | 'clockOffsetMs'> => {
  const ms = Date.parse(`2026-11-22T${hhmm}:00-05:00`);
  return { nowMs: ms, clockOffsetMs: ms - Date.now() };
};

const place = { formatedAddress: 'Calle 93 # 11-26, Bogotá', lat: 4.6767, lng: -74.0483 };
const steps = () => screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-step'));

afterEach(() => window.localStorage.clear());

describe('TripPlanIsland', () => {
  it('places the address through the geocoder, keeps it in this browser and shows the leave-by time', async () => {
    server.use(
      http.get('*/api/v2/flights/:id', () => HttpResponse.json(flight)),
      http.post('*/api/v2/taxi-imperial/geocoding', () => HttpResponse.json(place)),
    );
    render(<TripPlanIsland {...props} />);
    expect(screen.getByText(labels.noAddress)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Dirección en Bogotá'), 'Calle 93 # 11-26');
    await userEvent.click(screen.getByRole('button', { name: 'Calcular mi plan' }));
    const heading = await screen.findByRole('heading', { level: 2, name: /^Sal a las \d{2}:\d{2}$/ });
    expect(heading).toBeInTheDocument();
    expect(window.localStorage.getItem('eldorado.trip-plan.v1')).toContain('Calle 93 # 11-26, Bogotá');
    const book = screen.getByRole('link', { name: /^Reservar un taxi para las \d{2}:\d{2}$/ });
    expect(book.getAttribute('href')).toMatch(
      /^\/servicios\/taxis#pickup=2026-11-22T\d{2}%3A\d{2}&address=Calle%2093%20%23%2011-26%2C%20Bogot%C3%A1$/,
    );
    expect(steps().map((li) => li.getAttribute('data-step'))).toEqual([
      'leave',
      'arrive-terminal',
      'bag-drop',
      'security',
      'walk-to-gate',
      'boarding',
      'gate-closes',
      'departure',
    ]);
  });

  it('says an address it cannot place, on the field', async () => {
    server.use(
      http.get('*/api/v2/flights/:id', () => HttpResponse.json(flight)),
      http.post('*/api/v2/taxi-imperial/geocoding', () => HttpResponse.json({ message: 'x' }, { status: 422 })),
    );
    render(<TripPlanIsland {...props} />);
    const field = screen.getByLabelText('Dirección en Bogotá');
    await userEvent.type(field, 'Calle 999 # 999-99');
    await userEvent.click(screen.getByRole('button', { name: 'Calcular mi plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(labels['errors.addressNotFound']);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
  });

  it('recomputes when the flight is delayed and its gate changes, and announces both politely', async () => {
    const origin = { address: 'Calle 93 # 11-26', label: place.formatedAddress, lat: place.lat, lng: place.lng };
    server.use(
      http.get('*/api/v2/flights/:id', () =>
        HttpResponse.json({ ...flight, estimatedDate: '2026-11-22 21:10:00', gate: '3', status: { code: 'DLY' } }),
      ),
    );
    render(<TripPlanIsland {...props} origin={{ ...origin, mode: 'taxi' }} />);
    const live = screen.getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');
    await within(live).findByText(/nueva hora 21:10 \(antes 19:55\)/);
    expect(live).toHaveTextContent('4C4148: sala 3 (antes 18).');
    expect(live).toHaveTextContent(/Nueva hora para salir de casa: \d{2}:\d{2} \(antes \d{2}:\d{2}\)\./);
    const departure = steps().find((li) => li.getAttribute('data-step') === 'departure');
    expect(departure).toHaveTextContent('21:10');
  });

  it('past the time to leave, says what leaving now gives and offers no taxi at a time gone', async () => {
    const origin = {
      address: 'Calle 93 # 11-26',
      label: place.formatedAddress,
      lat: place.lat,
      lng: place.lng,
      mode: 'taxi' as const,
    };
    server.use(http.get('*/api/v2/flights/:id', () => HttpResponse.json(flight)));
    // 17:30 for the 19:55: the time to leave for the advised 17:55 at the terminal has passed; the gate (closes 19:45)
    // can still be made.
    const { unmount } = render(<TripPlanIsland {...props} {...at('17:30')} origin={origin} />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Si aún no has salido, sal ahora' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /^La hora para salir ya pasó\. Saliendo ahora llegarías a la sala hacia las \d{2}:\d{2}; la puerta cierra a las 19:45\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Reservar un taxi/ })).toBeNull();
    unmount();
    // 19:20: by taxi the gate would be reached after it closes.
    render(<TripPlanIsland {...props} {...at('19:20')} origin={origin} />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Si aún no has salido, ya no alcanzas este vuelo' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /^La puerta cierra a las 19:45; saliendo ahora llegarías a la sala hacia las (19:[5-9]\d|2\d:\d{2})\. Habla con tu aerolínea/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Reservar un taxi/ })).toBeNull();
    expect(screen.queryByText(/^Sal a las/)).toBeNull();
  });
});
