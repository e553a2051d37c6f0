// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDb } from '@/tests/db';
import { setTestDb } from '@/tests/forms/harness';
import type { DbHandle } from '@/lib/server/db/client';
import { forgetProcessState } from '@/tests/process-state';

/*
 * A page written to the store at run time (PUT /api/v2/content/pages) under a generic path is in the sitemap,
 * the site search and the assistant's passages at once: no rebuild, no restart (new pages need no code).
 */

vi.mock('server-only', () => ({}));
vi.mock('next-intl/server', async () => (await import('@/tests/forms/harness')).nextIntlServerMock);
const purge = vi.hoisted(() => vi.fn((prefixes?: readonly string[]) => prefixes?.length ?? 99));
vi.mock('@/lib/page-cache', () => ({ purgePageCache: purge }));
vi.mock('@/lib/server/db', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getDb: () => (globalThis as Record<symbol, unknown>)[Symbol.for('eldorado.tests.forms-db')],
}));

const { PUT } = await import('./route');
const { default: sitemap } = await import('@/app/sitemap');
const { localeIndexes, retrievePassages, searchSite } = await import('@/features/search/server');

const SECRET = 'revalidate-secret-1234';
const SITE = 'https://www.eldorado.test';

function localized(title: string, words: string) {
  return {
    title,
    description: `${title}: ${words}.`,
    blocks: [
      { type: 'richText', html: `<p>${words} en el muelle internacional.</p>` },
      { type: 'richText', html: '<p>Abierta todos los días.</p>' },
      { type: 'callout', title: 'Acceso', html: '<p>Sin costo.</p>' },
    ],
  };
}

const nursery = {
  path: '/servicios/nidoteca',
  updatedAt: '2026-11-20',
  locales: {
    es: localized('Nidoteca: sala de lactancia', 'La nidoteca ofrece cunas y lactancia'),
    en: localized('Nidoteca: nursing room', 'The nidoteca has cribs and a nursing room'),
  },
};

function put(body: unknown, token = SECRET) {
  const headers = new Headers({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
  return PUT(
    new Request('http://localhost/api/v2/content/pages', { method: 'PUT', headers, body: JSON.stringify(body) }),
    undefined,
  );
}

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  setTestDb(handle.db);
}, 60_000);
afterAll(async () => {
  await handle.close();
});
beforeEach(() => {
  vi.stubEnv('REVALIDATE_SECRET', SECRET);
  vi.stubEnv('SITE_URL', SITE);
  forgetProcessState('config');
});

describe('PUT /api/v2/content/pages', () => {
  it('is guarded like the revalidation (403 off, 401 wrong token) and refuses paths that are no page of the site', async () => {
    expect((await put(nursery, 'revalidate-secret-123X')).status).toBe(401);
    vi.stubEnv('REVALIDATE_SECRET', '');
    forgetProcessState('config');
    expect((await put(nursery, 'anything-anything')).status).toBe(403);
    vi.stubEnv('REVALIDATE_SECRET', SECRET);
    forgetProcessState('config');
    for (const path of ['/vuelos/detalle/AV1/extra', '/otra/seccion/nueva', '/404', '/buscar', '/Mayusculas']) {
      expect((await put({ ...nursery, path }))?.status, path).toBe(400);
    }
    expect(purge).not.toHaveBeenCalled();
  });

  it('makes a new page part of the sitemap, the site search (es, en) and Dora’s passages without a restart', async () => {
    // Built before the page exists: the indexes do not know it.
    expect((await searchSite('es', 'nidoteca')).hits).toEqual([]);
    expect((await sitemap()).map((e) => e.url)).not.toContain(`${SITE}/servicios/nidoteca`);

    const response = await put(nursery);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ path: '/servicios/nidoteca', locales: ['es', 'en'], changed: true });
    expect(purge).toHaveBeenLastCalledWith([
      '/servicios/nidoteca',
      '/en/servicios/nidoteca',
      '/fr/servicios/nidoteca',
      '/pt/servicios/nidoteca',
    ]);

    const urls = (await sitemap()).map((e) => e.url);
    for (const prefix of ['', '/en', '/fr', '/pt']) expect(urls).toContain(`${SITE}${prefix}/servicios/nidoteca`);

    const es = (await searchSite('es', 'nidoteca')).hits;
    expect(es[0]).toMatchObject({ name: 'Nidoteca: sala de lactancia', routeUrl: '/servicios/nidoteca' });
    const en = (await searchSite('en', 'nidoteca')).hits;
    expect(en[0]).toMatchObject({ name: 'Nidoteca: nursing room', routeUrl: '/en/servicios/nidoteca' });
    // fr has no text of its own: the Spanish one is indexed under the French URL.
    expect((await searchSite('fr', 'nidoteca')).hits[0]).toMatchObject({ routeUrl: '/fr/servicios/nidoteca' });

    const passages = await retrievePassages('es', '¿Dónde está la nidoteca?');
    expect(passages.hits.map((h) => h.record.routeUrl)).toContain('/servicios/nidoteca');
    expect((await localeIndexes('en')).site.records.some((r) => r.objectID === 'page:/servicios/nidoteca')).toBe(true);
  });

  it('survives a restart: the start-up seed that mirrors the content files keeps an operator page', async () => {
    expect((await put(nursery)).status).toBe(200);
    // What the server runs at start-up (seed-on-start.ts), with the content files read from disk.
    const { seedContent } = await import('@/features/content/seed');
    const { readContentFilesFromDisk } = await import('@/features/content/content-files');
    const { contentEntriesInput } = await import('@/features/content/content-entries');
    await seedContent(handle.db, { files: await readContentFilesFromDisk(), entries: contentEntriesInput }, () => 0);
    expect((await sitemap()).map((e) => e.url)).toContain(`${SITE}/en/servicios/nidoteca`);
    // The files' own pages are still mirrored (a page without a file but from one would go).
    expect((await sitemap()).map((e) => e.url)).toContain(`${SITE}/servicios/mascotas`);
  });

  it('is idempotent and replaces the page (a locale left out falls back to es)', async () => {
    expect(await (await put(nursery)).json()).toMatchObject({ changed: false });
    expect(await (await put({ ...nursery, locales: { es: nursery.locales.es } })).json()).toMatchObject({
      locales: ['es'],
      changed: true,
    });
    expect((await searchSite('en', 'nidoteca')).hits[0]).toMatchObject({ name: 'Nidoteca: sala de lactancia' });
  });
});
