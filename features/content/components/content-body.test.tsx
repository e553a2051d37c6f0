import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/render';
import { resolveServerTree, setServerLocale } from '@/tests/server-components';
import type { Locale } from '@/lib/i18n/locales';
import type { ContentView } from '../server/content-view';
import { ContentBody } from './content-body';
import { EventsList } from './press/events-list';

vi.mock('next-intl/server', () => import('@/tests/server-components').then((m) => m.nextIntlServerMock));

afterEach(() => setServerLocale('es'));

function view(overrides: Partial<ContentView> = {}): ContentView {
  return {
    title: 'Carga aérea',
    description: 'Terminales de carga.',
    blocks: [{ type: 'richText', html: '<p>Texto en español de la página.</p>' }],
    fallback: false,
    draft: false,
    locale: 'es',
    header: {},
    seo: {},
    updatedAt: '2026-11-22',
    ...overrides,
  };
}

async function renderServer(node: React.ReactNode, locale: Locale) {
  setServerLocale(locale);
  return renderWithProviders(<>{await resolveServerTree(node)}</>, { locale });
}

describe('ContentBody', () => {
  it('says discreetly that the text is the Spanish fallback and marks it lang="es"', async () => {
    await renderServer(<ContentBody content={view({ fallback: true })} />, 'en');
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('This page has not been translated into your language yet: it is shown in Spanish.');
    expect(screen.getByText('Texto en español de la página.').closest('[lang]')).toHaveAttribute('lang', 'es');
  });

  it('shows no notice and no lang override for a page in the visitor’s language', async () => {
    await renderServer(
      <ContentBody
        content={view({ locale: 'fr', blocks: [{ type: 'richText', html: '<p>Texte en français.</p>' }] })}
      />,
      'fr',
    );
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText('Texte en français.').closest('[lang]')).toBeNull();
  });

  it('marks a draft in the preview', async () => {
    await renderServer(<ContentBody content={view({ draft: true })} />, 'es');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Vista previa de un borrador: este contenido aún no está publicado.',
    );
  });
});

describe('EventsList', () => {
  it("shows 'No hay eventos disponibles' with a next step when there are no events", async () => {
    await renderServer(<EventsList events={[]} locale="es" headingId="events" />, 'es');
    expect(screen.getByRole('heading', { level: 2, name: 'Próximos eventos' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No hay eventos disponibles');
    expect(screen.getByRole('link', { name: 'Consulta las noticias del aeropuerto mientras tanto.' })).toHaveAttribute(
      'href',
      '/eldorado-informa',
    );
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says it in the visitor’s language, with the localised link', async () => {
    await renderServer(<EventsList events={[]} locale="pt" headingId="events" />, 'pt');
    expect(screen.getByRole('status')).toHaveTextContent(/\S/);
    expect(screen.getByRole('status')).not.toHaveTextContent('No hay eventos disponibles');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/pt/eldorado-informa');
  });
});
