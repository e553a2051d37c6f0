import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Unit and component tests (docs/testing.md). jsdom by default; a test file that needs
 * Node only (database, route handlers) starts with `// @vitest-environment node`.
 */
export default defineConfig({
  resolve: {
    alias: { '@/': root },
  },
  // Vitest 4 runs on Vite 8, which transforms TS/JSX with Oxc: the automatic runtime means
  // components need no `import React` and no @vitejs/plugin-react.
  oxc: {
    jsx: { runtime: 'automatic', importSource: 'react' },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['tests/setup.ts'],
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '.next*/**', 'e2e/**', 'coverage/**', 'playwright-report/**', 'test-results/**'],
    server: { deps: { inline: ['next-intl'] } },
    // CSS is not processed (empty modules); CSS-module class names come back unhashed
    // (`styles.header` → 'header'), so tests can query by class when they must.
    css: { include: [], modules: { classNameStrategy: 'non-scoped' } },
    // Worker threads, each test file in a fresh one (PGlite's WASM state included); two for a 2-core machine. The
    // whole suite took 273 s against 313 s with child processes ('forks'), which start slower, on the same machine.
    pool: 'threads',
    maxWorkers: 2,
    // PGlite's first open compiles its WASM: give database tests room.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // On CI a test that fails is run once more; one that passes then is listed as retried in the closing summary
    // (scripts/ci-summary.mjs), a flake to fix, as Playwright's retry is.
    retry: process.env.CI ? 1 : 0,
    restoreMocks: true,
    unstubEnvs: true,
  },
});
