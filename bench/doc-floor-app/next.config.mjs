import path from 'node:path';

/**
 * A page's document alone (scripts/bench/doc-floor.mjs): its HTML and CSS served by an empty Next app of
 * the same version, with nothing of the site's JavaScript. Paths the copy does not hold (images the page
 * links to) are fetched from the site the document came from.
 */
const config = {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  turbopack: { root: path.resolve(import.meta.dirname, '../..') },
  typescript: { ignoreBuildErrors: true },
  async rewrites() {
    const origin = process.env.DOC_FLOOR_ORIGIN;
    return origin ? { fallback: [{ source: '/:path*', destination: `${origin}/:path*` }] } : [];
  },
};

export default config;
