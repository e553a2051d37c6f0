import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { resourceSecurityHeaders } from './lib/security/headers';

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
  // Source maps for the browser's chunks, for profiling a production build (`npm run bench:profile`); never shipped.
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCEMAPS === '1',
  reactStrictMode: true,
  // Lets tests and benches build into their own folder without touching .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The proxy must see a client navigation for what it is: by default Next hides its RSC headers and `_rsc` from
  // proxy.ts, and the page cache then answered every navigation and prefetch with a page's HTML, which the router
  // can only follow with a full page load.
  skipProxyUrlNormalize: true,
  // pdfkit and its fontkit are loaded from node_modules as published, not bundled (the PDF writer, docs/content.md).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'redis', '@redis/client', 'pdfkit'],
  // `npm run typecheck` (tsc) is the type check; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  images: { formats: ['image/avif', 'image/webp'] },
  sassOptions: { loadPaths: ['.'] },
  experimental: {
    optimizePackageImports: ['dayjs'],
    // Every page's CSS goes into its document as <style> instead of render-blocking <link>s: on a slow phone
    // network each extra request costs a round trip before the first paint (BENCHMARKS.md, "inline CSS").
    inlineCss: true,
    // With the CSS inlined a chunk costs no request, so the graph strategy (Turbopack) is told requests are
    // nearly free and gives each page the CSS its modules import, in their import order: 47–56 kB instead of the
    // default's shared 120 kB chunk of every page's rules, carried twice in each document (BENCHMARKS.md).
    cssChunking: { type: 'graph', requestCost: 2000 },
  },
  async headers() {
    // Pages get theirs from the proxy, with the nonce CSP; what the proxy skips (the API, files) gets these.
    // Fixed at build time: a production build sends HSTS.
    const resource = Object.entries(resourceSecurityHeaders({ production: process.env.NODE_ENV === 'production' })).map(
      ([key, value]) => ({ key, value }),
    );
    return [
      { source: '/api/:path*', headers: resource },
      { source: '/:file(.*\\.[A-Za-z0-9]+)', headers: resource },
      // The service worker (docs/offline.md): always revalidated, so a fixed worker reaches visitors on their
      // next visit; it may only fetch from this origin. Listed last: its CSP replaces the one above.
      {
        source: '/sw.js',
        headers: [
          { key: 'Cache-Control', value: 'no-cache' },
          { key: 'Service-Worker-Allowed', value: '/' },
          { key: 'Content-Security-Policy', value: "default-src 'self'" },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
