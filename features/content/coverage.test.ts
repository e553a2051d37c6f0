// @vitest-environment node
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND,
  COMMUNIQUE_SLUGS,
  CORPORATE_SLUGS,
  matchRoute,
  SERVICE_SLUGS,
  SUSTAINABILITY_TOPICS,
} from '@/lib/routes';
import { contentEntriesInput } from './content-entries';
import { readContentFilesFromDisk, type RawContentFiles } from './content-files';
import { contentFileProblems } from './content-rules';
import { parsePageFiles } from './seed';
import { contentPageSchema, type ContentPage } from './schemas';

/*
 * "Every listed slug has content in every locale". The four locales and 3–10 valid blocks
 * per locale are enforced by the page schema, so a page that parses has content everywhere. The
 * editorial rules of `npm run content:check` (content-rules.ts) run here too, so `npm test` enforces them.
 */

/** Top-level pages rendered from content files. */
const TOP_LEVEL_PAGES = [
  '/accesibilidad',
  '/asistencia',
  '/carga',
  '/corporativo',
  '/dora',
  '/dora-traductora',
  '/viaje-en-familia',
  '/transporte/como-llegar-al-aeropuerto',
  '/qr-descarga-app',
];

const SECTIONS: Record<string, string[]> = {
  services: SERVICE_SLUGS.map((s) => `/servicios/${s}`),
  communiques: COMMUNIQUE_SLUGS.map((s) => `/comunicados/${s}`),
  corporate: CORPORATE_SLUGS.map((s) => `/corporativo/servicios/${s}`),
  sustainability: SUSTAINABILITY_TOPICS.map((s) => `/${BRAND}-sostenible/servicios/${s}`),
};

let files: RawContentFiles;
let pages: ContentPage[];
let problems: string[];

beforeAll(async () => {
  files = await readContentFilesFromDisk();
  problems = [];
  pages = parsePageFiles([...files.pages, ...files.drafts], problems);
});

describe('content coverage', () => {
  it('every content file parses: four locales, 3–10 valid blocks each', () => {
    expect(problems).toEqual([]);
  });

  it('every page file sits at its route path and names a known route', () => {
    for (const { file, value } of files.pages) {
      const page = value as ContentPage;
      expect(path.posix.join(page.path.slice(1)) + '.ts', file).toBe(file);
      expect(matchRoute(page.path), page.path).toBeDefined();
    }
  });

  it('every top-level page has content', () => {
    const present = new Set(pages.map((p) => p.path));
    expect(TOP_LEVEL_PAGES.filter((p) => !present.has(p))).toEqual([]);
  });

  it.each(Object.entries(SECTIONS))('every %s page SPEC lists has content', (_section, paths) => {
    const present = new Set(pages.map((p) => p.path));
    expect(paths.filter((p) => !present.has(p))).toEqual([]);
  });

  it('every page and draft follows the copy rules: same blocks in every language, no Spanish copied over', () => {
    const found = [...files.pages, ...files.drafts].flatMap(({ file, value }) => {
      const parsed = contentPageSchema.safeParse(value);
      return parsed.success ? contentFileProblems(parsed.data, file).map((p) => `${file}: ${p}`) : [];
    });
    expect(found, found.join('\n')).toEqual([]);
  });

  it('the copy rules catch Spanish copied over, blocks out of step and unknown facts (self-check)', () => {
    const es = {
      title: 'Mascotas',
      description: 'Viajar con mascotas.',
      blocks: [{ type: 'richText', html: '<p>Hola {{noSuchFact}}</p>' }],
    };
    const page = {
      path: '/servicios/mascotas',
      updatedAt: '2026-11-22',
      locales: {
        es,
        en: es,
        fr: { ...es, title: 'Animaux', blocks: [{ type: 'callout', tone: 'info', html: '<p>x</p>' }] },
        pt: { ...es, title: 'Animais' },
      },
    } as unknown as ContentPage;
    expect(contentFileProblems(page, 'servicios/mascotas.ts')).toEqual(
      expect.arrayContaining([
        'en: title copied from es',
        'en: blocks copied from es',
        'fr: blocks differ from es (callout)',
        'pt: blocks copied from es',
        'es: unknown fact {{noSuchFact}}',
      ]),
    );
    expect(contentFileProblems(page, 'servicios/perros.ts')).toContain(
      'file should be content/pages/servicios/mascotas.ts',
    );
  });

  it('downloads refer to known documents (unknown ids are listed; they are never linked)', () => {
    const known = new Set(contentEntriesInput.documents.map((d) => (d as { id: string }).id));
    const unknown = pages.flatMap((page) =>
      Object.values(page.locales).flatMap((l) =>
        l.blocks.flatMap((b) =>
          b.type === 'downloads'
            ? b.items.filter((i) => !known.has(i.document)).map((i) => `${page.path}: ${i.document}`)
            : [],
        ),
      ),
    );
    const own = unknown.filter((u) => TOP_LEVEL_PAGES.some((p) => u.startsWith(`${p}:`)));
    if (unknown.length) console.warn(`[content coverage] unknown documents:\n  ${[...new Set(unknown)].join('\n  ')}`);
    expect(own).toEqual([]);
  });

  it('the FAQ, news, stories and events have entries in every locale', () => {
    for (const list of [
      contentEntriesInput.faq,
      contentEntriesInput.news,
      contentEntriesInput.stories,
      contentEntriesInput.events,
    ]) {
      expect(list.length).toBeGreaterThan(0);
      for (const entry of list)
        expect(Object.keys((entry as { locales: object }).locales).sort()).toEqual(['en', 'es', 'fr', 'pt']);
    }
  });
});
