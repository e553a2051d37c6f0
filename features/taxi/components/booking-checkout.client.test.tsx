import { http, HttpResponse, delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import type { Locale } from '@/lib/i18n/locales';
import { screen, userEvent, waitFor, within } from '@/tests/render';
import { createTaxiStore, storeToken } from '../store';
import { BookingFlow } from './booking-flow.client';
import { clockOffsetAt, gate, renderTaxi, taxiApi, TEST_NOW } from '@/tests/fixtures/taxi';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

afterEach(() => window.localStorage.clear());

const AIRPORT = 'Aeropuerto Internacional El Dorado (BOG)';
const place = { formatedAddress: 'Calle 93 # 11-26, Bogotá', lat: 4.6767, lng: -74.0483, source: 'street-grid' };

type BookAnswer = () => Response | Promise<Response>;

/** The labels the journey clicks, per locale. */
const LABELS = {
  es: {
    to: 'Destino',
    accessible: 'Vehículo accesible (con rampa para silla de ruedas)',
    calculate: 'Calcular tarifa',
    chooseVan: 'Elegir Van',
    confirm: 'Confirma tu reserva',
  },
  en: {
    to: 'To',
    accessible: 'Wheelchair-accessible vehicle (with a ramp)',
    calculate: 'Calculate fare',
    chooseVan: 'Choose Van',
    confirm: 'Confirm your booking',
  },
} as const;

async function toConfirmation(
  book: BookAnswer,
  bookGate?: ReturnType<typeof gate>,
  { locale = 'es', accessible = false }: { locale?: Extract<Locale, 'es' | 'en'>; accessible?: boolean } = {},
) {
  const labels = LABELS[locale];
  const requests: { body: unknown; key: string | null; auth: string | null }[] = [];
  server.use(
    http.post(taxiApi('/geocoding'), () => HttpResponse.json(place)),
    http.post(taxiApi('/calculate-rate'), () =>
      HttpResponse.json({ normal: 45300, minivan: 58900, van: 72500, currency: 'COP', distanceKm: 14, surcharges: [] }),
    ),
    http.post(taxiApi('/book'), async ({ request }) => {
      requests.push({
        body: await request.json(),
        key: request.headers.get('idempotency-key'),
        auth: request.headers.get('authorization'),
      });
      await (bookGate ? bookGate.wait() : delay(20));
      return book();
    }),
  );
  storeToken('token-123');
  const store = createTaxiStore({
    isLoggedIn: true,
    user: { name: 'María Pérez', phone: '3001234567', phoneCountryCode: '57', email: 'maria@example.com' },
  });
  const user = userEvent.setup();
  renderTaxi(
    <BookingFlow
      airportName={AIRPORT}
      initialDate="2026-11-22"
      initialTime="10:00"
      clockOffsetMs={clockOffsetAt(TEST_NOW)}
    />,
    { store, locale },
  );
  await user.type(screen.getByLabelText(labels.to), 'Calle 93 # 11-26');
  if (accessible) await user.click(screen.getByRole('checkbox', { name: labels.accessible }));
  await user.click(screen.getByRole('button', { name: labels.calculate }));
  await user.click(await screen.findByRole('button', { name: labels.chooseVan }));
  await screen.findByRole('heading', { name: labels.confirm });
  return { user, requests };
}

describe('booking confirmation', () => {
  it("confirms with 'Sí, reservar', shows 'Reservando...', then success clears the details", async () => {
    const bookGate = gate();
    const { user, requests } = await toConfirmation(
      () => HttpResponse.json({ status: true, userMessage: 'ok', bookingId: 7, bookingNumber: 'TX-1' }),
      bookGate,
    );
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('María Pérez');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('maria@example.com');
    await user.click(screen.getByLabelText('Tarjeta'));
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Confirmas la reserva?' });
    expect(dialog).toHaveTextContent('$ 72.500');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Sí, reservar' }));
    expect(await within(dialog).findByRole('button', { name: 'Reservando...' })).toBeDisabled();
    bookGate.open();
    expect(await screen.findByText('Tu reserva se realizó correctamente')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Destino')).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Elige tu vehículo' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.auth).toBe('Bearer token-123');
    expect(requests[0]?.key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(requests[0]?.body).toEqual({
      name: 'María Pérez',
      email: 'maria@example.com',
      phone: '3001234567',
      phoneCountryCode: '57',
      paymentMethod: 'CARD',
      date: '2026-11-22 10:00',
      lat: place.lat,
      lon: place.lng,
      address: place.formatedAddress,
      vehicleType: 'VAN',
      direction: 'from_airport',
      accessible: false,
    });
  });

  it('sends accessible: true when the accessible-vehicle box is ticked, and says so in the summary and the prompt', async () => {
    const { user, requests } = await toConfirmation(
      () => HttpResponse.json({ status: true, userMessage: 'ok', bookingId: 8, bookingNumber: 'TX-2' }),
      undefined,
      { accessible: true },
    );
    const checkbox = screen.getByRole('checkbox', { name: LABELS.es.accessible });
    expect(checkbox).toBeChecked();
    expect(checkbox).toHaveAccessibleDescription(
      'La empresa de taxis enviará un vehículo con rampa del tipo que elijas. La tarifa no cambia.',
    );
    expect(screen.getByText('Vehículo accesible, con rampa para silla de ruedas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Confirmas la reserva?' });
    expect(dialog).toHaveTextContent('Pides un vehículo accesible, con rampa para silla de ruedas.');
    expect(dialog).toHaveTextContent('$ 72.500'); // the same price
    await user.click(within(dialog).getByRole('button', { name: 'Sí, reservar' }));
    expect(await screen.findByText('Tu reserva se realizó correctamente')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toMatchObject({ vehicleType: 'VAN', accessible: true });
    // The next booking starts without it.
    expect(screen.getByRole('checkbox', { name: LABELS.es.accessible })).not.toBeChecked();
  });

  it('in English too: the box, the summary line and accessible: true in the request', async () => {
    const { user, requests } = await toConfirmation(
      () => HttpResponse.json({ status: true, userMessage: 'ok', bookingId: 9, bookingNumber: 'TX-3' }),
      undefined,
      { locale: 'en', accessible: true },
    );
    expect(screen.getByText('Wheelchair-accessible vehicle, with a ramp')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the booking?' });
    expect(dialog).toHaveTextContent('You are asking for a wheelchair-accessible vehicle, with a ramp.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, book' }));
    expect(await screen.findByText('Your booking was made')).toBeInTheDocument();
    expect(requests[0]?.body).toMatchObject({ vehicleType: 'VAN', accessible: true, paymentMethod: 'CASH' });
  });

  it("'Cancelar' closes the prompt without booking", async () => {
    const { user, requests } = await toConfirmation(() =>
      HttpResponse.json({ status: true, userMessage: 'ok', bookingId: 7, bookingNumber: 'TX-1' }),
    );
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("a refusal shows the company's userMessage, capitalised", async () => {
    const { user } = await toConfirmation(() =>
      HttpResponse.json({
        status: false,
        userMessage: 'no hay vans disponibles a esa hora',
        bookingId: null,
        bookingNumber: null,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, reservar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al realizar la reserva');
    expect(alert).toHaveTextContent('No hay vans disponibles a esa hora');
  });

  it("an exception opens the 'Ha ocurrido un error' dialog with the server message", async () => {
    const { user } = await toConfirmation(() =>
      HttpResponse.json(
        { error: { code: 'validation_error', message: 'La hora de recogida ya pasó.' } },
        { status: 400 },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, reservar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ha ocurrido un error' });
    expect(dialog).toHaveTextContent('La hora de recogida ya pasó.');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('Error al realizar la reserva');
  });

  it("falls back to 'Error desconocido' when the server gives no message", async () => {
    const { user } = await toConfirmation(() => new HttpResponse('boom', { status: 502 }));
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, reservar' }));
    expect(await screen.findByRole('dialog', { name: 'Ha ocurrido un error' })).toHaveTextContent('Error desconocido');
  });
});
