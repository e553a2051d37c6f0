// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { documentParts } from './doc-floor.mjs';

const page = `<!DOCTYPE html><html lang="es-CO" class="a_variable b_variable"><head><meta charSet="utf-8"/>
<link rel="preload" href="/_next/static/media/figtree.woff2" as="font" crossorigin="" type="font/woff2"/>
<link rel="preload" href="/_next/static/media/emblem.svg" as="image"/>
<link rel="preload" as="script" href="/_next/static/chunks/a.js"/>
<script src="/_next/static/chunks/a.js" async=""></script>
<style data-precedence="next">@font-face{src:url(/_next/static/media/figtree.woff2)}.a{color:red}</style>
<style>.b{color:blue}</style></head>
<body><header><img src="/_next/static/media/emblem.svg" alt=""/></header><main><p>Hola</p></main>
<script>self.__next_f.push([1,"payload"])</script><script nonce="x">$RC("B:0","S:0")</script></body></html>`;

describe('documentParts', () => {
  const parts = documentParts(page);

  it('keeps the html attributes, every style sheet and the font and image preloads, not the scripts', () => {
    expect(parts.lang).toBe('es-CO');
    expect(parts.htmlClass).toBe('a_variable b_variable');
    expect(parts.css).toContain('.a{color:red}');
    expect(parts.css).toContain('.b{color:blue}');
    expect(parts.preloads).toEqual([
      { href: '/_doc-media/figtree.woff2', as: 'font', type: 'font/woff2' },
      { href: '/_doc-media/emblem.svg', as: 'image', type: undefined },
    ]);
  });

  it('keeps the body markup without any script (the site JavaScript and its payload)', () => {
    expect(parts.body).toContain('<main><p>Hola</p></main>');
    expect(parts.body).not.toMatch(/<script|__next_f|\$RC/);
  });

  it('re-points build media at the copy and lists each file once', () => {
    expect(parts.css).toContain('url(/_doc-media/figtree.woff2)');
    expect(parts.body).toContain('src="/_doc-media/emblem.svg"');
    expect(parts.media.sort()).toEqual(['emblem.svg', 'figtree.woff2']);
  });
});
