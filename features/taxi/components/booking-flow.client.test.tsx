import { http, HttpResponse, delay } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import { screen, userEvent, waitFor } from '@/tests/render';
import { BookingFlow } from './booking-flow.client';
import { clockOffsetAt, gate, renderTaxi, taxiApi, TEST_NOW } from '@/tests/fixtures/taxi';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const AIRPORT = 'Aeropuerto Internacional El Dorado (BOG)';
const place = { formatedAddress: 'Calle 93 # 11-26, Bogotá', lat: 4.6767, lng: -74.0483, source: 'street-grid' };
const rates = { normal: 45300, minivan: 58900, van: 72500, currency: 'COP', distanceKm: 14, surcharges: ['airport'] };

function setup() {
  const geocoded: string[] = [];
  const rated: unknown[] = [];
  server.use(
    http.post(taxiApi('/geocoding'), async ({ request }) => {
      const { address } = (await request.json()) as { address: string };
      geocoded.push(address);
      await delay(30);
      return HttpResponse.json(place);
    }),
    http.post(taxiApi('/calculate-rate'), async ({ request }) => {
      rated.push(await request.json());
      await delay(30);
      return HttpResponse.json(rates);
    }),
  );
  const user = userEvent.setup();
  renderTaxi(
    <BookingFlow
      airportName={AIRPORT}
      initialDate="2026-11-22"
      initialTime="10:00"
      clockOffsetMs={clockOffsetAt(TEST_NOW)}
    />,
  );
  return { user, geocoded, rated };
}

describe('booking flow', () => {
  // The checkout is a lazy chunk; its first import transforms a large module tree, which on a loaded 2-core
  // machine took most of a test's time. Import it once here so the tests wait on the flow, not on the transform.
  beforeAll(async () => {
    await import('./booking-checkout.client');
  });

  it('defaults to the airport as a read-only origin and today/now', () => {
    setup();
    expect(screen.getByLabelText('Origen')).toHaveValue(AIRPORT);
    expect(screen.getByLabelText('Origen')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Destino')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Fecha')).toHaveValue('2026-11-22');
    expect(screen.getByLabelText('Hora')).toHaveValue('10:00');
  });

  it('geocodes the destination on blur, but not under 2 characters', async () => {
    const { user, geocoded } = setup();
    await user.type(screen.getByLabelText('Destino'), 'C');
    await user.tab();
    expect(geocoded).toEqual([]);
    await user.type(screen.getByLabelText('Destino'), 'alle 93 # 11-26');
    await user.tab();
    expect(await screen.findByText('Buscando la dirección...')).toBeInTheDocument();
    expect(await screen.findByText('Ubicada: Calle 93 # 11-26, Bogotá')).toBeInTheDocument();
    expect(geocoded).toEqual(['Calle 93 # 11-26']);
  });

  it("shows 'Calculando...' while it calculates, then the three vehicles with COP prices", async () => {
    const { user, rated } = setup();
    const slow = gate();
    server.use(
      http.post(taxiApi('/calculate-rate'), async ({ request }) => {
        rated.push(await request.json());
        await slow.wait();
        return HttpResponse.json(rates);
      }),
    );
    await user.type(screen.getByLabelText('Destino'), 'Calle 93 # 11-26');
    await user.click(screen.getByRole('button', { name: 'Calcular tarifa' }));
    expect(await screen.findByRole('button', { name: 'Calculando...' })).toBeDisabled();
    slow.open();
    const vehiclesHeading = await screen.findByRole('heading', { name: 'Elige tu vehículo' });
    // The list's heading takes focus after the render (an effect): wait for it, or it could take focus back from
    // the card focused below on a loaded machine (seen once in a full run).
    await waitFor(() => expect(vehiclesHeading).toHaveFocus());
    expect(rated).toEqual([{ lat: place.lat, lon: place.lng, fechaReserva: '2026-11-22 10:00' }]);
    expect(screen.getByText('$ 45.300')).toBeInTheDocument();
    expect(screen.getByText('$ 72.500')).toBeInTheDocument();
    expect(screen.getAllByText('Equipaje: 2')).toHaveLength(3);
    const van = screen.getByRole('button', { name: 'Elegir Van' });
    van.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Van elegido' })).toHaveAttribute('aria-pressed', 'true');
    // Not signed in: the sign-in form follows, and takes focus (it is two screens further down on a phone).
    const next = await screen.findByRole('heading', { name: 'Ingresa con tu celular' });
    await waitFor(() => expect(next).toHaveFocus());
  });

  it('swaps: the origin becomes editable and the airport the read-only destination', async () => {
    const { user, rated } = setup();
    await user.type(screen.getByLabelText('Destino'), 'Usaquén');
    await user.click(screen.getByRole('button', { name: 'Intercambiar origen y destino' }));
    expect(screen.getByLabelText('Origen')).toHaveValue('Usaquén');
    expect(screen.getByLabelText('Origen')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Destino')).toHaveValue(AIRPORT);
    expect(screen.getByLabelText('Destino')).toHaveAttribute('readonly');
    expect(screen.getByText('Viaje hacia el aeropuerto')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calcular tarifa' }));
    await screen.findByRole('heading', { name: 'Elige tu vehículo' });
    expect(rated).toHaveLength(1);
    // The request the blur started before the swap placed the origin.
    expect(screen.getByText('Ubicada: Calle 93 # 11-26, Bogotá')).toBeInTheDocument();
    expect(screen.getByLabelText('Origen')).toHaveValue('Usaquén');
  });

  it("says 'Por favor ingrese una dirección válida' on the address field when there is no address to place", async () => {
    const { user, rated } = setup();
    const to = screen.getByLabelText('Destino');
    await user.type(to, 'x');
    await user.click(screen.getByRole('button', { name: 'Calcular tarifa' }));
    await waitFor(() => expect(to).toHaveFocus());
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription(/Por favor ingrese una dirección válida$/);
    expect(rated).toEqual([]);
    // Typing clears it.
    await user.type(to, 'y');
    expect(to).not.toHaveAttribute('aria-invalid');
  });

  describe('the pickup date and time follow now until the visitor changes them', () => {
    // The browser's clock, moved on by the test: real time plus `shiftMs`.
    let shiftMs = 0;
    beforeEach(() => {
      shiftMs = 0;
      const realNow = Date.now.bind(Date);
      vi.spyOn(Date, 'now').mockImplementation(() => realNow() + shiftMs);
    });
    afterEach(() => vi.restoreAllMocks());

    function renderStale() {
      server.use(
        http.post(taxiApi('/geocoding'), () => HttpResponse.json(place)),
        http.post(taxiApi('/calculate-rate'), async ({ request }) => {
          rated.push(await request.json());
          return HttpResponse.json(rates);
        }),
      );
      const rated: unknown[] = [];
      // The HTML was rendered (or cached) at 10:00; the visitor opens it at 10:20.
      renderTaxi(
        <BookingFlow
          airportName={AIRPORT}
          initialDate="2026-11-22"
          initialTime="10:00"
          clockOffsetMs={clockOffsetAt('2026-11-22T10:20:00-05:00')}
        />,
      );
      return { user: userEvent.setup(), rated };
    }

    it('shows now on mount, not the time the page was rendered', async () => {
      renderStale();
      await waitFor(() => expect(screen.getByLabelText('Hora')).toHaveValue('10:20'));
      expect(screen.getByLabelText('Fecha')).toHaveValue('2026-11-22');
    });

    it('prices the trip at now when submitted, even after the page stayed open', async () => {
      const { user, rated } = renderStale();
      await waitFor(() => expect(screen.getByLabelText('Hora')).toHaveValue('10:20'));
      shiftMs = 9 * 60_000; // the visitor comes back 9 minutes later
      await user.type(screen.getByLabelText('Destino'), 'Calle 93 # 11-26');
      await user.click(screen.getByRole('button', { name: 'Calcular tarifa' }));
      await screen.findByRole('button', { name: 'Elegir Van' });
      expect(rated).toEqual([{ lat: place.lat, lon: place.lng, fechaReserva: '2026-11-22 10:29' }]);
      expect(screen.getByLabelText('Hora')).toHaveValue('10:29');
    });

    it("keeps the visitor's own date and time", async () => {
      const { user, rated } = renderStale();
      await waitFor(() => expect(screen.getByLabelText('Hora')).toHaveValue('10:20'));
      await user.clear(screen.getByLabelText('Hora'));
      await user.type(screen.getByLabelText('Hora'), '18:45');
      shiftMs = 9 * 60_000;
      await user.type(screen.getByLabelText('Destino'), 'Calle 93 # 11-26');
      await user.click(screen.getByRole('button', { name: 'Calcular tarifa' }));
      await screen.findByRole('button', { name: 'Elegir Van' });
      expect(rated).toEqual([{ lat: place.lat, lon: place.lng, fechaReserva: '2026-11-22 18:45' }]);
      expect(screen.getByLabelText('Hora')).toHaveValue('18:45');
    });
  });

  it("shows 'Ha ocurrido un error' with the server's message when the address cannot be placed", async () => {
    server.use(
      http.post(taxiApi('/geocoding'), () =>
        HttpResponse.json(
          { error: { code: 'address_not_found', message: 'No pudimos ubicar «zzzz» en Bogotá.' } },
          { status: 422 },
        ),
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderTaxi(
      <BookingFlow
        airportName={AIRPORT}
        initialDate="2026-11-22"
        initialTime="10:00"
        clockOffsetMs={clockOffsetAt(TEST_NOW)}
      />,
    );
    await user.type(screen.getByLabelText('Destino'), 'zzzz');
    await user.tab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ha ocurrido un error');
    expect(alert).toHaveTextContent('No pudimos ubicar «zzzz» en Bogotá.');
    expect(screen.getByText('Dirección, barrio, hotel o lugar en Bogotá.')).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalled());
  });
});
