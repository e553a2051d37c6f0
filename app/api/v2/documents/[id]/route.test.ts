// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documents } from '@/content/documents';
import { contentEntriesInput } from '@/features/content/content-entries';
import { fillFacts } from '@/lib/facts';
import { seedContent } from '@/features/content/seed';
import { localeTags, locales } from '@/lib/i18n/locales';
import type { DbHandle } from '@/lib/server/db/client';
import { createTestDb } from '@/tests/db';
import { setTestDb } from '@/tests/forms/harness';
import { contentText, readPdf, roles } from '@/tests/pdf';

/*
 * Every document the site serves, in every locale, is a tagged PDF that a screen reader can follow: a structure
 * tree of headings and paragraphs, the locale's language, marked content, the document's own title, and text
 * that extracts as written (docs/content.md, ACCESSIBILITY.md).
 */

vi.mock('server-only', () => ({}));
vi.mock('next-intl/server', async () => (await import('@/tests/forms/harness')).nextIntlServerMock);
vi.mock('@/lib/server/db', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getDb: () => (globalThis as Record<symbol, unknown>)[Symbol.for('eldorado.tests.forms-db')],
}));

const { GET } = await import('./route');

async function served(id: string, lang: string): Promise<Response> {
  const request = new Request(`http://localhost/api/v2/documents/${id}?lang=${lang}`);
  return GET(request, { params: Promise.resolve({ id }) });
}

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  setTestDb(handle.db);
  await seedContent(handle.db, { files: { pages: [], drafts: [] }, entries: contentEntriesInput }, () => 0);
}, 60_000);
afterAll(async () => {
  await handle.close();
});

describe('GET /api/v2/documents/{id}', () => {
  it('gives the French passenger guide its title as written, apostrophe included', async () => {
    const pdf = await readPdf(new Uint8Array(await (await served('guia-del-pasajero', 'fr')).arrayBuffer()));
    expect(pdf.title).toBe('Guide du passager de l’aéroport El Dorado');
    expect(pdf.xmpTitle).toBe('Guide du passager de l’aéroport El Dorado');
  });

  for (const document of documents) {
    for (const locale of locales) {
      it(`serves ${document.id} in ${locale} as a tagged PDF with its language, title and text`, async () => {
        const response = await served(document.id, locale);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));
        const text = document.locales[locale] ?? document.locales.es;
        const fill = (value: string) => fillFacts(value, locale);
        expect(pdf.marked).toBe(true);
        expect(pdf.language).toBe(localeTags[locale]);
        expect(pdf.title).toBe(fill(text.title));
        expect(pdf.displayDocTitle).toBe(true);
        const structure = pdf.pages.flatMap((page) => roles(page.structTree));
        expect(structure.filter((role) => role === 'H1')).toHaveLength(1);
        expect(structure.filter((role) => role === 'H2')).toHaveLength(text.sections.length);
        expect(structure.filter((role) => role === 'P')).toHaveLength(
          1 + text.sections.reduce((sum, section) => sum + section.paragraphs.length, 0),
        );
        const extracted = contentText(pdf);
        const written = [text.title, text.summary, ...text.sections.flatMap((s) => [s.heading, ...s.paragraphs])];
        for (const value of written) expect(extracted).toContain(fill(value).replace(/\s+/g, ''));
      });
    }
  }
});
