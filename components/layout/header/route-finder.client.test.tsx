import { act, lazy, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen, userEvent, waitFor, within } from '@/tests/render';
import { RouteFinder } from './route-finder.client';
import RouteFinderPanel, { type RouteFinderPanelProps } from './route-finder-panel.client';
import {
  normalizeForSearch,
  routeSearchEntries,
  searchRoutes,
  type RouteSearchEntry,
  type RouteSearchSource,
} from './route-search';
import { continueDraft, readDraft } from './search-draft';

vi.mock('next/navigation', async (importOriginal) =>
  (await import('@/tests/next-navigation')).routerlessNavigation(await importOriginal()),
);

const entries: RouteSearchEntry[] = [
  { href: '/vuelos', title: 'Vuelos', group: 'Vuelos' },
  { href: '/servicios/migracion-y-pasaportes', title: 'Migración y pasaportes', group: 'Prepara tu viaje' },
  { href: '/servicios/mascotas', title: 'Viajar con mascotas', group: 'Servicios al pasajero' },
  { href: '/servicios/banos-para-mascotas', title: 'Baños para mascotas', group: 'Servicios al pasajero' },
  { href: '/servicios/aduanas', title: 'Aduanas', group: 'Prepara tu viaje' },
  { href: '/informacion-en-tiempo-real', title: 'Información en tiempo real', group: 'Tiempo real' },
  { href: '/informacion-en-tiempo-real/parqueaderos', title: 'Parqueaderos', group: 'Tiempo real' },
  { href: '/a', title: 'Información A' },
  { href: '/b', title: 'Información B' },
  { href: '/c', title: 'Información C' },
  { href: '/d', title: 'Información D' },
];

/** As the server sends them: here every page is one the menu does not list. */
const source: RouteSearchSource = { categories: [], extra: entries };

describe('routeSearchEntries', () => {
  it("lists each menu category's landing and children under its label, then the other pages, each page once", () => {
    const link = (href: string, label: string) => ({ href, label });
    const derived = routeSearchEntries({
      categories: [
        {
          id: 'vuelos',
          label: 'Vuelos',
          landing: link('/vuelos', 'Vuelos'),
          children: [link('/vuelos/salidas', 'Salidas'), link('/vuelos/llegadas', 'Llegadas')],
        },
        {
          id: 'servicios',
          label: 'Servicios',
          landing: link('/servicios', 'Servicios'),
          children: [link('/vuelos/salidas', 'Salidas'), link('/servicios/mascotas', 'Mascotas')],
        },
      ],
      extra: [
        { href: '/contacto', title: 'Contacto' },
        { href: '/servicios/mascotas', title: 'Mascotas' },
      ],
    });
    expect(derived).toEqual([
      { href: '/vuelos', title: 'Vuelos', group: 'Vuelos' },
      { href: '/vuelos/salidas', title: 'Salidas', group: 'Vuelos' },
      { href: '/vuelos/llegadas', title: 'Llegadas', group: 'Vuelos' },
      { href: '/servicios', title: 'Servicios', group: 'Servicios' },
      { href: '/servicios/mascotas', title: 'Mascotas', group: 'Servicios' },
      { href: '/contacto', title: 'Contacto' },
    ]);
  });
});

describe('searchRoutes', () => {
  it('ignores accents and case', () => {
    expect(normalizeForSearch('  Migración Y PASAPORTES ')).toBe('migracion y pasaportes');
    expect(searchRoutes(entries, 'migracion').map((e) => e.href)).toEqual(['/servicios/migracion-y-pasaportes']);
    expect(searchRoutes(entries, 'BAÑOS').map((e) => e.href)).toEqual(['/servicios/banos-para-mascotas']);
  });

  it('ranks titles starting with the query first and returns at most 5 hits', () => {
    expect(searchRoutes(entries, 'mascotas').map((e) => e.title)).toEqual([
      'Viajar con mascotas',
      'Baños para mascotas',
    ]);
    const info = searchRoutes(entries, 'informacion');
    expect(info).toHaveLength(5);
    expect(info[0]?.title).toBe('Información en tiempo real');
  });

  it('also finds a page by its Spanish slug', () => {
    const french = [{ href: '/servicios/migracion-y-pasaportes', title: 'Migration et passeports' }];
    expect(searchRoutes(french, 'migracion')).toEqual(french);
  });

  it('needs every word and returns nothing for an empty query', () => {
    expect(searchRoutes(entries, 'mascotas baños').map((e) => e.href)).toEqual(['/servicios/banos-para-mascotas']);
    expect(searchRoutes(entries, '   ')).toEqual([]);
  });
});

describe('RouteFinder', () => {
  it('opens a dialog from its button, filters accent-insensitively and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RouteFinder source={source} />);
    const button = screen.getByRole('button', { name: 'Buscar' });
    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Buscar en el sitio' });
    const input = within(dialog).getByRole('combobox', { name: '¿Qué estás buscando?' });
    await waitFor(() => expect(input).toHaveFocus());

    await user.type(input, 'migracion');
    const options = within(dialog).getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent('Migración y pasaportes');
    expect(options[0]).toHaveAttribute('href', '/servicios/migracion-y-pasaportes');
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.clear(input);
    await user.type(input, 'zzzz');
    expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Sin Resultados');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('opens with "/" and with Ctrl+K, but not while typing in a field', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <input aria-label="otro campo" />
        <RouteFinder source={source} />
      </>,
      { locale: 'en' },
    );
    await user.click(screen.getByRole('textbox', { name: 'otro campo' }));
    await user.keyboard('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(document.body);
    await user.keyboard('/');
    expect(await screen.findByRole('dialog', { name: 'Search the site' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Search the site' })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox'), 'qqq');
    expect(screen.getByRole('status')).toHaveTextContent('No results');
  });

  it("offers the suggested pages under 'Sin Resultados', passed in as data", async () => {
    const user = userEvent.setup();
    const suggestions = [
      { href: '/faq', title: 'Preguntas frecuentes' },
      { href: '/contacto', title: 'Contacto' },
    ];
    renderWithProviders(<RouteFinder source={source} suggestions={suggestions} />);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buscar en el sitio' });
    const input = within(dialog).getByRole('combobox');
    await user.type(input, 'mascotas');
    expect(within(dialog).queryByRole('navigation', { name: 'Quizás te sirva:' })).toBeNull();
    await user.clear(input);
    await user.type(input, 'zzzz');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Sin Resultados');
    const nav = within(dialog).getByRole('navigation', { name: 'Quizás te sirva:' });
    expect(within(nav).getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/contacto');
    await user.click(within(nav).getByRole('link', { name: 'Preguntas frecuentes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without idle preloading, loads a heavy panel on intent only and says it is loading until it arrives', async () => {
    let arrive = () => {};
    const loads = vi.fn();
    const Heavy = lazy(() => {
      loads();
      return new Promise<{ default: () => ReactNode }>((resolve) => {
        arrive = () => resolve({ default: () => <div role="dialog" aria-label="panel pesado" /> });
      });
    });
    // The page's load event and a minute of idle time come and go (jsdom has no requestIdleCallback:
    // the idle fallback is a 1.5 s timer): nothing is fetched.
    vi.useFakeTimers();
    renderWithProviders(<RouteFinder source={source} preloadWhenIdle={false} renderPanel={() => <Heavy />} />);
    act(() => {
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(60_000);
    });
    expect(loads).not.toHaveBeenCalled();
    vi.useRealTimers();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(loads).toHaveBeenCalledOnce();
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando la búsqueda…');
    arrive();
    expect(await screen.findByRole('dialog', { name: 'panel pesado' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('RouteFinder: typing before the dialog’s code arrives', () => {
  const cases = [
    {
      locale: 'es',
      open: 'Buscar',
      label: '¿Qué estás buscando?',
      title: 'Buscar en el sitio',
      loading: 'Cargando la búsqueda…',
    },
    {
      locale: 'en',
      open: 'Search',
      label: 'What are you looking for?',
      title: 'Search the site',
      loading: 'Loading search…',
    },
  ] as const;
  for (const { locale, open, label, title, loading } of cases) {
    it(`${locale}: a field takes the keystrokes at once and the dialog continues from its text and caret`, async () => {
      let arrive = () => {};
      const Slow = lazy(
        () =>
          new Promise<{ default: (props: RouteFinderPanelProps) => ReactNode }>((resolve) => {
            arrive = () => resolve({ default: RouteFinderPanel });
          }),
      );
      const user = userEvent.setup();
      renderWithProviders(
        <RouteFinder source={source} preloadWhenIdle={false} renderPanel={(props) => <Slow {...props} />} />,
        { locale },
      );
      await user.click(screen.getByRole('button', { name: open }));
      // No waiting: the keystrokes follow the click at once, while the dialog's code is on its way.
      await user.keyboard('mascotas');
      const pending = screen.getByRole('textbox', { name: label });
      expect(pending).toHaveFocus();
      expect(pending).toHaveValue('mascotas');
      expect(screen.getByRole('status')).toHaveTextContent(loading);
      const prefix = locale === 'es' ? '' : `/${locale}`;
      expect(screen.getByRole('search')).toHaveAttribute('action', `${prefix}/buscar`);
      (pending as HTMLInputElement).setSelectionRange(4, 4);

      await act(async () => arrive());
      const dialog = await screen.findByRole('dialog', { name: title });
      const input = within(dialog).getByRole('combobox', { name: label });
      expect(input).toHaveValue('mascotas');
      expect(input).toHaveFocus();
      expect([(input as HTMLInputElement).selectionStart, (input as HTMLInputElement).selectionEnd]).toEqual([4, 4]);
      expect(screen.queryByRole('textbox', { name: label })).not.toBeInTheDocument();
      expect(
        within(dialog)
          .getAllByRole('option')
          .map((o) => o.getAttribute('href')),
      ).toEqual([`${prefix}/servicios/mascotas`, `${prefix}/servicios/banos-para-mascotas`]);
      await user.type(input, ' baños');
      expect(input).toHaveValue('mascotas baños');
      expect(within(dialog).getAllByRole('option')).toHaveLength(1);
    });
  }

  it('a later opening, with the code there, starts empty; Escape in the waiting field closes it', async () => {
    let arrive = () => {};
    const Slow = lazy(
      () =>
        new Promise<{ default: (props: RouteFinderPanelProps) => ReactNode }>((resolve) => {
          arrive = () => resolve({ default: RouteFinderPanel });
        }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <RouteFinder source={source} preloadWhenIdle={false} renderPanel={(props) => <Slow {...props} />} />,
    );
    const button = screen.getByRole('button', { name: 'Buscar' });
    await user.click(button);
    await user.keyboard('adu{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    expect(screen.getByRole('textbox', { name: '¿Qué estás buscando?' })).toHaveValue('');
    await user.keyboard('aduanas');
    await act(async () => arrive());
    const dialog = await screen.findByRole('dialog', { name: 'Buscar en el sitio' });
    expect(within(dialog).getByRole('combobox')).toHaveValue('aduanas');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(button);
    const again = within(await screen.findByRole('dialog', { name: 'Buscar en el sitio' })).getByRole('combobox');
    expect(again).toHaveValue('');
    await waitFor(() => expect(again).toHaveFocus());
  });
});

describe('search draft hand-off', () => {
  it('reads the text and caret of the waiting field and puts both into the dialog’s field', () => {
    expect(readDraft(null)).toBeNull();
    const from = document.createElement('input');
    document.body.append(from);
    from.value = 'mascotas';
    from.setSelectionRange(2, 5);
    const draft = readDraft(from);
    expect(draft).toEqual({ value: 'mascotas', selectionStart: 2, selectionEnd: 5 });
    // The waiting field has left the page by the time the dialog reads it: its text and caret remain.
    from.remove();
    expect(readDraft(from)).toEqual(draft);

    const to = document.createElement('input');
    document.body.append(to);
    continueDraft(to, draft!);
    expect(to).toHaveValue('mascotas');
    expect(to).toHaveFocus();
    expect([to.selectionStart, to.selectionEnd]).toEqual([2, 5]);
    to.remove();
  });
});
