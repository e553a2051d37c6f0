import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getFormLabels } from '@/features/forms/components/form-labels';
import { PqrsForm } from '@/features/forms/components/pqrs-form.client';
import { server } from '@/tests/msw/server';
import { render, screen, userEvent, waitFor } from '@/tests/render';
import { announcements, clearSpoken, lastPhrase, readToEnd, startReader, stopReader } from './reader';

/*
 * What a screen-reader user hears filing a PQRS (the real form, the real messages): a step sent with a
 * field missing, a photo the form refuses, and the receipt with its filing number.
 */

// The labels the page gives the form (getFormLabels: plurals as templates), from the real messages.
vi.mock('next-intl/server', () => import('@/tests/server-components').then((m) => m.nextIntlServerMock));

afterEach(async () => {
  await stopReader();
  window.sessionStorage.clear();
});

const API = 'http://api.test/api';

async function renderPqrs(locale: 'es' | 'en', draft?: object) {
  const L = await getFormLabels(locale);
  if (draft) window.sessionStorage.setItem('eldorado.forms.pqrs.draft', JSON.stringify(draft));
  render(<PqrsForm labels={L} locale={locale} apiBase={API} captcha={null} today="2026-11-25" termsHref="/t" />);
  return L;
}

/** Steps 1 and 2 answered (a draft restored on the last step, as after a reload). */
const ANSWERED = {
  values: {
    requestType: 'Peticion',
    topic: 'Otros',
    name: 'Ana Ruiz',
    email: 'ana@example.com',
    phone: '3001234567',
    eventDate: '2026-11-20',
    eventTime: '08:15',
    comment: 'La banda 4 no funcionaba.',
  },
  step: 2,
};

const RECEIPT = {
  es: { message: 'Recibimos tu PQRS', number: 'Número de radicado: PQRS-2026-000042', due: /17 de diciembre de 2026/ },
  en: { message: 'We received your PQRS', number: 'Filing number: PQRS-2026-000042', due: /December 17, 2026/ },
} as const;

describe('PQRS, spoken', () => {
  for (const locale of ['es', 'en'] as const) {
    it(`${locale}: Next with a field missing focuses it, read as invalid with its error`, async () => {
      const user = userEvent.setup();
      const L = await renderPqrs(locale);
      await startReader();
      await user.click(screen.getByRole('button', { name: L.common.next }));
      const field = screen.getByRole('combobox', { name: L.pqrs.requestType });
      await waitFor(() => expect(field).toHaveFocus());
      await act(async () => {});
      const error = document.getElementById(`${field.id}-error`)?.textContent;
      expect(error).toBeTruthy();
      // Heard when focus arrives: the name, the error (its description), "invalid".
      expect(await lastPhrase()).toBe(
        `combobox, ${L.pqrs.requestType}, ${error}, has popup listbox, not expanded, invalid, required`,
      );
    });

    it(`${locale}: a refused photo is announced politely; the receipt is read with its filing number`, async () => {
      server.use(
        http.post(`${API}/v2/pqrs`, () =>
          HttpResponse.json({
            filingNumber: 'PQRS-2026-000042',
            dueDate: '2026-12-17',
            message: RECEIPT[locale].message,
          }),
        ),
      );
      const user = userEvent.setup({ applyAccept: false });
      const L = await renderPqrs(locale, ANSWERED);
      const photo = (await screen.findByLabelText(new RegExp(L.pqrs.photo))) as HTMLInputElement;
      await startReader();
      await user.upload(photo, new File([new Uint8Array(8)], 'scan.gif', { type: 'image/gif' }));
      await waitFor(async () => expect(await announcements()).toEqual([`polite: ${L.errors.photo.unsupportedType}`]));
      expect(photo).toHaveAttribute('aria-invalid', 'true');
      expect(photo).toHaveAccessibleDescription(new RegExp(`${L.errors.photo.unsupportedType.replace('.', '\\.')}$`));

      await user.click(screen.getByRole('checkbox'));
      await clearSpoken();
      await user.click(screen.getByRole('button', { name: L.common.send }));
      const title = await screen.findByRole('heading', { name: RECEIPT[locale].message });
      await waitFor(() => expect(title).toHaveFocus());
      await act(async () => {});
      // Focus on the receipt's title, then reading on: the filing number, the deadline.
      expect(await lastPhrase()).toBe(`heading, ${RECEIPT[locale].message}, level 3`);
      await clearSpoken();
      const after = await readToEnd();
      expect(after.slice(0, 3)).toEqual(['paragraph', RECEIPT[locale].number, 'end of paragraph']);
      expect(after.some((p) => RECEIPT[locale].due.test(p))).toBe(true);
    });
  }
});
