import { http, HttpResponse } from 'msw';
import { createTranslator } from 'next-intl';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingFlow } from '@/features/taxi/components/booking-flow.client';
import { BookingsView } from '@/features/taxi/components/bookings-view.client';
import { SignInForm } from '@/features/taxi/components/sign-in-form.client';
import type { BookingItem } from '@/features/taxi/schemas';
import { createTaxiStore, storeToken } from '@/features/taxi/store';
import { server } from '@/tests/msw/server';
import { messagesFor, screen, userEvent, waitFor, within } from '@/tests/render';
import { clockOffsetAt, renderTaxi, taxiApi, TEST_NOW } from '@/tests/fixtures/taxi';
import { announcements, clearSpoken, spoken, startReader, stopReader, lastPhrase } from './reader';

/*
 * What a screen-reader user hears in the taxi journey: a wrong sign-in code, then the right one; an
 * address that cannot be placed, then the fare; the booking; the cancellation. Each error is heard
 * where it happens: the field it belongs to takes focus and is read as invalid with the error.
 */

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

afterEach(async () => {
  await stopReader();
  window.localStorage.clear();
});

type Lang = 'es' | 'en';

/** The taxi API's own messages (the server answers in the visitor's language). */
const serverT = (locale: Lang) =>
  createTranslator({ locale, messages: messagesFor(locale), namespace: 'taxiApi' as never }) as unknown as (
    key: string,
    values: Record<string, number>,
  ) => string;

const WORDS = {
  es: {
    phone: 'Celular',
    send: 'Solicitar código',
    code: 'Código de verificación',
    codeHint: 'Escribe o pega los 6 dígitos. El código vence en 10 minutos.',
    verify: 'Ingresar',
    to: 'Destino',
    calculate: 'Calcular tarifa',
    invalidAddress: 'Por favor ingrese una dirección válida',
    vehicles: 'Elige tu vehículo',
    van: 'Elegir Van',
    book: 'Reservar',
    prompt: '¿Confirmas la reserva?',
    yes: 'Sí, reservar',
    keep: 'Cancelar',
    booked: 'Tu reserva se realizó correctamente',
    bookedText:
      'Puedes consultarla en el menú Mis reservas. La empresa de taxis se comunicará contigo. Ver mis reservas',
    cancelBooking: /^Cancelar reserva\s*TX-2611-000001$/,
    cancelTitle: '¿Cancelar la reserva TX-2611-000001?',
    cancelText: 'La empresa de taxis será informada y la reserva pasará al historial.',
    cancelYes: 'Sí, cancelar',
    cancelled: 'Reserva cancelada, La reserva TX-2611-000001 fue cancelada.',
  },
  en: {
    phone: 'Mobile number',
    send: 'Request code',
    code: 'Verification code',
    codeHint: 'Type or paste the 6 digits. The code expires in 10 minutes.',
    verify: 'Sign in',
    to: 'To',
    calculate: 'Calculate fare',
    invalidAddress: 'Please enter a valid address',
    vehicles: 'Choose your vehicle',
    van: 'Choose Van',
    book: 'Book',
    prompt: 'Confirm the booking?',
    yes: 'Yes, book',
    keep: 'Cancel',
    booked: 'Your booking was made',
    bookedText: 'You can see it under My bookings. The taxi company will contact you. See my bookings',
    cancelBooking: /^Cancel booking\s*TX-2611-000001$/,
    cancelTitle: 'Cancel booking TX-2611-000001?',
    cancelText: 'The taxi company will be told and the booking will move to your history.',
    cancelYes: 'Yes, cancel',
    cancelled: 'Booking cancelled, Booking TX-2611-000001 was cancelled.',
  },
} as const;

/** Lets the focus move and the reader speak. */
async function settle() {
  await act(async () => {});
}

describe('taxi, spoken', () => {
  for (const locale of ['es', 'en'] as const) {
    const w = WORDS[locale];

    it(`${locale}: a wrong code is read on the code field, as invalid, with the reason; the right one signs in`, async () => {
      const wrong = serverT(locale)('otpInvalid', { remaining: 4 });
      server.use(
        http.post(taxiApi('/send-otp-phone'), () =>
          HttpResponse.json({ needsName: false, resendAfterSeconds: 30, expiresInSeconds: 600 }),
        ),
        http.post(taxiApi('/verify-otp-phone'), async ({ request }) => {
          const { code } = (await request.json()) as { code: string };
          return code === '123456'
            ? HttpResponse.json({ access_token: 'token-123', token_type: 'Bearer', expires_at: '2026-12-22T15:00:00Z' })
            : HttpResponse.json(
                { error: { code: 'otp_invalid', message: wrong, details: { fields: { code: wrong } } } },
                { status: 400 },
              );
        }),
        http.get(taxiApi('/me'), () =>
          HttpResponse.json({
            user: { name: 'María Pérez', email: null },
            phone: '3001234567',
            phone_country_code: '57',
          }),
        ),
      );
      const user = userEvent.setup();
      const { store } = renderTaxi(<SignInForm />, { locale });
      await startReader();

      // No number: the phone field takes focus and says why.
      await user.click(screen.getByRole('button', { name: w.send }));
      await waitFor(() => expect(screen.getByLabelText(w.phone)).toHaveFocus());
      expect(await lastPhrase()).toMatch(new RegExp(`^textbox, ${w.phone}, .+, invalid, required$`));

      await user.click(screen.getByLabelText(w.phone));
      await user.paste('3001234567');
      await user.click(screen.getByRole('button', { name: w.send }));
      const code = await screen.findByLabelText(w.code);
      await waitFor(() => expect(code).toHaveFocus());
      expect(await lastPhrase()).toBe(`textbox, ${w.code}, ${w.codeHint}, required`);

      await user.paste('111111');
      await clearSpoken();
      await user.click(screen.getByRole('button', { name: w.verify }));
      await waitFor(() => expect(code).toHaveFocus());
      await settle();
      // Heard on the field it belongs to: its name, its hint, the server's reason, "invalid".
      expect(await lastPhrase()).toBe(`textbox, ${w.code}, 111111, ${w.codeHint} ${wrong}, invalid, required`);
      expect(code).toHaveAttribute('aria-invalid', 'true');
      expect(code).toHaveAccessibleDescription(`${w.codeHint} ${wrong}`);

      await user.clear(code);
      await user.paste('123456');
      await user.click(screen.getByRole('button', { name: w.verify }));
      await waitFor(() => expect(store.getState().isLoggedIn).toBe(true));
    });

    it(`${locale}: an address that cannot be placed is read on the address field; then the fare, the booking`, async () => {
      server.use(
        http.post(taxiApi('/geocoding'), async ({ request }) => {
          const { address } = (await request.json()) as { address: string };
          return address.length < 5
            ? HttpResponse.json({ error: { code: 'not_found', message: '' } }, { status: 404 })
            : HttpResponse.json({
                formatedAddress: 'Calle 93 # 11-26, Bogotá',
                lat: 4.6767,
                lng: -74.0483,
                source: 'street-grid',
              });
        }),
        http.post(taxiApi('/calculate-rate'), () =>
          HttpResponse.json({
            normal: 45300,
            minivan: 58900,
            van: 72500,
            currency: 'COP',
            distanceKm: 14,
            surcharges: [],
          }),
        ),
        http.post(taxiApi('/book'), () =>
          HttpResponse.json({ status: true, userMessage: 'ok', bookingId: 7, bookingNumber: 'TX-1' }),
        ),
      );
      storeToken('token-123');
      const store = createTaxiStore({
        isLoggedIn: true,
        user: { name: 'María Pérez', phone: '3001234567', phoneCountryCode: '57', email: 'maria@example.com' },
      });
      const user = userEvent.setup();
      renderTaxi(
        <BookingFlow
          airportName="Aeropuerto Internacional El Dorado (BOG)"
          initialDate="2026-11-22"
          initialTime="10:00"
          clockOffsetMs={clockOffsetAt(TEST_NOW)}
        />,
        { store, locale },
      );
      await startReader();

      // Nothing typed: the address field takes focus, invalid, with the reason.
      await user.click(screen.getByRole('button', { name: w.calculate }));
      const to = screen.getByLabelText(w.to);
      await waitFor(() => expect(to).toHaveFocus());
      await settle();
      expect(await lastPhrase()).toMatch(
        new RegExp(`^textbox, ${w.to}, .*${w.invalidAddress}, invalid, placeholder .+, required$`),
      );
      expect(to).toHaveAttribute('aria-invalid', 'true');

      // The fare: the vehicles' heading takes focus, then the prices are read in order.
      await user.click(to);
      await user.paste('Calle 93 # 11-26');
      expect(to).not.toHaveAttribute('aria-invalid');
      await user.click(screen.getByRole('button', { name: w.calculate }));
      const heading = await screen.findByRole('heading', { name: w.vehicles });
      await waitFor(() => expect(heading).toHaveFocus());
      await settle();
      expect(await lastPhrase()).toBe(`heading, ${w.vehicles}, level 2`);
      expect(await announcements()).toContain(
        `polite: ${locale === 'es' ? 'Ubicada' : 'Found'}: Calle 93 # 11-26, Bogotá`,
      );

      // The booking: the prompt is a modal dialog named by its question and described by the trip and price.
      await user.click(screen.getByRole('button', { name: w.van }));
      await user.click(await screen.findByRole('button', { name: w.book }));
      const dialog = await screen.findByRole('dialog', { name: w.prompt });
      await settle();
      const prompt = (await spoken()).find((p) => p.startsWith('dialog, '));
      expect(prompt).toMatch(new RegExp(`^dialog, ${w.prompt.replace('?', '\\?')}, .*72\\.500.*, modal$`));
      expect(await lastPhrase()).toBe(`button, ${w.keep}`);

      await clearSpoken();
      await user.click(within(dialog).getByRole('button', { name: w.yes }));
      await screen.findByText(w.booked);
      await settle();
      // Focus lands on the confirmation, which is read with its title and text.
      await waitFor(async () => expect(await spoken()).toContain(`status, ${w.booked}, ${w.bookedText}`));
    });

    it(`${locale}: cancelling a booking asks first, then says it was cancelled`, async () => {
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
      let bookings = { nueva: [] as BookingItem[], confirmada: [base], cumplida: [], cancelada: [] as BookingItem[] };
      server.use(
        http.get(taxiApi('/bookings'), () => HttpResponse.json(bookings)),
        http.post(taxiApi('/bookings/:id/cancel'), () => {
          const booking = { ...base, status: 'cancelada' as const };
          bookings = { ...bookings, confirmada: [], cancelada: [booking] };
          return HttpResponse.json({ status: true, booking });
        }),
      );
      storeToken('good');
      const store = createTaxiStore({
        isLoggedIn: true,
        user: { name: 'María Pérez', phone: '3001234567', phoneCountryCode: '57' },
      });
      const user = userEvent.setup();
      renderTaxi(<BookingsView />, { store, locale });
      const cancel = await screen.findByRole('button', { name: w.cancelBooking });
      await startReader();
      await user.click(cancel);
      await screen.findByRole('dialog', { name: w.cancelTitle });
      await settle();
      expect(await spoken()).toContain(`dialog, ${w.cancelTitle}, ${w.cancelText}, modal`);
      await clearSpoken();
      await user.click(screen.getByRole('button', { name: w.cancelYes }));
      await waitFor(async () => expect(await spoken()).toContain(`status, ${w.cancelled}`));
    });
  }
});
