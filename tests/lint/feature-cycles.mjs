import fs from 'node:fs';
import path from 'node:path';
import { importTarget } from './import-boundaries.mjs';

/**
 * Dependencies between features run one way (ARCHITECTURE.md §2): a feature that uses another's services
 * (imports its server/index.ts) is never used by it, directly or through others. A circle is broken by
 * moving the shared piece down into lib/, or by composing the two in app/ (passing data or functions in).
 *
 * The rule reads the features' imports of each other's `server` from the source tree (once per process),
 * and the file being linted from its syntax tree; it reports the import that closes a circle. Schemas,
 * constants, tables and seed data are contracts, not services: importing them is not a dependency here.
 * Tests are left out (a test may stand a feature beside the one it tests).
 */

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const TEST = /\.(?:test|spec)\.[cm]?[jt]sx?$/;
const SPECIFIER = /\b(?:from|import)\s*\(?\s*['"]([^'"\n]+)['"]/g;

/** The feature whose services an import from `file` uses (both relative to the root), or undefined. */
export function serverDependency(file, target) {
  const [fileTop, fileFeature] = file.split('/');
  const [targetTop, targetFeature, entry] = target.split('/');
  if (fileTop !== 'features' || targetTop !== 'features' || fileFeature === targetFeature) return undefined;
  return entry === 'server' && target.split('/').length === 3 ? targetFeature : undefined;
}

function sourceFiles(directory) {
  const files = [];
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') files.push(...sourceFiles(full));
    else if (entry.isFile() && SOURCE.test(entry.name) && !TEST.test(entry.name)) files.push(full);
  }
  return files;
}

/** Feature → the features whose services it uses, each with the files that import them. */
export function featureGraph(root) {
  const graph = new Map();
  const features = path.join(root, 'features');
  if (!fs.existsSync(features)) return graph;
  for (const absolute of sourceFiles(features)) {
    const file = path.relative(root, absolute).split(path.sep).join('/');
    for (const [, specifier] of fs.readFileSync(absolute, 'utf8').matchAll(SPECIFIER)) {
      const target = importTarget(specifier, absolute, root);
      const used = target && serverDependency(file, target);
      if (!used) continue;
      const from = file.split('/')[1];
      const edges = graph.get(from) ?? new Map();
      edges.set(used, [...(edges.get(used) ?? []), file]);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** A way from one feature to another through the graph (the features passed, both ends included), or null. */
export function pathBetween(graph, from, to, skip = new Set()) {
  if (from === to) return [from];
  skip.add(from);
  for (const next of graph.get(from)?.keys() ?? []) {
    if (skip.has(next)) continue;
    const rest = pathBetween(graph, next, to, skip);
    if (rest) return [from, ...rest];
  }
  return null;
}

/** Every circle in the graph, one per feature pair that closes it (for the test over the whole tree). */
export function featureCycles(graph) {
  const cycles = [];
  for (const [from, edges] of graph) {
    for (const to of edges.keys()) {
      const back = pathBetween(graph, to, from);
      if (back) cycles.push([from, ...back]);
    }
  }
  return cycles;
}

const graphs = new Map();

function graphOf(root) {
  if (!graphs.has(root)) graphs.set(root, featureGraph(root));
  return graphs.get(root);
}

export const featureCyclesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Features use each other’s services one way: no circle between features.' },
    schema: [],
    messages: {
      cycle:
        'features/{{from}} → features/{{to}} closes a circle ({{circle}}): move the shared piece into lib/, or compose the two in app/.',
    },
  },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    if (!file.startsWith('features/') || TEST.test(file)) return {};
    const from = file.split('/')[1];
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = importTarget(source.value, context.filename, root);
      const to = target && serverDependency(file, target);
      if (!to) return;
      const back = pathBetween(graphOf(root), to, from);
      if (back)
        context.report({ node: source, messageId: 'cycle', data: { from, to, circle: [from, ...back].join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
