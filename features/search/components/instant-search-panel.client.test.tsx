import { http, HttpResponse } from 'msw';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import { renderWithProviders, screen, userEvent, waitFor, within } from '@/tests/render';
import { designatorOf } from '../api/flight-lookup';
import InstantSearchPanel from './instant-search-panel.client';

vi.mock('next/navigation', async (importOriginal) =>
  (await import('@/tests/next-navigation')).routerlessNavigation(await importOriginal()),
);

const suggestions = [
  { href: '/vuelos/salidas', title: 'Salidas' },
  { href: '/servicios/mascotas', title: 'Viajar con mascotas' },
  { href: '/faq', title: 'Preguntas frecuentes' },
];

function emptyResult(indexName: string, query: string) {
  return {
    index: indexName,
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: 5,
    processingTimeMS: 1,
    exhaustiveNbHits: true,
    query,
    params: '',
  };
}

function queriesOf(body: unknown): { indexName: string; query: string }[] {
  const requests = (body as { requests: { indexName: string; params?: string; query?: string }[] }).requests;
  return requests.map((r) => ({
    indexName: r.indexName,
    query: r.query ?? new URLSearchParams(r.params ?? '').get('query') ?? '',
  }));
}

function renderPanel(props: Partial<Parameters<typeof InstantSearchPanel>[0]> = {}, locale: 'es' | 'en' = 'es') {
  return renderWithProviders(
    <InstantSearchPanel
      entries={[]}
      suggestions={suggestions}
      open
      onClose={() => {}}
      returnFocus={createRef()}
      {...props}
    />,
    { locale },
  );
}

describe('header search overlay', () => {
  it("shows 'Sin Resultados' with the results page's suggestions when the index finds nothing", async () => {
    server.use(
      http.post('*/api/v2/search', async ({ request }) =>
        HttpResponse.json({ results: queriesOf(await request.json()).map((q) => emptyResult(q.indexName, q.query)) }),
      ),
    );
    const user = userEvent.setup();
    renderPanel();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox'), 'zzzqqq');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Sin Resultados'));
    const nav = within(dialog).getByRole('navigation', { name: 'Quizás te sirva:' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Salidas', '/vuelos/salidas'],
      ['Viajar con mascotas', '/servicios/mascotas'],
      ['Preguntas frecuentes', '/faq'],
    ]);
  });

  it('offers no suggestions while there are hits', async () => {
    server.use(
      http.post('*/api/v2/search', async ({ request }) =>
        HttpResponse.json({
          results: queriesOf(await request.json()).map((q) => ({
            ...emptyResult(q.indexName, q.query),
            nbHits: 1,
            nbPages: 1,
            hits: [
              {
                objectID: 'page:/servicios/mascotas',
                kind: 'page',
                name: 'Viajar con mascotas',
                routeUrl: '/servicios/mascotas',
                section: 'Servicios',
                locale: 'es',
                text: '',
                keywords: [],
                _highlightResult: {
                  name: {
                    value: 'Viajar con __ais-highlight__mascotas__/ais-highlight__',
                    matchLevel: 'full',
                    matchedWords: ['mascotas'],
                  },
                },
              },
            ],
          })),
        }),
      ),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.type(within(await screen.findByRole('dialog')).getByRole('combobox'), 'mascotas');
    const [option] = await screen.findAllByRole('option');
    expect(option).toHaveAttribute('href', '/servicios/mascotas');
    expect(screen.queryByRole('navigation', { name: 'Quizás te sirva:' })).toBeNull();
  });
});

describe('header search overlay: text typed before its code arrived', () => {
  function petsHit(query: string, locale: 'es' | 'en') {
    const name = locale === 'es' ? 'Viajar con mascotas' : 'Travelling with pets';
    return {
      objectID: 'page:/servicios/mascotas',
      kind: 'page',
      name,
      routeUrl: `${locale === 'es' ? '' : '/en'}/servicios/mascotas`,
      section: 'Servicios',
      locale,
      text: '',
      keywords: [],
      _highlightResult: { name: { value: `${name} (${query})`, matchLevel: 'full', matchedWords: [query] } },
    };
  }
  function answerWithPets(seen: string[], locale: 'es' | 'en') {
    server.use(
      http.post('*/api/v2/search', async ({ request }) =>
        HttpResponse.json({
          results: queriesOf(await request.json()).map((q) => {
            seen.push(q.query);
            return { ...emptyResult(q.indexName, q.query), nbHits: 1, nbPages: 1, hits: [petsHit(q.query, locale)] };
          }),
        }),
      ),
    );
  }

  for (const [locale, typed] of [
    ['es', 'mascotas'],
    ['en', 'pets'],
  ] as const) {
    it(`${locale}: continues from that text and caret, and its first search is for it`, async () => {
      const seen: string[] = [];
      answerWithPets(seen, locale);
      renderPanel({ draft: () => ({ value: typed, selectionStart: 2, selectionEnd: 2 }) }, locale);
      const input = within(await screen.findByRole('dialog')).getByRole('combobox');
      expect(input).toHaveValue(typed);
      expect(input).toHaveFocus();
      expect([(input as HTMLInputElement).selectionStart, (input as HTMLInputElement).selectionEnd]).toEqual([2, 2]);
      expect(await screen.findByRole('option')).toHaveTextContent(`(${typed})`);
      expect(seen).toEqual([typed]);
    });
  }

  it('searches for a keystroke that landed between its first render and its mount', async () => {
    const seen: string[] = [];
    answerWithPets(seen, 'es');
    // The first read (the first render) saw "masco"; by the mount the stand-in field held "mascotas".
    const reads = ['masco'];
    const draft = () => {
      const value = reads.shift() ?? 'mascotas';
      return { value, selectionStart: value.length, selectionEnd: value.length };
    };
    renderPanel({ draft });
    const input = within(await screen.findByRole('dialog')).getByRole('combobox');
    expect(input).toHaveValue('mascotas');
    await waitFor(() => expect(screen.getByRole('option')).toHaveTextContent('(mascotas)'));
    expect(seen.at(-1)).toBe('mascotas');
  });
});

describe('a flight by number with Algolia as the provider', () => {
  it('reads a flight number', () => {
    expect(designatorOf('av 9364')).toBe('AV9364');
    expect(designatorOf('LA-4020')).toBe('LA4020');
    expect(designatorOf('mascotas')).toBeNull();
    expect(designatorOf('9364')).toBeNull();
  });

  it('looks the flight up at /api/v2/flights/{designator} beside Algolia’s hits, and links to it', async () => {
    const flightRequests: string[] = [];
    server.use(
      // Algolia knows no flights (they are not pushed to its index).
      http.post('https://testapp-dsn.algolia.net/1/indexes/*/queries', async ({ request }) =>
        HttpResponse.json({ results: queriesOf(await request.json()).map((q) => emptyResult(q.indexName, q.query)) }),
      ),
      http.get('*/api/v2/flights/:designator', ({ params }) => {
        flightRequests.push(String(params.designator));
        return params.designator === 'AV9364'
          ? HttpResponse.json({
              flight: 'AV9364',
              airline: { code: 'AV', name: 'Avianca' },
              city: { code: 'MDE', es: 'Medellín', en: 'Medellin' },
            })
          : HttpResponse.json({ error: { code: 'not_found', message: 'No flight' } }, { status: 404 });
      }),
    );
    const user = userEvent.setup();
    renderPanel({ algolia: { appId: 'TESTAPP', searchKey: 'search-only-key', indexPrefix: 'eldorado_' } }, 'en');
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox'), 'av 9364');
    const option = await within(dialog).findByRole('option', { name: /AV9364 · Avianca · Medellin/ });
    expect(option).toHaveAttribute('href', '/en/vuelos/detalle/AV9364');
    expect(option).toHaveTextContent('Flights');
    expect(flightRequests).toContain('AV9364');
    expect(within(dialog).getByRole('status')).not.toHaveTextContent('No results');
  });

  it('does not ask the flight API for words, nor with the embedded index (which finds flights itself)', async () => {
    const flightRequests: string[] = [];
    server.use(
      http.post('*/api/v2/search', async ({ request }) =>
        HttpResponse.json({ results: queriesOf(await request.json()).map((q) => emptyResult(q.indexName, q.query)) }),
      ),
      http.get('*/api/v2/flights/:designator', ({ params }) => {
        flightRequests.push(String(params.designator));
        return HttpResponse.json({}, { status: 404 });
      }),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.type(within(await screen.findByRole('dialog')).getByRole('combobox'), 'AV9364');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sin Resultados'));
    expect(flightRequests).toEqual([]);
  });
});
