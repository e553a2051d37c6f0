import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import { screen, userEvent, within } from '@/tests/render';
import type { BookingItem } from '../schemas';
import { createTaxiStore, storeToken } from '../store';
import { BookingsView } from './bookings-view.client';
import { renderTaxi, taxiApi } from '@/tests/fixtures/taxi';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

afterEach(() => window.localStorage.clear());

const base: BookingItem = {
  id: 1,
  bookingNumber: 'TX-2611-000001',
  status: 'confirmada',
  from: 'Aeropuerto Internacional El Dorado',
  to: 'Calle 93 # 11-26, Bogotá',
  date: '2026-11-22',
  time: '14:30',
  paymentMethod: 'CARD',
  vehicle: 'Van',
  vehicleType: 'VAN',
  direction: 'from_airport',
  accessible: false,
  driverName: 'Carlos Gómez',
  plate: 'WMT123',
  simulated: false,
  price: 72500,
};

function signedIn() {
  storeToken('good');
  return createTaxiStore({
    isLoggedIn: true,
    user: { name: 'María Pérez', phone: '3001234567', phoneCountryCode: '57' },
  });
}

describe('my bookings', () => {
  it('asks to sign in when signed out', () => {
    renderTaxi(<BookingsView />);
    expect(screen.getByRole('heading', { name: 'Ingresa con tu celular' })).toBeInTheDocument();
    expect(screen.getByText('Ingresa con tu celular para consultar tus reservas.')).toBeInTheDocument();
  });

  it('lists active bookings and history with every display field, and cancels after confirming', async () => {
    let bookings = {
      nueva: [],
      confirmada: [base],
      cumplida: [{ ...base, id: 2, bookingNumber: 'TX-2610-000002', status: 'cumplida' as const, date: '2026-10-02' }],
      cancelada: [] as BookingItem[],
    };
    const cancelled: string[] = [];
    server.use(
      http.get(taxiApi('/bookings'), () => HttpResponse.json(bookings)),
      http.post(taxiApi('/bookings/:id/cancel'), ({ params }) => {
        cancelled.push(String(params.id));
        const booking = { ...base, status: 'cancelada' as const };
        bookings = { ...bookings, confirmada: [], cancelada: [booking] };
        return HttpResponse.json({ status: true, booking });
      }),
    );
    const user = userEvent.setup();
    renderTaxi(<BookingsView />, { store: signedIn() });
    const active = await screen.findByRole('region', { name: 'Reservas activas' });
    const card = within(active).getByRole('listitem');
    for (const text of [
      'Reserva TX-2611-000001',
      'Confirmada',
      'Calle 93 # 11-26, Bogotá',
      '14:30',
      'Tarjeta',
      'Van',
      'Carlos Gómez',
      'WMT123',
      '$ 72.500',
    ])
      expect(card).toHaveTextContent(text);
    expect(card).toHaveTextContent(/domingo, 22 de noviembre de 2026/);
    const history = screen.getByRole('region', { name: 'Historial' });
    expect(within(history).getByText('Cumplida')).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: /Cancelar reserva/ })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /^Cancelar reserva\s*TX-2611-000001$/ }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar la reserva TX-2611-000001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar' }));
    expect(await screen.findByText('La reserva TX-2611-000001 fue cancelada.')).toBeInTheDocument();
    expect(cancelled).toEqual(['1']);
    expect(await screen.findByText('No tienes reservas activas')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Historial' })).getByText('Cancelada')).toBeInTheDocument();
  });

  it("marks a booking that asked for an accessible vehicle with 'Vehículo accesible', and only that one", async () => {
    const accessible = { ...base, accessible: true };
    const plain = {
      ...base,
      id: 3,
      bookingNumber: 'TX-2611-000003',
      status: 'nueva' as const,
      driverName: null,
      plate: null,
    };
    server.use(
      http.get(taxiApi('/bookings'), () =>
        HttpResponse.json({ nueva: [plain], confirmada: [accessible], cumplida: [], cancelada: [] }),
      ),
    );
    renderTaxi(<BookingsView />, { store: signedIn() });
    const active = await screen.findByRole('region', { name: 'Reservas activas' });
    const [first, second] = within(active).getAllByRole('listitem');
    const byNumber = (n: string) => [first!, second!].find((card) => card.textContent?.includes(n))!;
    expect(byNumber('TX-2611-000001')).toHaveTextContent('Vehículo accesible');
    expect(byNumber('TX-2611-000003')).not.toHaveTextContent('Vehículo accesible');
  });

  it("shows 'Accessible vehicle' in English", async () => {
    server.use(
      http.get(taxiApi('/bookings'), () =>
        HttpResponse.json({ nueva: [], confirmada: [{ ...base, accessible: true }], cumplida: [], cancelada: [] }),
      ),
    );
    renderTaxi(<BookingsView />, { store: signedIn(), locale: 'en' });
    const active = await screen.findByRole('region', { name: 'Active bookings' });
    expect(within(active).getByRole('listitem')).toHaveTextContent('Accessible vehicle');
  });

  it('says beside the driver and plate that a simulated assignment is an example, and only for that booking', async () => {
    const simulated = { ...base, simulated: true };
    const real = { ...base, id: 4, bookingNumber: 'TX-2611-000004', driverName: 'Pedro Gómez', plate: 'ABC123' };
    server.use(
      http.get(taxiApi('/bookings'), () =>
        HttpResponse.json({ nueva: [], confirmada: [simulated, real], cumplida: [], cancelada: [] }),
      ),
    );
    renderTaxi(<BookingsView />, { store: signedIn() });
    const active = await screen.findByRole('region', { name: 'Reservas activas' });
    const cards = within(active).getAllByRole('listitem');
    const byNumber = (n: string) => cards.find((card) => card.textContent?.includes(n))!;
    const note = 'Asignación simulada: conductor y placa de ejemplo, no un servicio real.';
    expect(within(byNumber('TX-2611-000001')).getByText(note)).toBeInTheDocument();
    expect(byNumber('TX-2611-000001')).toHaveTextContent('WMT123');
    expect(byNumber('TX-2611-000004')).not.toHaveTextContent(note);
  });

  it('says a simulated assignment in English', async () => {
    server.use(
      http.get(taxiApi('/bookings'), () =>
        HttpResponse.json({ nueva: [], confirmada: [{ ...base, simulated: true }], cumplida: [], cancelada: [] }),
      ),
    );
    renderTaxi(<BookingsView />, { store: signedIn(), locale: 'en' });
    const active = await screen.findByRole('region', { name: 'Active bookings' });
    expect(within(active).getByRole('listitem')).toHaveTextContent(
      'Simulated assignment: sample driver and plate, not a real service.',
    );
  });

  it("says 'No tienes reservas activas' and offers a booking when there are none", async () => {
    server.use(
      http.get(taxiApi('/bookings'), () =>
        HttpResponse.json({ nueva: [], confirmada: [], cumplida: [], cancelada: [] }),
      ),
    );
    renderTaxi(<BookingsView />, { store: signedIn() });
    expect(await screen.findByText('No tienes reservas activas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hacer una reserva' })).toHaveAttribute('href', '/servicios/taxis');
  });

  it("asks for the bookings in the visitor's language (Accept-Language)", async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get(taxiApi('/bookings'), ({ request }) => {
        languages.push(request.headers.get('accept-language'));
        return HttpResponse.json({ nueva: [], confirmada: [], cumplida: [], cancelada: [] });
      }),
    );
    renderTaxi(<BookingsView />, { store: signedIn(), locale: 'en' });
    expect(await screen.findByText('You have no active bookings')).toBeInTheDocument();
    expect(languages).toEqual(['en']);
  });

  it('a refused token (401) logs out quietly: the sign-in form, no error, the token forgotten', async () => {
    let calls = 0;
    server.use(
      http.get(taxiApi('/bookings'), () => {
        calls += 1;
        return HttpResponse.json(
          { error: { code: 'unauthorized', message: 'Tu sesión no es válida o venció.' } },
          { status: 401 },
        );
      }),
    );
    const store = signedIn();
    renderTaxi(<BookingsView />, { store });
    expect(await screen.findByRole('heading', { name: 'Ingresa con tu celular' })).toBeInTheDocument();
    expect(screen.queryByText('No pudimos cargar tus reservas.')).not.toBeInTheDocument();
    expect(screen.queryByText('Tu sesión no es válida o venció.')).not.toBeInTheDocument();
    expect(window.localStorage.length).toBe(0);
    expect(store.getState().isLoggedIn).toBe(false);
    expect(calls).toBe(1);
  });
});
