import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CaptchaLabels } from '@/components/captcha/labels';
import { server } from '@/tests/msw/server';
import { messagesFor, render, screen, userEvent, waitFor } from '@/tests/render';
import AlertsControls, { type AlertsLabels } from './alerts-controls.client';

// ALTCHA's web component is replaced by a button that "solves" it.
vi.mock('@/components/captcha/altcha.client', () => ({
  default: ({ onToken }: { onToken: (token: string | undefined) => void }) => (
    <button type="button" onClick={() => onToken('altcha-payload')}>
      fake ALTCHA
    </button>
  ),
}));

const API = 'http://localhost/api';
const en = messagesFor('en') as unknown as {
  flightAlerts: { ui: Record<string, string> };
  forms: { captcha: CaptchaLabels['captcha'] };
};
const labels = en.flightAlerts.ui as unknown as AlertsLabels;
const captchaLabels: CaptchaLabels = { captcha: en.forms.captcha, common: { retry: 'Retry' } };

describe('flight alerts by email and the captcha', () => {
  it('loads no captcha before the visitor starts, then sends the solved one with the sign-up', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(`${API}/v2/flight-alerts`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(
          { id: '0b3f1c1e-8a4b-4c3d-9e6f-7a8b9c0d1e2f', token: 't'.repeat(32), status: 'pending' },
          { status: 201 },
        );
      }),
    );
    render(
      <AlertsControls
        flight={{ id: '20261122-AV9364-dep', flight: 'AV9364', direction: 'departure' }}
        locale="en"
        apiBase={API}
        labels={labels}
        captcha={{ provider: 'altcha', challengeUrl: `${API}/v2/captcha/challenge` }}
        captchaLabels={captchaLabels}
      />,
    );
    expect(screen.getByText(captchaLabels.captcha.pending)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(labels.emailLabel), 'ana@example.com');
    await userEvent.click(await screen.findByRole('button', { name: 'fake ALTCHA' }));
    await userEvent.click(screen.getByRole('button', { name: labels.emailSubmit }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ channel: 'email', email: 'ana@example.com', captchaToken: 'altcha-payload' });
  });
});
