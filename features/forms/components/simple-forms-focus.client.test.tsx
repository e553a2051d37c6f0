import { describe, expect, it } from 'vitest';
import { messagesFor, render, screen, userEvent, waitFor } from '@/tests/render';
import { ContactForm } from './contact-form.client';
import { DataRequestForm } from './data-request-form.client';
import type { FormLabels } from './labels';

/*
 * An empty submission focuses the form's first field with an error, in the order the visitor reads them
 * (react-hook-form follows the order the fields were registered in while rendering).
 */
const L = messagesFor('es').forms as unknown as FormLabels;
const API = 'http://localhost/api';

describe('one-step forms, submitted empty', () => {
  it('contact: focuses the full name', async () => {
    render(<ContactForm labels={L} locale="es" apiBase={API} channel="sustainability" termsHref="/t" />);
    await userEvent.click(screen.getByRole('button', { name: L.common.send }));
    await waitFor(() => expect(document.getElementById('sustainability-contact-fullName')).toHaveFocus());
    expect(document.getElementById('sustainability-contact-fullName')).toHaveAttribute('aria-invalid', 'true');
  });

  it('data request: focuses the full name (the request type has a default)', async () => {
    render(<DataRequestForm labels={L} locale="es" apiBase={API} termsHref="/t" />);
    await userEvent.click(screen.getByRole('button', { name: L.common.send }));
    await waitFor(() => expect(document.getElementById('data-fullName')).toHaveFocus());
  });
});
