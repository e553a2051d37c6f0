import { http, HttpResponse, delay } from 'msw';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import { screen, userEvent, waitFor } from '@/tests/render';
import { readToken, TAXI_TOKEN_KEY } from '../store';
import { SignInForm } from './sign-in-form.client';
import { gate, renderTaxi, taxiApi } from '@/tests/fixtures/taxi';

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

function api({
  needsName,
  sendGate,
  verifyGate,
}: {
  needsName: boolean;
  sendGate?: ReturnType<typeof gate>;
  verifyGate?: ReturnType<typeof gate>;
}) {
  const sent: unknown[] = [];
  const verified: unknown[] = [];
  server.use(
    http.post(taxiApi('/send-otp-phone'), async ({ request }) => {
      sent.push(await request.json());
      await (sendGate ? sendGate.wait() : delay(20));
      return HttpResponse.json({ needsName, resendAfterSeconds: 30, expiresInSeconds: 600 });
    }),
    http.post(taxiApi('/verify-otp-phone'), async ({ request }) => {
      verified.push(await request.json());
      await (verifyGate ? verifyGate.wait() : delay(20));
      return HttpResponse.json({ access_token: 'token-123', token_type: 'Bearer', expires_at: '2026-12-22T15:00:00Z' });
    }),
    http.get(taxiApi('/me'), ({ request }) =>
      request.headers.get('authorization') === 'Bearer token-123'
        ? HttpResponse.json({
            user: { name: 'María Pérez', email: 'maria@example.com' },
            phone: '3001234567',
            phone_country_code: '57',
          })
        : HttpResponse.json({ error: { code: 'unauthorized', message: 'Sign in again.' } }, { status: 401 }),
    ),
  );
  return { sent, verified };
}

describe('taxi sign-in', () => {
  it("requests a code ('Solicitando...') with the default country code 57, then verifies and signs in", async () => {
    const sendGate = gate();
    const verifyGate = gate();
    const { sent, verified } = api({ needsName: false, sendGate, verifyGate });
    const user = userEvent.setup();
    const { store } = renderTaxi(<SignInForm />);
    expect(screen.getByLabelText('Indicativo')).toHaveValue('57');
    await user.click(screen.getByRole('button', { name: 'Solicitar código' }));
    expect(screen.getByText('Ingresa el celular')).toBeInTheDocument();
    expect(screen.getByLabelText('Celular')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Celular'), '300 123-4567');
    await user.click(screen.getByRole('button', { name: 'Solicitar código' }));
    expect(await screen.findByRole('button', { name: 'Solicitando...' })).toBeDisabled();
    sendGate.open();
    const code = await screen.findByLabelText('Código de verificación');
    expect(sent).toEqual([{ phone: '3001234567', phoneCountryCode: '57' }]);
    expect(screen.queryByLabelText('Nombre completo')).not.toBeInTheDocument();
    // A pasted code keeps its digits only.
    await user.click(code);
    await user.paste('123 456');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('button', { name: 'Verificando...' })).toBeDisabled();
    verifyGate.open();
    await waitFor(() => expect(store.getState().isLoggedIn).toBe(true));
    expect(verified).toEqual([{ phone: '3001234567', countryCode: '57', code: '123456' }]);
    expect(store.getState().user).toEqual({
      name: 'María Pérez',
      email: 'maria@example.com',
      phone: '3001234567',
      phoneCountryCode: '57',
    });
    expect(readToken()).toBe('token-123');
    expect(window.localStorage.getItem(TAXI_TOKEN_KEY)).toBe('token-123');
  });

  it('asks for name and email only when the server says needsName, and checks the email format', async () => {
    const { verified } = api({ needsName: true });
    const user = userEvent.setup();
    renderTaxi(<SignInForm />);
    await user.type(screen.getByLabelText('Celular'), '3001234567');
    await user.click(screen.getByRole('button', { name: 'Solicitar código' }));
    await user.type(await screen.findByLabelText('Código de verificación'), '123456');
    await user.type(screen.getByLabelText('Nombre completo'), 'Ana Ruiz');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(screen.getByText(/Ingresa un correo electrónico válido/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Correo electrónico')).toHaveFocus());
    expect(verified).toEqual([]);
    await user.type(screen.getByLabelText('Correo electrónico'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() =>
      expect(verified).toEqual([
        { phone: '3001234567', countryCode: '57', code: '123456', name: 'Ana Ruiz', email: 'ana@example.com' },
      ]),
    );
  });

  it('keeps resend disabled through a visible 30-second countdown', async () => {
    const { sent } = api({ needsName: false });
    const user = userEvent.setup();
    renderTaxi(<SignInForm />);
    await user.type(screen.getByLabelText('Celular'), '3001234567');
    // The countdown's clock is fake but also follows real time (shouldAdvanceTime): with a frozen clock the
    // countdown's effect could stall on a loaded CI machine. Real time may add a few seconds, so the label
    // after 10 s is anything from 10 to 20 s, and still disabled.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Solicitar código' }));
    expect(await screen.findByRole('button', { name: /Reenviar código en (2\d|30) s/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('button', { name: /Reenviar código en (1\d|20) s/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(21_000));
    const resend = screen.getByRole('button', { name: 'Reenviar código' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(await screen.findByRole('button', { name: /Reenviar código en (2\d|30) s/ })).toBeDisabled();
  });

  it("shows 'Ha ocurrido un error' with the server message when sending fails", async () => {
    server.use(
      http.post(taxiApi('/send-otp-phone'), () =>
        HttpResponse.json(
          { error: { code: 'rate_limited', message: 'Demasiados códigos. Intenta en 30 s.' } },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
    );
    const user = userEvent.setup();
    renderTaxi(<SignInForm />);
    await user.type(screen.getByLabelText('Celular'), '3001234567');
    await user.click(screen.getByRole('button', { name: 'Solicitar código' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ha ocurrido un error');
    expect(alert).toHaveTextContent('Demasiados códigos. Intenta en 30 s.');
    expect(screen.queryByLabelText('Código de verificación')).not.toBeInTheDocument();
  });

  it('signs in a French mobile typed with its trunk 0: the rule sends 612345678 with +33 and says where the code went', async () => {
    const { sent, verified } = api({ needsName: false });
    const user = userEvent.setup();
    renderTaxi(<SignInForm />);
    const country = screen.getByLabelText('Indicativo');
    await user.clear(country);
    await user.type(country, '33');
    await user.type(screen.getByLabelText('Celular'), '06 12 34 56 78');
    expect(screen.getByLabelText('Celular')).toHaveValue('06 12 34 56 78');
    await user.click(screen.getByRole('button', { name: 'Solicitar código' }));
    await screen.findByLabelText('Código de verificación');
    expect(sent).toEqual([{ phone: '612345678', phoneCountryCode: '33' }]);
    expect(screen.getByText('Enviamos un código por SMS al +33 6 12 34 56 78.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código de verificación'), '123456');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(verified).toEqual([{ phone: '612345678', countryCode: '33', code: '123456' }]));
  });

  for (const [code, typed, message] of [
    ['34', '912 34 56 78', 'Ingresa un celular válido de España (+34), por ejemplo 612 34 56 78'],
    ['507', '612345', 'Ingresa un celular válido de Panamá (+507), por ejemplo 6123-4567'],
    ['57', '300123456', 'Ingresa un celular válido de Colombia (+57), por ejemplo 321 1234567'],
  ] as const) {
    it(`refuses "${typed}" with +${code} on the phone field, naming the country and an example, sending nothing`, async () => {
      const { sent } = api({ needsName: false });
      const user = userEvent.setup();
      renderTaxi(<SignInForm />);
      const country = screen.getByLabelText('Indicativo');
      await user.clear(country);
      await user.type(country, code);
      await user.type(screen.getByLabelText('Celular'), typed);
      await user.click(screen.getByRole('button', { name: 'Solicitar código' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByLabelText('Celular')).toHaveFocus());
      expect(screen.getByLabelText('Celular')).toHaveAttribute('aria-invalid', 'true');
      expect(sent).toEqual([]);
    });
  }

  it('says so on the country code field when no country has that calling code', async () => {
    const { sent } = api({ needsName: false });
    const user = userEvent.setup();
    renderTaxi(<SignInForm />);
    const country = screen.getByLabelText('Indicativo');
    await user.clear(country);
    await user.type(country, '999');
    await user.type(screen.getByLabelText('Celular'), '612345678');
    await user.click(screen.getByRole('button', { name: 'Solicitar código' }));
    expect(await screen.findByText('Ningún país tiene ese indicativo')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
