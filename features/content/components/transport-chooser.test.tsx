import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/render';
import { resolveServerTree, setServerLocale } from '@/tests/server-components';
import type { Locale } from '@/lib/i18n/locales';
import type { TransportChoice } from '../transport';
import { TransportChooser } from './transport-chooser';

vi.mock('next-intl/server', () => import('@/tests/server-components').then((m) => m.nextIntlServerMock));

afterEach(() => setServerLocale('es'));

const withoutRoutes: TransportChoice = {
  modes: [{ id: 'bus', name: 'Bus', href: '/t?modo=bus#medio', selected: true }],
  selected: { id: 'bus', name: 'Bus', intro: 'Intro.', routes: [] },
};

async function renderChooser(choice: TransportChoice, locale: Locale) {
  setServerLocale(locale);
  return renderWithProviders(<>{await resolveServerTree(<TransportChooser choice={choice} />)}</>, { locale });
}

describe('TransportChooser', () => {
  it.each([
    ['es', 'No disponemos de ninguna ruta para el medio de transporte seleccionado.'],
    ['en', 'We have no route for the selected means of transport.'],
  ] as const)('%s: a mode without routes shows the SPEC empty state as a status', async (locale, text) => {
    await renderChooser(withoutRoutes, locale);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('heading', { level: 4 })).toBeNull();
  });
});
