import path from 'node:path';
import type { NextConfig } from 'next';
import { resourceSecurityHeaders, securityHeaders } from '../../lib/security/headers';

/**
 * The empty page the benches measure as the framework's floor. It is served under the site's headers
 * (lib/security/headers.ts): the page's, as the site's proxy sends them, and the files' (Next's chunks),
 * as the site's config does. So the floor pays what the site's security policy costs the browser, and a
 * budget measures what the site's code adds: `Cross-Origin-Opener-Policy: same-origin` alone makes Chrome
 * switch browsing-context groups when Lighthouse navigates from about:blank. The page's script policy is
 * left out: it needs the per-request nonce the site's proxy gives its scripts, and the floor has no proxy.
 * BENCH_FLOOR_HEADERS=none at build time serves it bare (with BENCH_FLOOR_REBUILD=1).
 */
const asList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

function siteHeaders() {
  if (process.env.BENCH_FLOOR_HEADERS === 'none') return [];
  const { 'Content-Security-Policy': _scriptPolicy, ...page } = securityHeaders({ nonce: '', production: true });
  return [
    { source: '/', headers: asList(page) },
    { source: '/_next/:path*', headers: asList(resourceSecurityHeaders({ production: true })) },
  ];
}

const config: NextConfig = {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  turbopack: { root: path.resolve(import.meta.dirname, '../..') },
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return siteHeaders();
  },
};

export default config;
