// @vitest-environment node
import { algoliasearch } from 'algoliasearch';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/tests/msw/server';
import { indexSettingsFor, pushIndexes } from './push';
import type { SearchRecord } from './schemas';

const record = (id: string, kind: SearchRecord['kind']): SearchRecord => ({
  objectID: id,
  kind,
  name: `Nombre ${id}`,
  routeUrl: `/servicios/${id}`,
  section: 'Servicios',
  locale: 'es',
  text: 'Texto',
  keywords: ['servicios'],
});

/** Algolia's REST API as msw: every write answers a task, every task is already published. */
function fakeAlgolia() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const answer = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    calls.push({ method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined });
    return HttpResponse.json({ taskID: 7, objectIDs: [], updatedAt: '2026-11-22T15:00:00Z', status: 'published' });
  };
  server.use(http.all(/algolia(net)?\.(net|com)\//, answer));
  return calls;
}

describe('search:push', () => {
  it('replaces each language index with its records through algoliasearch, then applies its settings', async () => {
    const calls = fakeAlgolia();
    const client = algoliasearch('TESTAPP', 'admin-key');
    const pushed = await pushIndexes(client, 'bog_', { es: [record('mascotas', 'page'), record('wifi', 'faq')] });
    expect(pushed).toEqual([{ indexName: 'bog_es', records: 2 }]);

    const batch = calls.find((call) => call.path.endsWith('/batch'));
    const objects = (batch?.body as { requests: { body: Record<string, unknown> }[] }).requests.map((r) => r.body);
    expect(objects.map((o) => [o.objectID, o.kindRank])).toEqual([
      ['mascotas', 0],
      ['wifi', 1],
    ]);
    // Atomic replacement: written to a temporary index, then moved over bog_es.
    const moves = calls.filter((call) => call.path.endsWith('/operation'));
    expect(moves.some((call) => (call.body as { operation: string }).operation === 'move')).toBe(true);
    const settings = calls.find((call) => call.path === '/1/indexes/bog_es/settings');
    expect(settings?.body).toMatchObject({ ignorePlurals: ['es'], removeStopWords: ['es'], hitsPerPage: 5 });
  });

  it('gives every language its own plurals and stop words', () => {
    expect(indexSettingsFor('pt')).toMatchObject({ ignorePlurals: ['pt'], queryLanguages: ['pt'] });
  });
});
