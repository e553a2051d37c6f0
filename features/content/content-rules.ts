import path from 'node:path';
import { matchPage } from '@/lib/routes';
import { FACTS, LIVE_FACT_NAMES } from './facts';
import type { ContentPage } from './schemas';

/*
 * The editorial rules of a content file beyond its schema, shared by `npm run content:check`
 * (scripts/check-content.mts) and `npm test` (coverage.test.ts): it sits at its route's path and
 * names a known route; every locale has the same blocks in the same order; en and fr titles and no
 * locale's blocks are Spanish copied over; only known fact placeholders; no placeholder text.
 */

/** `file` is relative to content/pages (`servicios/mascotas.ts`). */
export function contentFileProblems(page: ContentPage, file: string): string[] {
  const problems: string[] = [];
  const expectedFile = `${page.path.slice(1)}.ts`;
  if (path.posix.normalize(file.split(path.sep).join('/')) !== expectedFile)
    problems.push(`file should be content/pages/${expectedFile}`);
  if (!matchPage(page.path)) problems.push(`no route or generic page path ${page.path} (lib/routes.ts)`);
  const shape = (blocks: ContentPage['locales']['es']['blocks']) => blocks.map((b) => b.type).join(',');
  const esShape = shape(page.locales.es.blocks);
  for (const locale of ['en', 'fr', 'pt'] as const) {
    const localized = page.locales[locale];
    if (shape(localized.blocks) !== esShape)
      problems.push(`${locale}: blocks differ from es (${shape(localized.blocks)})`);
    // Portuguese titles may match Spanish word for word ("Aduanas", "Notaria"): only en and fr are checked.
    if (localized.title === page.locales.es.title && locale !== 'pt') problems.push(`${locale}: title copied from es`);
    if (JSON.stringify(localized.blocks) === JSON.stringify(page.locales.es.blocks))
      problems.push(`${locale}: blocks copied from es`);
  }
  for (const [locale, localized] of Object.entries(page.locales)) {
    const serialized = JSON.stringify(localized);
    for (const match of serialized.matchAll(/\{\{(\w+)\}\}/g)) {
      const known = match[1]! in FACTS || (LIVE_FACT_NAMES as readonly string[]).includes(match[1]!);
      if (!known) problems.push(`${locale}: unknown fact {{${match[1]}}}`);
    }
    // TODO is matched in capitals and as a word only: Spanish text says "todos" and "todas".
    if (/lorem ipsum|coming soon|próximamente/i.test(serialized) || /\bTODO\b/.test(serialized))
      problems.push(`${locale}: placeholder text`);
  }
  return problems;
}
