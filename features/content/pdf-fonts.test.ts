// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { figtreeModule } from '@/scripts/font-instance';

const root = path.resolve(import.meta.dirname, '../..');

describe('pdf-fonts.ts', () => {
  it('is what scripts/pdf-fonts.mts makes of the installed Figtree (re-run it after a font upgrade)', async () => {
    const committed = await readFile(path.join(root, 'features/content/pdf-fonts.ts'), 'utf8');
    expect(committed === (await figtreeModule(root))).toBe(true);
  });
});
