/**
 * Validates content files (content/pages/**.ts): schema, known route, the same blocks in the same order
 * in every locale, known fact placeholders, and Spanish not copied into other locales. The rules live in
 * features/content/content-rules.ts, which `npm test` runs too (features/content/coverage.test.ts).
 * Usage: npx tsx scripts/check-content.mts [file …]   (no argument: every file under content/pages)
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentFileProblems } from '../features/content/content-rules';
import { contentPageSchema } from '../content/schemas';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : full.endsWith('.ts') ? [full] : [];
  });
}

const files = process.argv.slice(2).length ? process.argv.slice(2) : walk('content/pages');
let failures = 0;

for (const file of files) {
  const mod = (await import(pathToFileURL(path.resolve(file)).href)) as { default?: unknown };
  const parsed = contentPageSchema.safeParse(mod.default);
  const problems = parsed.success
    ? contentFileProblems(parsed.data, path.relative(path.resolve('content/pages'), path.resolve(file)))
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
