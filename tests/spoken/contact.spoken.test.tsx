import { configure } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactForm } from '@/features/forms/components/contact-form.client';
import type { FormLabels } from '@/features/forms/components/labels';
import { messagesFor, render, screen, userEvent, waitFor } from '@/tests/render';
import { spoken, startReader, stopReader } from './reader';

/*
 * A one-step form (useSimpleForm: contact, data request, newsletter) sent empty: its first field takes
 * focus and is heard as invalid with its error, in the same announcement.
 */

configure({ asyncUtilTimeout: 5000 });

afterEach(() => stopReader());

describe('contact form, spoken', () => {
  for (const locale of ['es', 'en'] as const) {
    it(`${locale}: sent empty, the full name is heard as invalid with its error`, async () => {
      const L = messagesFor(locale).forms as unknown as FormLabels;
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
      expect((await spoken()).at(-1)).toMatch(new RegExp(`^textbox, [^,]+, ${error}, invalid, required$`));
    });
  }
});
