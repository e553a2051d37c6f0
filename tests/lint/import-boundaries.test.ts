// @vitest-environment node
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { crossedBoundary, importTarget, projectPlugin } from './import-boundaries.mjs';

const ROOT = '/project';

function problems(file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat', cwd: ROOT });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        plugins: { project: projectPlugin },
        rules: { 'project/import-boundaries': 'error' },
      },
    ],
    path.join(ROOT, file),
  );
  return messages.map((message) => message.message);
}

describe('importTarget', () => {
  it('places @/ from the root and ./ from the file, without extension or /index', () => {
    expect(importTarget('@/features/taxi/server', '/project/app/page.tsx', ROOT)).toBe('features/taxi/server');
    expect(importTarget('@/features/taxi/server/index.ts', '/project/app/page.tsx', ROOT)).toBe('features/taxi/server');
    expect(importTarget('../../maps/schemas', '/project/features/taxi/components/a.tsx', ROOT)).toBe(
      'features/maps/schemas',
    );
    expect(importTarget('.', '/project/lib/config/public.ts', ROOT)).toBe('lib/config');
  });

  it('leaves packages alone', () => {
    expect(importTarget('react', '/project/app/page.tsx', ROOT)).toBeUndefined();
    expect(importTarget('@tanstack/react-query', '/project/app/page.tsx', ROOT)).toBeUndefined();
    expect(importTarget('node:path', '/project/app/page.tsx', ROOT)).toBeUndefined();
  });
});

describe('crossedBoundary', () => {
  it.each([
    ['lib/a.ts', 'features/taxi/server', 'belowFeatures'],
    ['components/layout/header.tsx', 'features/flights/schemas', 'belowFeatures'],
    ['content/pages/a.ts', 'features/content/server', 'contentBelowFeatures'],
    ['features/taxi/a.ts', 'features/maps/components/map.client', 'otherFeature'],
    ['features/taxi/a.ts', 'features/maps/server/geo', 'otherFeature'],
    ['features/taxi/a.ts', 'features/maps/server/db/other', 'otherFeature'],
    ['lib/a.ts', 'app/api/v2/flights/route', 'appIsRoutes'],
    ['features/taxi/a.ts', 'app/layout', 'appIsRoutes'],
    ['proxy.ts', 'app/layout', 'appIsRoutes'],
    ['e2e/a.spec.ts', 'app/sitemap', 'appIsRoutes'],
    ['features/taxi/components/a.client.tsx', 'lib/config', 'clientConfig'],
    ['components/a.client.tsx', 'lib/config/server', 'clientConfig'],
  ])('%s importing %s crosses %s', (file, target, messageId) => {
    expect(crossedBoundary(file, target)?.messageId).toBe(messageId);
  });

  it.each([
    ['features/taxi/a.ts', 'features/taxi/components/b.client'],
    ['features/taxi/a.ts', 'features/maps/server'],
    ['features/taxi/a.ts', 'features/maps/schemas'],
    ['features/taxi/a.ts', 'features/maps/constants'],
    ['features/taxi/server/db/schema.ts', 'features/flights/server/db/schema'],
    ['features/taxi/server/db/seed.ts', 'features/flights/server/db/seed-data'],
    ['features/taxi/server/db/seed.ts', 'features/flights/server/db/seed-data/airlines'],
    ['app/[locale]/page.tsx', 'features/taxi/components/a.client'],
    ['app/api/route.ts', 'app/api/shared'],
    ['components/a.client.tsx', 'lib/config/public'],
    ['features/taxi/server/a.ts', 'lib/config/server'],
    ['content/pages/a.ts', 'content/schemas'],
  ])('%s may import %s', (file, target) => {
    expect(crossedBoundary(file, target)).toBeUndefined();
  });
});

describe('the import-boundaries rule', () => {
  it('reports static imports, re-exports and dynamic imports with the boundary crossed', () => {
    const code = [
      "import { a } from '@/features/taxi/server/geo';",
      "export { b } from '../../features/maps/components/map.client';",
      "export * from '@/app/layout';",
      "const c = import('@/features/flights/schemas');",
    ].join('\n');
    const messages = problems('components/layout/header.tsx', code);
    expect(messages).toHaveLength(4);
    expect(messages[0]).toMatch(/lib\/ and components\/ are below features/);
    expect(messages[2]).toMatch(/app\/ holds routes only/);
  });

  it('names the importing feature, and lets a package or an entry point through', () => {
    const code = [
      "import { useQuery } from '@tanstack/react-query';",
      "import { rates } from '@/features/currency/server';",
      "import { geo } from '@/features/maps/server/geo';",
    ].join('\n');
    expect(problems('features/taxi/components/quote.tsx', code)).toEqual([
      expect.stringMatching(/^features\/taxi may use another feature only through/),
    ]);
  });

  it('keeps client modules on the public configuration', () => {
    expect(problems('features/taxi/components/a.client.tsx', "import { config } from '@/lib/config';")).toHaveLength(1);
    expect(problems('features/taxi/components/a.client.tsx', "import { SITE } from '@/lib/config/public';")).toEqual(
      [],
    );
    expect(problems('features/taxi/server/a.ts', "import { config } from '@/lib/config';")).toEqual([]);
  });
});
