import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/features/forms/components/contact-form.client';
import { getFormLabels } from '@/features/forms/components/form-labels';
import { render, screen, userEvent, waitFor } from '@/tests/render';
import { lastPhrase, startReader, stopReader } from './reader';

/*
 * A one-step form (useSimpleForm: contact, data request, newsletter) sent empty: its first field takes
 * focus and is heard as invalid with its error, in the same announcement.
 */

// The labels the page gives the form (getFormLabels: plurals as templates), from the real messages.
vi.mock('next-intl/server', () => import('@/tests/server-components').then((m) => m.nextIntlServerMock));

afterEach(() => stopReader());

describe('contact form, spoken', () => {
  for (const locale of ['es', 'en'] as const) {
    it(`${locale}: sent empty, the full name is heard as invalid with its error`, async () => {
      const L = await getFormLabels(locale);
      render(
        <ContactForm
          labels={L}
          locale={locale}
          apiBase="http://api.test/api"
          channel="sustainability"
          termsHref="/t"
        />,
      );
      await startReader();
      await userEvent.click(screen.getByRole('button', { name: L.common.send }));
      const name = document.getElementById('sustainability-contact-fullName')!;
      await waitFor(() => expect(name).toHaveFocus());
      await act(async () => {});
      const error = document.getElementById(`${name.id}-error`)?.textContent;
      expect(error).toBeTruthy();
      expect(await lastPhrase()).toMatch(new RegExp(`^textbox, [^,]+, ${error}, invalid, required$`));
    });
  }
});
