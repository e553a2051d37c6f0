// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { featureCycles, featureCyclesRule, featureGraph, pathBetween, serverDependency } from './feature-cycles.mjs';

const graphOf = (edges: Record<string, string[]>) =>
  new Map(
    Object.entries(edges).map(([from, to]) => [from, new Map(to.map((name) => [name, [`features/${from}/x.ts`]]))]),
  );

describe('serverDependency', () => {
  it('counts another feature’s services, not its contracts nor the feature itself', () => {
    expect(serverDependency('features/trip-plan/server/a.ts', 'features/flights/server')).toBe('flights');
    expect(serverDependency('features/trip-plan/server/a.ts', 'features/flights/schemas')).toBeUndefined();
    expect(serverDependency('features/offers/server/a.ts', 'features/establishments/server/db/schema')).toBeUndefined();
    expect(serverDependency('features/flights/server/a.ts', 'features/flights/server')).toBeUndefined();
    expect(serverDependency('app/page.tsx', 'features/flights/server')).toBeUndefined();
  });
});

describe('pathBetween and featureCycles', () => {
  it('finds the way back that closes a circle, through any number of features', () => {
    const graph = graphOf({ content: ['realtime'], realtime: ['flights'], flights: ['content'] });
    expect(pathBetween(graph, 'realtime', 'content')).toEqual(['realtime', 'flights', 'content']);
    expect(featureCycles(graph)).toContainEqual(['content', 'realtime', 'flights', 'content']);
  });

  it('finds none where dependencies run one way', () => {
    const graph = graphOf({ trip: ['flights', 'content'], flights: ['content'], home: ['flights'] });
    expect(pathBetween(graph, 'content', 'trip')).toBeNull();
    expect(featureCycles(graph)).toEqual([]);
  });
});

describe('the rule', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-cycles-'));
  const write = (file: string, code: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), code);
  };
  write('features/content/server/index.ts', "export { tariffs } from '@/features/realtime/server';\n");
  write('features/realtime/server/index.ts', 'export const tariffs = 1;\n');
  write(
    'features/flights/server/index.ts',
    "import { page } from '@/features/content/server';\nexport const f = page;\n",
  );
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const problems = (file: string, code: string) =>
    new Linter({ configType: 'flat', cwd: root })
      .verify(
        code,
        [
          {
            files: ['**/*.ts'],
            languageOptions: { parser: tseslint.parser },
            plugins: { features: { rules: { 'no-cycle': featureCyclesRule } } },
            rules: { 'features/no-cycle': 'error' },
          },
        ],
        path.join(root, file),
      )
      .map((message) => message.message);

  it('reports the import that closes a circle, naming it', () => {
    const [message, ...rest] = problems(
      'features/realtime/server/queues.ts',
      "import { listFlights } from '@/features/flights/server';\n",
    );
    expect(rest).toEqual([]);
    expect(message).toContain('realtime → flights → content → realtime');
  });

  it('lets a dependency that runs one way, a contract and a test pass', () => {
    expect(problems('features/trip-plan/server/a.ts', "import { f } from '@/features/flights/server';\n")).toEqual([]);
    expect(problems('features/realtime/server/a.ts', "import type { P } from '@/features/flights/schemas';\n")).toEqual(
      [],
    );
    expect(problems('features/realtime/server/a.test.ts', "import { f } from '@/features/flights/server';\n")).toEqual(
      [],
    );
  });
});

describe('this project', () => {
  it('has no circle between features', () => {
    expect(featureCycles(featureGraph(path.resolve(__dirname, '../..')))).toEqual([]);
  });
});
