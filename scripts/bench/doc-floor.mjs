// The document floor: a page's document alone — its HTML body, CSS, web fonts and images — served by an empty
// Next app of the same version (bench/doc-floor-app), with none of the site's JavaScript: React hydrates two
// elements holding the page as strings. Beside the floor (the empty page) and the page itself it splits what a
// page costs beyond the floor into what its document costs (parse, style, layout, paint) and what its
// JavaScript costs (islands, hydration, effects). `npm run bench:ab -- floor doc:/servicios/mascotas`.
import fs from 'node:fs';
import path from 'node:path';
import { benchEnv, buildApp, startServer } from './server.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const appDir = path.join(root, 'bench/doc-floor-app');
const MEDIA_PREFIX = '/_next/static/media/';
const COPIED_MEDIA = '/_doc-media/';

const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];

/**
 * What the document floor serves of a page's HTML: the <html> lang and class, the CSS of its <style>
 * elements, its preloads other than scripts, and its body without scripts; build media (fonts, images)
 * re-pointed at the copy's own folder. `media` lists the build media files to copy.
 */
export function documentParts(html) {
  const htmlTag = html.match(/<html\b[^>]*>/i)?.[0] ?? '<html>';
  const head = html.slice(0, html.search(/<body\b/i));
  const css = [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join('\n');
  const preloads = [...head.matchAll(/<link\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => attribute(tag, 'rel') === 'preload' && ['font', 'image'].includes(attribute(tag, 'as')))
    .map((tag) => ({ href: attribute(tag, 'href'), as: attribute(tag, 'as'), type: attribute(tag, 'type') }));
  const bodyStart = html.indexOf('>', html.search(/<body\b/i)) + 1;
  const bodyEnd = html.lastIndexOf('</body>');
  const body = html.slice(bodyStart, bodyEnd === -1 ? undefined : bodyEnd).replace(/<script\b[\s\S]*?<\/script>/gi, '');
  const media = new Set();
  const repoint = (text) =>
    text.replaceAll(/\/_next\/static\/media\/([\w.\-]+)/g, (_, file) => {
      media.add(file);
      return `${COPIED_MEDIA}${file}`;
    });
  return {
    lang: attribute(htmlTag, 'lang') ?? 'es',
    htmlClass: attribute(htmlTag, 'class') ?? '',
    css: repoint(css),
    preloads: preloads.map((p) => ({ ...p, href: repoint(p.href ?? '') })),
    body: repoint(body),
    media: [...media],
  };
}

/**
 * Builds the document floor of `pageUrl` (fetched now) into its own dist folder and starts it; resolves to
 * { url, stop }. Each page gets a build of its own (a few seconds): the copy is static, like the floor.
 */
export async function docFloorServer(pageUrl, { port }) {
  const response = await fetch(pageUrl, { headers: { accept: 'text/html' } });
  if (!response.ok) throw new Error(`doc floor: ${pageUrl} answered ${response.status}`);
  const { media, ...parts } = documentParts(await response.text());
  const origin = new URL(pageUrl).origin;
  const mediaDir = path.join(appDir, 'public', COPIED_MEDIA);
  fs.mkdirSync(mediaDir, { recursive: true });
  for (const file of media) {
    const asset = await fetch(`${origin}${MEDIA_PREFIX}${file}`);
    if (asset.ok) fs.writeFileSync(path.join(mediaDir, file), Buffer.from(await asset.arrayBuffer()));
  }
  fs.writeFileSync(path.join(appDir, 'document.json'), JSON.stringify(parts));
  const distDir = `.next-doc-${port}`;
  const env = { ...benchEnv, NEXT_DIST_DIR: distDir, DOC_FLOOR_ORIGIN: origin };
  buildApp('bench/doc-floor-app', env);
  return startServer({ projectDir: 'bench/doc-floor-app', port, env, readyPath: '/' });
}
