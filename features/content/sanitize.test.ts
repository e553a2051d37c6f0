// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { promoteRichTextHeadings, richTextToPlain, sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps the allowed subset as it is', () => {
    const html =
      '<h3>Título</h3><p>Texto con <strong>negrita</strong>, <em>énfasis</em><br><abbr title="Organización">ORG</abbr></p><ul><li><a href="/vuelos/salidas">Salidas</a></li></ul><ol><li>Uno</li></ol><h4>Sub</h4><p>CO<sub>2</sub></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, styles and event handlers with their content', () => {
    expect(sanitizeRichText('<p onclick="alert(1)">Hola<script>alert(1)</script></p><style>p{}</style>')).toBe(
      '<p>Hola</p>',
    );
    expect(sanitizeRichText('<img src=x onerror=alert(1)><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg>texto')).toBe('texto');
  });

  it('keeps the text of unknown elements but not their markup', () => {
    expect(sanitizeRichText('<div><span class="x">Hola</span> <b>mundo</b></div>')).toBe('Hola mundo');
  });

  it('refuses unsafe links and keeps their text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'http://insecure.example',
      'vbscript:x',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">enlace</a>`)).toBe('enlace');
    }
  });

  it('accepts site paths, anchors, https, mailto and tel links', () => {
    for (const href of [
      '/contacto#pqrs',
      '#arriba',
      'https://www.migracioncolombia.gov.co',
      'mailto:info@eldorado.aero',
      'tel:+57 601 266 2000',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('drops attributes other than href and title', () => {
    expect(
      sanitizeRichText('<p style="color:red" class="a">x</p><a href="/x" target="_blank" rel="opener">y</a>'),
    ).toBe('<p>x</p><a href="/x">y</a>');
    expect(sanitizeRichText('<abbr title="Dirección de Impuestos" onmouseover="x()">DIAN</abbr>')).toBe(
      '<abbr title="Dirección de Impuestos">DIAN</abbr>',
    );
  });

  it('escapes text and attribute values', () => {
    expect(sanitizeRichText('<p>1 < 2 & 3 > 2</p>')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
    expect(sanitizeRichText('<abbr title="a&quot;><script>">x</abbr>')).toBe(
      '<abbr title="a&quot;&gt;&lt;script&gt;">x</abbr>',
    );
  });

  it('closes unclosed elements and ignores stray closing tags', () => {
    expect(sanitizeRichText('<p><strong>abierto')).toBe('<p><strong>abierto</strong></p>');
    expect(sanitizeRichText('</li>texto</p>')).toBe('texto');
    expect(sanitizeRichText('<ul><li>a<li>b</ul>')).toBe('<ul><li>a<li>b</li></li></ul>');
  });

  it('removes comments', () => {
    expect(sanitizeRichText('<p>a<!-- <script>x</script> -->b</p>')).toBe('<p>ab</p>');
  });

  it('is idempotent', () => {
    const once = sanitizeRichText('<p>Hola <a href="/x" onclick="y">mundo</a> & <i>más</i></p><script>z</script>');
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('gives the plain text of rich text', () => {
    expect(richTextToPlain('<p>Hola <strong>mundo</strong></p><ul><li>uno</li><li>dos &amp; tres</li></ul>')).toBe(
      'Hola mundo uno dos & tres',
    );
  });
});

describe('promoteRichTextHeadings', () => {
  it('renders authored h3/h4 one level up, leaving everything else alone', () => {
    expect(promoteRichTextHeadings('<h3>Plan</h3><p>h3 text</p><h4>Sub</h4><ul><li>x</li></ul>')).toBe(
      '<h2>Plan</h2><p>h3 text</p><h3>Sub</h3><ul><li>x</li></ul>',
    );
  });
});
