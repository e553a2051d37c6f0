import { defineConfig, globalIgnores } from 'eslint/config';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';
import { featureCyclesRule } from './tests/lint/feature-cycles.mjs';
import { projectPlugin } from './tests/lint/import-boundaries.mjs';
import { noWallClockInTests, testFiles } from './tests/lint/wall-clock.mjs';

/**
 * ESLint 9 flat config: Next's rules (core web vitals), typescript-eslint's recommended rules,
 * and the import boundaries of docs ARCHITECTURE.md §2:
 *   - lib/ and components/ never import a feature;
 *   - content/ (the content files and their schemas) never imports a feature: features/content reads it;
 *   - features/X imports features/Y only through features/Y/server/index.ts, features/Y/schemas.ts,
 *     features/Y/constants.ts (plain values with no imports, safe in any client bundle) or Y's tables and seed
 *     data (features/Y/server/db/schema.ts, seed-data/: a foreign key to them, a join, a test fixture);
 *   - nothing outside app/ imports app/;
 *   - a client module reads configuration only from lib/config/public.ts.
 * The boundaries are the project's own rule (tests/lint/import-boundaries.mjs), which places an import by its
 * specifier, without a module resolver.
 */

const ignored = [
  '**/node_modules/**',
  '**/.next/**',
  '**/.next-*/**',
  '**/.data*/**',
  'drizzle/**',
  'coverage/**',
  'playwright-report/**',
  'test-results/**',
  'bench-results/**',
  '**/next-env.d.ts',
];

export default defineConfig([
  globalIgnores(ignored),
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    name: 'project/typescript',
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-unused-expressions': 'error',
    },
  },
  {
    name: 'project/import-boundaries',
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    plugins: { project: projectPlugin },
    rules: { 'project/import-boundaries': 'error' },
  },
  {
    // Features use each other's services one way: an import of another feature's server/index.ts that closes
    // a circle is refused (tests/lint/feature-cycles.mjs); move the shared piece into lib/ or compose in app/.
    name: 'project/feature-cycles',
    files: ['features/**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    plugins: { features: { rules: { 'no-cycle': featureCyclesRule } } },
    rules: { 'features/no-cycle': 'error' },
  },
  {
    // One link for the site: components/link/link.tsx, a plain anchor that LinkNavigation navigates and prefetches;
    // one lazy(): components/lazy/lazy-with-fallback.client.tsx, whose islands survive a chunk that cannot be fetched.
    name: 'project/site-link',
    files: ['app/**/*.tsx', 'components/**/*.tsx', 'features/**/*.tsx'],
    ignores: ['components/lazy/lazy-with-fallback.client.tsx', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/i18n/navigation',
              importNames: ['Link'],
              message:
                "Use Link from '@/components/link/link': it ships no JavaScript, and prefetches on intent, never offline, on 2g or with data saver.",
            },
            {
              name: 'react',
              importNames: ['lazy'],
              message:
                "Use lazyWithFallback from '@/components/lazy/lazy-with-fallback.client': a plain lazy() raises the error page when its chunk cannot be fetched (offline).",
            },
            {
              name: 'next/dynamic',
              message:
                "Use lazyWithFallback from '@/components/lazy/lazy-with-fallback.client': it shows a fallback when the chunk cannot be fetched (offline).",
            },
          ],
        },
      ],
    },
  },
  {
    // Configuration has two readers: lib/config/server.ts (validated, server only) and lib/config/public.ts
    // (the NEXT_PUBLIC_* values Next writes into client bundles). Other code imports them, so a variable is
    // parsed, defaulted and documented once, and client code never depends on what Next inlines where.
    name: 'project/env-only-in-config',
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'features/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    ignores: ['lib/config/**', ...testFiles],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            "Read configuration through config() from '@/lib/config' (server) or the constants of '@/lib/config/public' (client).",
        },
      ],
    },
  },
  {
    // One client-file convention: a .tsx module that starts with 'use client' is named *.client.tsx, so an
    // import says which code ships to the browser. Next's special files (error.tsx, global-error.tsx…) keep
    // the names Next looks for; .ts client modules (use-*.ts hooks, stores, api/) keep theirs.
    name: 'project/client-file-names',
    files: ['app/**/*.tsx', 'components/**/*.tsx', 'features/**/*.tsx', 'lib/**/*.tsx'],
    ignores: [
      '**/*.client.tsx',
      ...testFiles,
      'app/**/{page,layout,template,default,loading,error,global-error,not-found,forbidden,unauthorized}.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Program > ExpressionStatement[directive='use client']",
          message: "A module that starts with 'use client' is named *.client.tsx (git mv it and update its imports).",
        },
      ],
    },
  },
  {
    // …and the converse: a file named *.client.tsx is a client module.
    name: 'project/client-files-are-client',
    files: ['app/**/*.client.tsx', 'components/**/*.client.tsx', 'features/**/*.client.tsx', 'lib/**/*.client.tsx'],
    ignores: testFiles,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Program:not(:has(> ExpressionStatement[directive='use client']))",
          message:
            "A *.client.tsx module starts with 'use client'; a server component drops the .client from its name.",
        },
      ],
    },
  },
  {
    // No test compares elapsed wall-clock time with a number (tests/lint/wall-clock.mjs, docs/testing.md).
    name: 'project/no-wall-clock-in-tests',
    files: testFiles,
    rules: { 'no-restricted-syntax': noWallClockInTests },
  },
  {
    // Playwright fixtures call `use()`, which the React hooks rule mistakes for a hook.
    name: 'project/e2e',
    files: ['e2e/**/*.ts', 'playwright.config.ts'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
    },
  },
  {
    // The service worker is a plain script run by the browser as is (docs/offline.md).
    name: 'project/service-worker',
    files: ['public/sw.js'],
    languageOptions: {
      sourceType: 'script',
      globals: Object.fromEntries(
        ['self', 'caches', 'fetch', 'Response', 'Headers', 'URL'].map((name) => [name, 'readonly']),
      ),
    },
    rules: { 'no-undef': 'error' },
  },
]);
