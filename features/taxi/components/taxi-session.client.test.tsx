import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/tests/msw/server';
import { renderWithProviders, screen, userEvent, waitFor } from '@/tests/render';
import { readToken, storeToken } from '../store';
import { TaxiSession } from './taxi-session.client';
import { TaxiUserControl } from './taxi-user-control.client';
import { TEST_API, taxiApi } from '@/tests/fixtures/taxi';

afterEach(() => window.localStorage.clear());

function renderLayout() {
  return renderWithProviders(
    <TaxiSession apiBase={TEST_API} locale="es">
      <TaxiUserControl />
    </TaxiSession>,
  );
}

const me = (name: string | null) =>
  http.get(taxiApi('/me'), ({ request }) =>
    request.headers.get('authorization') === 'Bearer good'
      ? HttpResponse.json({ user: { name, email: null }, phone: '3001234567', phone_country_code: '57' })
      : HttpResponse.json({ error: { code: 'unauthorized', message: 'Token inválido' } }, { status: 401 }),
  );

describe('taxi session in the layout', () => {
  it('checks the stored token with me and shows the user control when signed in with a name', async () => {
    server.use(me('María Pérez'));
    storeToken('good');
    renderLayout();
    expect(await screen.findByText('Hola, María Pérez')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('greets a profile without a name by its number (SPEC §3: the name falls back to +code phone)', async () => {
    let calls = 0;
    server.use(
      http.get(taxiApi('/me'), () => {
        calls++;
        return HttpResponse.json({ user: { name: null, email: null }, phone: '3001234567', phone_country_code: '57' });
      }),
    );
    storeToken('good');
    renderLayout();
    await waitFor(() => expect(calls).toBeGreaterThan(0));
    expect(await screen.findByText('Hola, +57 3001234567')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(readToken()).toBe('good');
  });

  it('logs out silently when the profile cannot be loaded', async () => {
    server.use(me('María Pérez'));
    storeToken('expired');
    renderLayout();
    await waitFor(() => expect(readToken()).toBeNull());
    expect(screen.queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logout revokes the token on the server and forgets it here', async () => {
    const revoked: (string | null)[] = [];
    server.use(
      me('María Pérez'),
      http.post(taxiApi('/logout'), ({ request }) => {
        revoked.push(request.headers.get('authorization'));
        return HttpResponse.json({ status: true });
      }),
    );
    storeToken('good');
    renderLayout();
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(screen.queryByText('Hola, María Pérez')).not.toBeInTheDocument());
    expect(revoked).toEqual(['Bearer good']);
    expect(readToken()).toBeNull();
  });
});
