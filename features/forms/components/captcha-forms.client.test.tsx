import type { PublicCaptcha } from '@/lib/security/captcha';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import { messagesFor, render, screen, userEvent, waitFor } from '@/tests/render';
import { ContactForm } from './contact-form.client';
import { DataRequestForm } from './data-request-form.client';
import type { FormLabels } from './labels';
import { pickNewsletterLabels } from './labels';
import NewsletterDialog from './newsletter-dialog.client';

/*
 * The server asks every form for a captcha token when a captcha is configured, so every form shows the
 * widget then and sends `captchaToken`; with the captcha off no widget and no token. The widgets
 * (react-google-recaptcha, ALTCHA's web component) are replaced by a button that "ticks" the checkbox.
 */
vi.mock('react-google-recaptcha', () => ({
  default: ({ onChange }: { onChange: (token: string | null) => void }) => (
    <button type="button" onClick={() => onChange('captcha-token-123')}>
      fake reCAPTCHA
    </button>
  ),
}));

vi.mock('@/components/captcha/altcha.client', () => ({
  default: ({ onToken, challengeUrl }: { onToken: (token: string | undefined) => void; challengeUrl: string }) => (
    <button type="button" onClick={() => onToken(`altcha-payload-for-${challengeUrl}`)}>
      fake ALTCHA
    </button>
  ),
}));

const API = 'http://localhost/api';
const RECAPTCHA: PublicCaptcha = { provider: 'recaptcha', siteKey: 'site-key-abc' };
const ALTCHA: PublicCaptcha = { provider: 'altcha', challengeUrl: `${API}/v2/captcha/challenge` };
const L = messagesFor('es').forms as unknown as FormLabels;

/** The endpoint as the server answers with the captcha on: no token → 400 'captchaRequired' on its field. */
function capture(path: string, status = 201, body: object = { message: 'La solicitud ha sido enviada correctamente' }) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`${API}${path}`, async ({ request }) => {
      const sent = (await request.json()) as Record<string, unknown>;
      bodies.push(sent);
      if (sent.email === 'robot@example.com' && !sent.captchaToken) {
        const message = L.errors.captchaRequired;
        return HttpResponse.json(
          { error: { code: 'captcha_failed', message, fields: { captchaToken: message } } },
          { status: 400 },
        );
      }
      return HttpResponse.json(body, { status });
    }),
  );
  return bodies;
}

const type = async (id: string, text: string) => userEvent.type(document.getElementById(id)!, text);

async function fillContact(email = 'ana@example.com') {
  await type('general-contact-fullName', 'Ana Pérez');
  await type('general-contact-email', email);
  await type('general-contact-mobile', '3001234567');
  await type('general-contact-subject', 'Equipaje');
  await type('general-contact-comment', 'Hola');
  await userEvent.click(document.getElementById('general-contact-consent')!);
}

async function fillNewsletter(email = 'ana@example.com') {
  await type('newsletter-fullName', 'Ana Pérez');
  await type('newsletter-email', email);
  await userEvent.click(document.getElementById('newsletter-consent')!);
}

async function fillDataRequest(email = 'ana@example.com') {
  await type('data-fullName', 'Ana Pérez');
  await type('data-email', email);
  await type('data-details', 'Borrar mis datos');
  await userEvent.click(document.getElementById('data-consent')!);
}

const renderNewsletter = (captcha: PublicCaptcha | null) =>
  render(
    <NewsletterDialog
      open
      onClose={() => undefined}
      labels={pickNewsletterLabels(L)}
      locale="es"
      apiBase={API}
      termsHref="/terminos"
      returnFocus={{ current: null }}
      captcha={captcha}
    />,
  );

const cases = [
  {
    form: 'ContactForm',
    path: '/v2/contact',
    fill: fillContact,
    submitName: L.common.send,
    response: { message: 'La solicitud ha sido enviada correctamente' },
    show: (captcha: PublicCaptcha | null) =>
      render(<ContactForm labels={L} locale="es" apiBase={API} channel="general" termsHref="/t" captcha={captcha} />),
  },
  {
    form: 'NewsletterDialog',
    path: '/v2/newsletter',
    fill: fillNewsletter,
    submitName: L.newsletter.submit,
    response: { message: 'ok' },
    show: renderNewsletter,
    // Opened by a click, the dialog focuses its first field: the visitor's intent is already shown.
    intentAtOpen: true,
  },
  {
    form: 'DataRequestForm',
    path: '/v2/data-requests',
    fill: fillDataRequest,
    submitName: L.common.send,
    response: { message: 'ok', filingNumber: 'DATOS-2026-000001', dueDate: '2026-12-15', status: 'received' },
    show: (captcha: PublicCaptcha | null) =>
      render(<DataRequestForm labels={L} locale="es" apiBase={API} termsHref="/t" captcha={captcha} />),
  },
] as const;

describe.each(cases)('$form and the captcha', ({ path, fill, submitName, response, show, ...options }) => {
  it('with a site key shows the widget, shows the server asking for it, and sends captchaToken once ticked', async () => {
    const bodies = capture(path, 201, response);
    show(RECAPTCHA);
    expect(await screen.findByRole('group', { name: L.captcha.label })).toBeInTheDocument();
    await fill('robot@example.com');
    await userEvent.click(screen.getByRole('button', { name: submitName }));
    // Not ticked yet: the server asks for it, and the message shows under the widget.
    expect(await screen.findAllByText(L.errors.captchaRequired)).not.toHaveLength(0);
    expect(bodies[0]).not.toHaveProperty('captchaToken');
    await userEvent.click(await screen.findByRole('button', { name: 'fake reCAPTCHA' }));
    expect(document.getElementById('captcha-error')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: submitName }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ email: 'robot@example.com', captchaToken: 'captcha-token-123' });
  });

  it('after a rejected token, asks for a fresh tick (the token is spent)', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(`${API}${path}`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(
          {
            error: {
              code: 'captcha_failed',
              message: L.errors.captchaRejected,
              fields: { captchaToken: L.errors.captchaRejected },
            },
          },
          { status: 400 },
        );
      }),
    );
    show(RECAPTCHA);
    await fill();
    await userEvent.click(await screen.findByRole('button', { name: 'fake reCAPTCHA' }));
    await userEvent.click(screen.getByRole('button', { name: submitName }));
    expect(await screen.findAllByText(L.errors.captchaRejected)).not.toHaveLength(0);
    // The spent token was dropped: a fresh widget, and the next submission carries no stale token.
    await userEvent.click(screen.getByRole('button', { name: submitName }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[0]).toMatchObject({ captchaToken: 'captcha-token-123' });
    expect(bodies[1]).not.toHaveProperty('captchaToken');
  });

  it('with ALTCHA fetches no widget until the visitor starts on the form, then sends its payload', async () => {
    const bodies = capture(path, 201, response);
    show(ALTCHA);
    if (!('intentAtOpen' in options)) {
      expect(await screen.findByText(L.captcha.pending)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'fake ALTCHA' })).not.toBeInTheDocument();
    }
    await fill('robot@example.com');
    await userEvent.click(await screen.findByRole('button', { name: 'fake ALTCHA' }));
    await userEvent.click(screen.getByRole('button', { name: submitName }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ captchaToken: `altcha-payload-for-${API}/v2/captcha/challenge` });
  });

  it('with the captcha off shows no widget and sends no token', async () => {
    const bodies = capture(path, 201, response);
    show(null);
    await fill();
    expect(screen.queryByRole('group', { name: L.captcha.label })).not.toBeInTheDocument();
    expect(screen.queryByText(L.captcha.loading)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: submitName }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('captchaToken');
  });
});
