// @vitest-environment node
import { liteClient } from 'algoliasearch/lite';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import { multiQueryResponseSchema, searchResultSchema } from '@/features/search/schemas';

vi.mock('server-only', () => ({}));
const extraFaq = vi.hoisted(() => ({
  items: [] as { slug: string; question: string; answerHtml: string; answerText: string }[],
}));
vi.mock('@/features/content/server', async () => {
  const { bundledFaqGroups } = await import('@/tests/faq-groups');
  return {
    getFaqGroups: async (locale: 'es' | 'en' | 'fr' | 'pt') => [
      ...bundledFaqGroups(locale),
      { topic: 'servicios', items: extraFaq.items },
    ],
  };
});
vi.mock('@/features/establishments/server', () => ({
  loadDirectory: async () => [
    {
      id: 7,
      slug: 'juan-valdez-cafe',
      name: 'Juan Valdez Café',
      businessType: 'restaurantes',
      businessTypeName: { es: 'Restaurantes', en: 'Restaurants', fr: 'Restaurants', pt: 'Restaurantes' },
      categoryName: { es: 'Cafetería', en: 'Coffee shop', fr: 'Café', pt: 'Cafeteria' },
      productNames: [],
      terminal: 'T1',
      floor: 2,
      zone: 'Muelle nacional',
      nearGate: 'A5',
      airlineCode: null,
      description: { es: 'Café colombiano.', en: 'Colombian coffee.', fr: 'Café colombien.', pt: 'Café colombiano.' },
    },
  ],
}));
vi.mock('@/features/offers/server', () => ({
  listOffers: async () => ({
    items: [
      {
        id: 3,
        title: 'Café de origen 2×1',
        summary: 'Dos cafés de origen por el precio de uno.',
        badge: '2×1',
        establishment: { name: 'Juan Valdez Café', terminal: 'T1', zone: 'Muelle nacional' },
      },
    ],
  }),
}));
vi.mock('@/features/flights/server', () => ({
  findFlight: async (q: string) =>
    q.replace(/\s/g, '').toUpperCase() === 'AV9364'
      ? {
          flight: {
            id: '20261122-AV9364-dep',
            flight: 'AV9364',
            airline: { code: 'AV', name: 'Avianca' },
            city: { code: 'MDE', es: 'Medellín', en: 'Medellin', fr: 'Medellín', pt: 'Medellín' },
            scheduleDate: '2026-11-22 10:00:00',
          },
        }
      : null,
}));

const { GET, POST } = await import('./route');

const post = (body: unknown) =>
  POST(
    new Request('http://localhost/api/v2/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    undefined,
  );
const get = (query: string) => GET(new Request(`http://localhost/api/v2/search?${query}`), undefined);

async function firstUrls(indexName: string, query: string): Promise<string[]> {
  const response = await post({ requests: [{ indexName, query }] });
  const body = multiQueryResponseSchema.parse(await response.json());
  return body.results[0]!.hits.map((h) => h.routeUrl);
}

describe('POST /api/v2/search (Algolia multi-query)', () => {
  it('answers every request in order, in Algolia’s result shape, 5 hits per page', async () => {
    const response = await post({
      requests: [
        { indexName: 'eldorado_es', query: 'mascotas' },
        { indexName: 'eldorado_en', params: 'query=pets&hitsPerPage=3&page=0' },
      ],
    });
    expect(response.status).toBe(200);
    const { results } = multiQueryResponseSchema.parse(await response.json());
    expect(results.map((r) => r.index)).toEqual(['eldorado_es', 'eldorado_en']);
    expect(results[0]!.hitsPerPage).toBe(5);
    expect(results[0]!.hits.length).toBeLessThanOrEqual(5);
    expect(results[1]!.hits.length).toBeLessThanOrEqual(3);
    expect(results[0]!.hits[0]!._highlightResult.name.value).toContain('<em>');
  });

  it('finds the pets page: mascotas in es, pets in en, animaux in fr, animais in pt', async () => {
    expect((await firstUrls('eldorado_es', 'mascotas'))[0]).toBe('/servicios/mascotas');
    expect((await firstUrls('eldorado_en', 'pets')).slice(0, 2)).toContain('/en/servicios/mascotas');
    expect((await firstUrls('eldorado_fr', 'animaux')).slice(0, 5)).toContain('/fr/servicios/mascotas');
    expect((await firstUrls('eldorado_pt', 'animais')).slice(0, 5)).toContain('/pt/servicios/mascotas');
  });

  it("ignores accents and tolerates typos: 'aduana', 'cafe', 'equipjae'", async () => {
    expect((await firstUrls('eldorado_es', 'aduana'))[0]).toBe('/servicios/aduanas');
    expect(await firstUrls('eldorado_es', 'cafe')).toContain('/establecimientos/restaurantes/7');
    expect((await firstUrls('eldorado_es', 'instrucciones equipjae'))[0]).toBe('/servicios/instrucciones-equipaje');
  });

  it('puts a flight found by number first', async () => {
    expect((await firstUrls('eldorado_en', 'av 9364'))[0]).toBe('/en/vuelos/detalle/AV9364');
  });

  it('honours InstantSearch’s highlight tags', async () => {
    const response = await post({
      requests: [
        {
          indexName: 'eldorado_es',
          params: { query: 'aduanas', highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' },
        },
      ],
    });
    const { results } = multiQueryResponseSchema.parse(await response.json());
    expect(results[0]!.hits[0]!._highlightResult.name.value).toBe('__ais-highlight__Aduanas__/ais-highlight__');
  });

  it('refuses an unknown index (404) and bad input (400) in the API error shape', async () => {
    const unknown = await post({ requests: [{ indexName: 'products', query: 'x' }] });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe('index_not_found');
    const bad = await post({ requests: [{ indexName: 'eldorado_es', hitsPerPage: 5000 }] });
    expect(bad.status).toBe(400);
    expect((await post({})).status).toBe(400);
  });
});

describe('GET /api/v2/search', () => {
  it('echoes the query as Algolia does, but never the markup in it verbatim (GET and POST)', async () => {
    const query = '"><img src=x onerror=alert(1)><script>alert(1)</script>';
    for (const response of [
      await get(`q=${encodeURIComponent(query)}&locale=en`),
      await post({ requests: [{ indexName: 'eldorado_es', query }] }),
    ]) {
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).not.toMatch(/<img|<script|<em>/);
      const body = JSON.parse(text) as { query?: string; results?: { query: string; params: string }[] };
      const result = body.results?.[0] ?? (body as { query: string; params: string });
      expect(result.query).toBe(query);
      expect(new URLSearchParams(result.params).get('query')).toBe(query);
    }
  });

  it('answers one result for q and locale', async () => {
    const response = await get('q=taxi&locale=en');
    expect(response.status).toBe(200);
    const result = searchResultSchema.parse(await response.json());
    expect(result.index).toBe('eldorado_en');
    expect(result.hits.every((h) => h.locale === 'en' && h.routeUrl.startsWith('/en'))).toBe(true);
  });
  it('refuses a bad locale', async () => {
    expect((await get('q=taxi&locale=de')).status).toBe(400);
  });
});

describe('the embedded endpoint speaks Algolia', () => {
  it("answers algoliasearch's own lite client, as InstantSearch calls it", async () => {
    server.use(
      http.post(/algolia(net)?\.(net|com)\/1\/indexes\/\*\/queries/, async ({ request }) =>
        POST(
          new Request('http://localhost/api/v2/search', {
            method: 'POST',
            headers: { 'content-type': request.headers.get('content-type') ?? '' },
            body: await request.text(),
          }),
          undefined,
        ),
      ),
    );
    const client = liteClient('TESTAPP', 'search-key');
    const { results } = await client.search([
      {
        indexName: 'eldorado_es',
        params: {
          query: 'mascotas',
          hitsPerPage: 5,
          highlightPreTag: '__ais-highlight__',
          highlightPostTag: '__/ais-highlight__',
        },
      },
    ]);
    const result = searchResultSchema.parse(results[0]);
    expect(result.hits.length).toBeGreaterThan(0);
    expect(result.hits[0]?._highlightResult.name.value).toContain('__ais-highlight__');
  });
});

describe('offers in the index', () => {
  it('finds a valid offer by its title and links to its page in the locale', async () => {
    const response = await POST(
      new Request('http://localhost/api/v2/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requests: [{ indexName: 'eldorado_en', query: 'cafe de origen' }] }),
      }),
      undefined,
    );
    const { results } = multiQueryResponseSchema.parse(await response.json());
    const offer = results[0]?.hits.find((hit) => hit.kind === 'offer');
    expect(offer).toMatchObject({ objectID: 'offer:3', routeUrl: '/en/ofertas/detalle/3', section: 'Offers' });
  });
});

describe('FAQ entries in the index (content/entries/faq.ts through the content store)', () => {
  it.each([
    ['eldorado_es', 'anticipación llegar aeropuerto', '/faq#cuanto-antes-llegar'],
    ['eldorado_en', 'how early', '/en/faq#cuanto-antes-llegar'],
    ['eldorado_fr', 'TransMilenio', '/fr/faq#transmilenio-aeropuerto'],
    ['eldorado_pt', 'áreas para fumantes', '/pt/faq#zonas-para-fumar'],
  ])('%s: “%s” finds the question on /faq by its anchor', async (indexName, query, url) => {
    const response = await post({ requests: [{ indexName, query, hitsPerPage: 20 }] });
    const { results } = multiQueryResponseSchema.parse(await response.json());
    const hit = results[0]!.hits.find((h) => h.routeUrl === url);
    expect(hit).toMatchObject({ kind: 'faq', objectID: expect.stringMatching(/^faq-entry:/) });
  });
});

describe('index rebuilt on content change', () => {
  it('finds a FAQ entry added to the content store once the index is invalidated (revalidate, seed), and warms every language', async () => {
    const { invalidateSearchIndexes, warmSearchIndexes } = await import('@/features/search/server');
    await warmSearchIndexes();
    extraFaq.items = [
      {
        slug: 'zona-de-lactancia',
        question: '¿Hay una sala de lactancia?',
        answerHtml: '<p>Sí, junto a la puerta 12 hay una sala de lactancia abierta 24 horas.</p>',
        answerText: 'Sí, junto a la puerta 12 hay una sala de lactancia abierta 24 horas.',
      },
    ];
    expect(await firstUrls('eldorado_es', 'lactancia')).not.toContain('/faq#zona-de-lactancia');
    invalidateSearchIndexes();
    const report = await warmSearchIndexes();
    expect(report.map((r) => [r.locale, r.ok])).toEqual([
      ['es', true],
      ['en', true],
      ['fr', true],
      ['pt', true],
    ]);
    expect(await firstUrls('eldorado_es', 'lactancia')).toContain('/faq#zona-de-lactancia');
    extraFaq.items = [];
    invalidateSearchIndexes();
  });
});
