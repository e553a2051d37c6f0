#!/usr/bin/env node
// First-load JS of pages, measured from what a running server actually serves:
// every <script src> and <link rel=preload|modulepreload as=script> of the HTML, fetched and gzipped.
// Next 16 no longer prints this figure at build time.
//
// Usage: node scripts/bench/first-load-js.mjs [baseUrl] [path ...]
//   node scripts/bench/first-load-js.mjs http://localhost:3000 / /vuelos /en/vuelos
import { gzipSync } from 'node:zlib';

export function scriptUrls(html, pageUrl) {
  const urls = new Set();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)) {
    // Legacy polyfills (noModule) are skipped by every modern browser.
    if (!/\bnoModule\b/i.test(match[0])) urls.add(match[1]);
  }
  for (const match of html.matchAll(/<link[^>]*>/g)) {
    const tag = match[0];
    const isScript = /\bas="script"/.test(tag) || /rel="modulepreload"/.test(tag);
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (isScript && href) urls.add(href);
  }
  return [...urls].map((u) => new URL(u.replace(/&amp;/g, '&'), pageUrl).toString());
}

/** A script's raw and gzip size in bytes. */
async function scriptSize(url) {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return { raw: body.length, gzip: gzipSync(body, { level: 6 }).length };
}

/**
 * First-load JS of one page. `sizes` remembers each script's size across the pages of one run: Next's chunk URLs
 * carry their content's hash, and fetching and gzipping the same chunks again for every page was most of the
 * measurement's time.
 */
export async function measureFirstLoadJs(baseUrl, path, sizes = new Map()) {
  const pageUrl = new URL(path, baseUrl).toString();
  const response = await fetch(pageUrl);
  const html = await response.text();
  const urls = scriptUrls(html, pageUrl);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    if (!sizes.has(url)) sizes.set(url, await scriptSize(url));
    const size = sizes.get(url);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { path, status: response.status, scripts: urls.length, rawKb: raw / 1024, gzipKb: gzip / 1024 };
}

export function printFirstLoadTable(rows) {
  console.log('path'.padEnd(40), 'status', 'scripts', 'raw kB'.padStart(9), 'gzip kB'.padStart(9));
  for (const r of rows) {
    console.log(
      r.path.padEnd(40),
      String(r.status).padEnd(6),
      String(r.scripts).padEnd(7),
      r.rawKb.toFixed(1).padStart(9),
      r.gzipKb.toFixed(1).padStart(9),
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl = 'http://localhost:3000', ...argPaths] = process.argv.slice(2);
  const paths = argPaths.length ? argPaths : ['/', '/vuelos'];
  const rows = [];
  for (const path of paths) rows.push(await measureFirstLoadJs(baseUrl, path));
  printFirstLoadTable(rows);
}
