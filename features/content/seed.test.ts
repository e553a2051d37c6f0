// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@/lib/server/db/client';
import { contentDocuments, contentEntries, contentPages } from './server/db/schema';
import { createTestDb } from '@/tests/db';
import { contentEntriesInput } from './content-entries';
import { readContentFilesFromDisk, type RawContentFiles } from './content-files';
import { cacheKeysOf, seedContent } from './seed';

let handle: DbHandle;
let files: RawContentFiles;

beforeAll(async () => {
  handle = await createTestDb();
  files = await readContentFilesFromDisk();
});
afterAll(() => handle.close());

async function count(table: typeof contentPages | typeof contentEntries | typeof contentDocuments) {
  return (await handle.db.select().from(table)).length;
}

describe('content seed', () => {
  it('writes every page in four locales, then a re-run changes nothing and duplicates nothing', async () => {
    const purge = vi.fn(() => 0);
    const first = await seedContent(handle.db, { files, entries: contentEntriesInput }, purge);
    expect(first.problems).toEqual([]);
    expect(first.pages).toBe(files.pages.length);
    const pages = await count(contentPages);
    expect(pages).toBe((files.pages.length + files.drafts.length) * 4);
    const entries = await count(contentEntries);
    expect(entries).toBe(first.entries);
    expect(await count(contentDocuments)).toBe(contentEntriesInput.documents.length);

    const second = await seedContent(handle.db, { files, entries: contentEntriesInput }, purge);
    expect(second.changed).toBe(0);
    expect(second.purgedPaths).toEqual([]);
    expect(await count(contentPages)).toBe(pages);
    expect(await count(contentEntries)).toBe(entries);
  });

  it('updates a changed page in place and purges its cached pages in every locale', async () => {
    const edited: RawContentFiles = {
      ...files,
      pages: files.pages.map((file) => {
        if (file.file !== 'accesibilidad.ts') return file;
        const page = structuredClone(file.value) as { locales: { es: { title: string } } };
        page.locales.es.title = 'Accesibilidad para todos';
        return { ...file, value: page };
      }),
    };
    const purge = vi.fn(() => 0);
    const report = await seedContent(handle.db, { files: edited, entries: contentEntriesInput }, purge);
    expect(report.changed).toBe(1);
    expect(report.purgedPaths).toEqual(['/accesibilidad']);
    expect(purge).toHaveBeenCalledWith([
      '/accesibilidad',
      '/en/accesibilidad',
      '/fr/accesibilidad',
      '/pt/accesibilidad',
    ]);
    const rows = await handle.db.select().from(contentPages).where(eq(contentPages.path, '/accesibilidad'));
    expect(rows.filter((r) => r.status === 'published')).toHaveLength(4);
    expect(rows.find((r) => r.locale === 'es' && r.status === 'published')?.title).toBe('Accesibilidad para todos');
  });

  it('sanitises rich text on save and refuses invalid files without stopping the rest', async () => {
    const hostile = {
      file: 'prueba.ts',
      value: { path: '/prueba', updatedAt: '2026-01-01', locales: {} },
    };
    const page = structuredClone(files.pages.find((f) => f.file === 'accesibilidad.ts')!.value) as {
      path: string;
      locales: Record<string, { blocks: { type: string; html?: string }[] }>;
    };
    page.path = '/accesibilidad';
    page.locales.es!.blocks[0] = { type: 'richText', html: '<p onclick="x()">Hola<script>alert(1)</script></p>' };
    const report = await seedContent(
      handle.db,
      {
        files: {
          pages: [
            ...files.pages.filter((f) => f.file !== 'accesibilidad.ts'),
            { file: 'accesibilidad.ts', value: page },
            hostile,
          ],
          drafts: files.drafts,
        },
        entries: contentEntriesInput,
      },
      () => 0,
    );
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]).toMatch(/^content file prueba\.ts: /);
    const rows = await handle.db.select().from(contentPages).where(eq(contentPages.path, '/accesibilidad'));
    const row = rows.find((r) => r.locale === 'es' && r.status === 'published');
    expect(JSON.stringify(row?.blocks)).toContain('"<p>Hola</p>"');
  });

  it('removes pages whose file was deleted', async () => {
    const without = { ...files, pages: files.pages.filter((f) => f.file !== 'accesibilidad.ts') };
    const purge = vi.fn(() => 0);
    const report = await seedContent(handle.db, { files: without, entries: contentEntriesInput }, purge);
    expect(report.purgedPaths).toContain('/accesibilidad');
    const rows = await handle.db.select().from(contentPages).where(eq(contentPages.path, '/accesibilidad'));
    expect(rows.filter((r) => r.status === 'published')).toHaveLength(0);
  });

  it('names the cache keys of a path in the four locales', () => {
    expect(cacheKeysOf('/faq')).toEqual(['/faq', '/en/faq', '/fr/faq', '/pt/faq']);
  });
});
