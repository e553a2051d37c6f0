import path from 'node:path';

/**
 * The import boundaries of ARCHITECTURE.md §2 as an ESLint rule (eslint.config.mjs):
 *   - lib/ and components/ never import a feature;
 *   - content/ (the content files and their schemas) never imports a feature: features/content reads it;
 *   - features/X imports features/Y only through features/Y/server/index.ts, features/Y/schemas.ts,
 *     features/Y/constants.ts (plain values with no imports, safe in any client bundle) or Y's tables and seed
 *     data (features/Y/server/db/schema.ts, seed-data/: a foreign key to them, a join, a test fixture);
 *   - nothing outside app/ imports app/;
 *   - a client module (*.client.tsx) reads configuration only from lib/config/public.ts.
 *
 * An import is placed by its specifier alone: `@/…` from the project's root, `./…` and `../…` from the importing
 * file; anything else is a package. eslint-plugin-import's no-restricted-paths did the same through the TypeScript
 * resolver, which made it 60 % of the linter's time.
 */

const EXTENSION = /\.(?:[cm]?[jt]sx?|json)$/;

/** Where an import points, relative to the root without extension or `/index`; undefined for a package. */
export function importTarget(specifier, importer, root) {
  let absolute;
  if (specifier.startsWith('@/')) absolute = path.join(root, specifier.slice(2));
  else if (specifier === '.' || specifier === '..' || /^\.\.?\//.test(specifier))
    absolute = path.resolve(path.dirname(importer), specifier);
  else return undefined;
  return path
    .relative(root, absolute)
    .split(path.sep)
    .join('/')
    .replace(EXTENSION, '')
    .replace(/\/index$/, '');
}

const FEATURE_ENTRY_POINTS = ['server', 'schemas', 'constants', 'server/db/schema'];

/** What another feature may import from features/<name>/: `rest` is the path inside it. */
function isFeatureEntryPoint(rest) {
  return (
    FEATURE_ENTRY_POINTS.includes(rest) || rest === 'server/db/seed-data' || rest.startsWith('server/db/seed-data/')
  );
}

const MESSAGES = {
  belowFeatures: 'lib/ and components/ are below features: pass data in as props or move the code into the feature.',
  contentBelowFeatures:
    'content/ is data below the features: a content file imports only content/schemas.ts, content/entry-schemas.ts and lib/; features/content reads content/, never the other way.',
  otherFeature:
    'features/{{importer}} may use another feature only through its server/index.ts, schemas.ts, constants.ts, or its tables (server/db/schema.ts, server/db/seed-data/); compose features in app/.',
  appIsRoutes: 'app/ holds routes only; nothing imports from it. Move shared code to lib/, components/ or a feature.',
  clientConfig:
    "Client code reads configuration from '@/lib/config/public' (or takes it as a prop from a server component).",
};

/** The boundary an import from `file` to `target` (both relative to the root) crosses, or undefined. */
export function crossedBoundary(file, target) {
  const [fileTop, fileFeature] = file.split('/');
  const [targetTop, targetFeature, ...rest] = target.split('/');
  if (targetTop === 'features') {
    if (fileTop === 'lib' || fileTop === 'components') return { messageId: 'belowFeatures' };
    if (fileTop === 'content') return { messageId: 'contentBelowFeatures' };
    if (fileTop === 'features' && targetFeature !== fileFeature && !isFeatureEntryPoint(rest.join('/'))) {
      return { messageId: 'otherFeature', data: { importer: fileFeature } };
    }
  }
  if (targetTop === 'app' && fileTop !== 'app') return { messageId: 'appIsRoutes' };
  const clientModule = /\.client\.tsx$/.test(file) && ['app', 'components', 'features'].includes(fileTop);
  if (clientModule && (target === 'lib/config' || target.startsWith('lib/config/')) && target !== 'lib/config/public') {
    return { messageId: 'clientConfig' };
  }
  return undefined;
}

const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'The import boundaries between app/, features/, content/, components/ and lib/.' },
    schema: [],
    messages: MESSAGES,
  },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    if (file.startsWith('..')) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = importTarget(source.value, context.filename, root);
      const crossed = target === undefined ? undefined : crossedBoundary(file, target);
      if (crossed) context.report({ node: source, ...crossed });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** The plugin eslint.config.mjs registers as `project`. */
export const projectPlugin = { rules: { 'import-boundaries': importBoundaries } };
