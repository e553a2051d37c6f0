/**
 * Writes features/content/pdf-fonts.ts: the site's font (Figtree, from @fontsource-variable/figtree) as static
 * Regular (400) and Bold (700) TrueType files, base64-encoded, for the PDF writer (features/content/pdf.ts).
 * A module rather than .ttf files, so the server bundle carries them wherever it runs. Re-run after upgrading
 * the font package; features/content/pdf-fonts.test.ts fails while the module is out of date.
 *
 * Usage: tsx scripts/pdf-fonts.mts
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { figtreeModule } from './font-instance';

const root = path.resolve(import.meta.dirname, '..');
await writeFile(path.join(root, 'features/content/pdf-fonts.ts'), await figtreeModule(root));
