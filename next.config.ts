import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    // ICU messages are compiled at build time, so browsers get the small formatter, not the parser.
    messages: { path: './messages', format: 'json', locales: 'infer', sourceLocale: 'es', precompile: true },
  },
});

const nextConfig: NextConfig = {
  // The Docker image runs the standalone server; `next start` (README, tests) uses the normal build.
  output: process.env.BUILD_STANDALONE === '1' ? 'standalone' : undefined,
  poweredByHeader: false,
  reactStrictMode: true,
  // Lets tests and benches build into their own folder without touching .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'redis', '@redis/client'],
  // `npm run typecheck` (tsc) is the type check; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  images: { formats: ['image/avif', 'image/webp'] },
  sassOptions: { loadPaths: ['.'] },
  experimental: {
    optimizePackageImports: ['dayjs'],
  },
};

export default withNextIntl(nextConfig);
