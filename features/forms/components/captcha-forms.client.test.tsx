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
 * Issue 7: the server asks every form for a captcha token when a site key is configured, so every
 * form shows the widget then and sends `captchaToken`; without a key no widget and no token.
 * react-google-recaptcha is replaced by a button that "ticks" the checkbox.
 */
vi.mock('react-google-recaptcha', () => ({
  default: ({ onChange }: { onChange: (token: string | null) => void }) => (
    <button type="button" onClick={() => onChange('captcha-token-123')}>
      fake reCAPTCHA
    </button>
  ),
}));

const API = 'http://localhost/api';
const L = messagesFor('es').forms as unknown as FormLabels;

function capture(path: string, status = 201, body: object = { message: 'La solicitud ha sido enviada correctamente' }) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`${API}${path}`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(body, { status });
    }),
  );
  return bodies;
}

const type = async (id: string, text: string) => userEvent.type(document.getElementById(id)!, text);

async function fillContact() {
  await type('general-contact-fullName', 'Ana Pérez');
  await type('general-contact-email', 'ana@example.com');
  await type('general-contact-mobile', '3001234567');
  await type('general-contact-subject', 'Equipaje');
  await type('general-contact-comment', 'Hola');
  await userEvent.click(document.getElementById('general-contact-consent')!);
}

async function fillNewsletter() {
  await type('newsletter-fullName', 'Ana Pérez');
  await type('newsletter-email', 'ana@example.com');
  await userEvent.click(document.getElementById('newsletter-consent')!);
}

async function fillDataRequest() {
  await type('data-fullName', 'Ana Pérez');
  await type('data-email', 'ana@example.com');
  await type('data-details', 'Borrar mis datos');
  await userEvent.click(document.getElementById('data-consent')!);
}

const renderNewsletter = (captchaSiteKey: string | null) =>
  render(
    <NewsletterDialog
      open
      onClose={() => undefined}
      labels={pickNewsletterLabels(L)}
      locale="es"
      apiBase={API}
      termsHref="/terminos"
      returnFocus={{ current: null }}
      captchaSiteKey={captchaSiteKey}
    />,
  );

const cases = [
  {
    form: 'ContactForm',
    path: '/v2/contact',
    fill: fillContact,
    submitName: L.common.send,
    response: { message: 'La solicitud ha sido enviada correctamente' },
    show: (key: string | null) =>
      render(
        <ContactForm labels={L} locale="es" apiBase={API} channel="general" termsHref="/t" captchaSiteKey={key} />,
      ),
  },
  {
    form: 'NewsletterDialog',
    path: '/v2/newsletter',
    fill: fillNewsletter,
    submitName: L.newsletter.submit,
    response: { message: 'ok' },
    show: renderNewsletter,
  },
  {
    form: 'DataRequestForm',
    path: '/v2/data-requests',
    fill: fillDataRequest,
    submitName: L.common.send,
    response: { message: 'ok', filingNumber: 'DATOS-2026-000001', dueDate: '2026-12-15', status: 'received' },
    show: (key: string | null) =>
      render(<DataRequestForm labels={L} locale="es" apiBase={API} termsHref="/t" captchaSiteKey={key} />),
  },
] as const;

describe.each(cases)('$form and the captcha', ({ path, fill, submitName, response, show }) => {
  it('with a site key shows the widget, asks for it, and sends captchaToken', async () => {
    const bodies = capture(path, 201, response);
    show('site-key-abc');
    expect(await screen.findByRole('group', { name: L.captcha.label })).toBeInTheDocument();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: submitName }));
    // Not ticked yet: stopped in the browser with the captcha message, nothing sent.
    expect(await screen.findByText(L.errors.captchaRequired)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'fake reCAPTCHA' }));
    expect(screen.queryByText(L.errors.captchaRequired)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: submitName }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ email: 'ana@example.com', captchaToken: 'captcha-token-123' });
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
    show('site-key-abc');
    await fill();
    await userEvent.click(await screen.findByRole('button', { name: 'fake reCAPTCHA' }));
    await userEvent.click(screen.getByRole('button', { name: submitName }));
    expect(await screen.findAllByText(L.errors.captchaRejected)).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: submitName }));
    expect(await screen.findByText(L.errors.captchaRequired)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('without a site key shows no widget and sends no token', async () => {
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
