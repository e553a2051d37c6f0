/**
 * Validates content files (content/pages/**.ts): schema, known route, the same blocks in the same order
 * in every locale, known fact placeholders, and Spanish not copied into other locales.
 * Usage: npx tsx scripts/check-content.mts [file …]   (no argument: every file under content/pages)
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentPageSchema, type ContentPage } from '../features/content/schemas';
import { FACTS } from '../features/content/facts';
import { matchRoute } from '../lib/routes';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : full.endsWith('.ts') ? [full] : [];
  });
}

const files = process.argv.slice(2).length ? process.argv.slice(2) : walk('content/pages');
let failures = 0;

function problemsOf(page: ContentPage, file: string): string[] {
  const problems: string[] = [];
  const expectedFile = path.join('content/pages', `${page.path.slice(1)}.ts`);
  if (path.normalize(file) !== expectedFile) problems.push(`file should be ${expectedFile}`);
  if (!matchRoute(page.path)) problems.push(`no route ${page.path} in lib/routes.ts`);
  const shape = (blocks: ContentPage['locales']['es']['blocks']) => blocks.map((b) => b.type).join(',');
  const esShape = shape(page.locales.es.blocks);
  for (const locale of ['en', 'fr', 'pt'] as const) {
    const localized = page.locales[locale];
    if (shape(localized.blocks) !== esShape)
      problems.push(`${locale}: blocks differ from es (${shape(localized.blocks)})`);
    if (localized.title === page.locales.es.title && locale !== 'pt') problems.push(`${locale}: title copied from es`);
    if (JSON.stringify(localized.blocks) === JSON.stringify(page.locales.es.blocks))
      problems.push(`${locale}: blocks copied from es`);
  }
  for (const [locale, localized] of Object.entries(page.locales)) {
    for (const match of JSON.stringify(localized).matchAll(/\{\{(\w+)\}\}/g)) {
      if (!(match[1]! in FACTS)) problems.push(`${locale}: unknown fact {{${match[1]}}}`);
    }
    // TODO is matched in capitals and as a word only: Spanish text says "todos" and "todas".
    const serialized = JSON.stringify(localized);
    if (/lorem ipsum|coming soon|próximamente/i.test(serialized) || /\bTODO\b/.test(serialized))
      problems.push(`${locale}: placeholder text`);
  }
  return problems;
}

for (const file of files) {
  const mod = (await import(pathToFileURL(path.resolve(file)).href)) as { default?: unknown };
  const parsed = contentPageSchema.safeParse(mod.default);
  const problems = parsed.success
    ? problemsOf(parsed.data, file)
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (problems.length) {
    failures += 1;
    console.log(`✗ ${file}\n  ${problems.join('\n  ')}`);
  } else {
    console.log(`✓ ${file}`);
  }
}
console.log(`${files.length - failures} valid, ${failures} invalid`);
process.exit(failures ? 1 : 0);
