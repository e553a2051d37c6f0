import type { RawContentFile, RawContentFiles } from './content-files';

/*
 * The content files as the Next server sees them: the bundler (Turbopack or webpack) includes every
 * file under content/pages and content/drafts at build time through require.context, so a new
 * content file needs no index entry, only a rebuild.
 */

interface ContentContext {
  keys(): string[];
  (id: string): unknown;
}
type RequireWithContext = NodeJS.Require & {
  context(directory: string, useSubdirectories: boolean, regExp: RegExp): ContentContext;
};
declare const require: RequireWithContext;

function defaultExport(mod: unknown): unknown {
  return mod && typeof mod === 'object' && 'default' in mod ? (mod as { default: unknown }).default : mod;
}

function filesOf(context: ContentContext): RawContentFile[] {
  const seen = new Set<string>();
  return context
    .keys()
    .map((key) => ({ key, file: key.replace(/^\.\//, '') }))
    .filter(({ file }) => !file.startsWith('content/') && !seen.has(file) && Boolean(seen.add(file)))
    .sort((a, b) => a.file.localeCompare(b.file))
    .map(({ key, file }) => ({ file, value: defaultExport(context(key)) }));
}

export function bundledContentFiles(): RawContentFiles {
  return {
    pages: filesOf(require.context('../../content/pages', true, /\.ts$/)),
    drafts: filesOf(require.context('../../content/drafts', true, /\.ts$/)),
  };
}
