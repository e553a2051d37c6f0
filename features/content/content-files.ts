import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/*
 * Reads the content files from disk (scripts and tests: tsx and Vitest import TypeScript directly).
 * The Next server does the same through its bundler (server/bundled-content.ts). Every file under
 * content/pages (published) and content/drafts (preview only) is picked up: there is no index to edit.
 */

export interface RawContentFile {
  /** Path relative to its folder, e.g. `servicios/mascotas.ts`. */
  file: string;
  value: unknown;
}

export interface RawContentFiles {
  pages: RawContentFile[];
  drafts: RawContentFile[];
}

function walk(dir: string, base = dir): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.sort().flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full, base);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path.relative(base, full)] : [];
  });
}

async function importAll(dir: string): Promise<RawContentFile[]> {
  return Promise.all(
    walk(dir).map(async (file) => {
      const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { default?: unknown };
      return { file: file.split(path.sep).join('/'), value: mod.default };
    }),
  );
}

export async function readContentFilesFromDisk(root = path.join(process.cwd(), 'content')): Promise<RawContentFiles> {
  const [pages, drafts] = await Promise.all([
    importAll(path.join(root, 'pages')),
    importAll(path.join(root, 'drafts')),
  ]);
  return { pages, drafts };
}
