// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_LINK_KINDS, isSafeLink } from '@/lib/security/safe-link';
import { promoteRichTextHeadings, richTextToPlain, sanitizeRichText } from './sanitize';

const ALLOWED = new Set(['p', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'sub', 'br', 'a', 'abbr']);
const ESCAPED = { quot: '"', amp: '&', lt: '<', gt: '>', '#x27': "'" } as const;
const unescape = (value: string) =>
  value.replace(/&(quot|amp|lt|gt|#x27);/g, (_match, name: keyof typeof ESCAPED) => ESCAPED[name]);

/** What the sanitiser promises of any output: allowed tags, well nested, safe attributes, all text escaped. */
function expectSafeOutput(output: string): void {
  const open: string[] = [];
  const tag = /<(\/?)([a-z0-9]+)((?: [a-z]+="[^"<>]*")?)>/g;
  let last = 0;
  for (const match of output.matchAll(tag)) {
    const text = output.slice(last, match.index);
    expect(text).not.toMatch(/[<>"']/);
    expect(text.replace(/&(quot|amp|lt|gt|#x27);/g, '')).not.toContain('&');
    last = match.index + match[0].length;
    const [, closing, name = '', attribute = ''] = match;
    expect(ALLOWED.has(name), name).toBe(true);
    if (attribute) {
      const [, key = '', value = ''] = /^ ([a-z]+)="(.*)"$/.exec(attribute) ?? [];
      expect(key).toBe(name === 'a' ? 'href' : 'title');
      if (key === 'href') expect(isSafeLink(unescape(value), CONTENT_LINK_KINDS), value).toBe(true);
    }
    if (name === 'br') continue;
    if (closing) expect(open.pop()).toBe(name);
    else open.push(name);
  }
  expect(output.slice(last)).not.toMatch(/[<>"']/);
  expect(open).toEqual([]);
}

/** `javascript:` written as browsers still read it: any case, entities for its letters, tabs and newlines inside. */
const hiddenJavascript: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.constantFrom('plain', 'upper', 'decimal', 'hex', 'named'),
      fc.constantFrom('', '', '', '\t', '\n', '&Tab;', '&NewLine;', '&#9;'),
    ),
    { minLength: 11, maxLength: 11 },
  )
  .map((choices) =>
    [...'javascript:']
      .map((char, index) => {
        const [form, after] = choices[index]!;
        const code = char.codePointAt(0)!;
        const written = {
          plain: char,
          upper: char.toUpperCase(),
          decimal: `&#${code};`,
          hex: `&#x${code.toString(16).toUpperCase()};`,
          named: char === ':' ? '&colon;' : `&#0${code}`,
        }[form];
        return written + after;
      })
      .join(''),
  );

/** Site-path look-alikes that browsers resolve to another host. */
const offSitePath: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(
      '/\\',
      '//',
      '\\\\',
      '\\/',
      '/%5C',
      '/%5c',
      '/&#92;',
      '/&bsol;',
      '/&#x5c;',
      '/\t/',
      '/&Tab;/',
      '&#47;/',
    ),
    fc.constantFrom('evil.example', 'evil.example/vuelos', '2130706433', 'evil.example?x=/'),
  )
  .map(([prefix, host]) => prefix + host);

/** Named, numeric, broken and out-of-range entities among text and stray ampersands. */
const entitySoup: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '&eacute;',
        '&rsquo;',
        '&hellip;',
        '&nbsp;',
        '&amp;',
        '&lt;',
        '&gt;',
        '&quot;',
        '&apos;',
        '&copy',
      ),
      fc.constantFrom(
        '&notanentity;',
        '&#0;',
        '&#x110000;',
        '&#xD800;',
        '&#60;',
        '&#x3C;script',
        '&',
        '&;',
        '&#',
        '&#x',
      ),
      fc.constantFrom('&lt;script&gt;alert(1)&lt;/script&gt;', '&#60;img src=x onerror=alert(1)&#62;'),
      fc.string({ maxLength: 6 }),
    ),
    { maxLength: 30 },
  )
  .map((pieces) => pieces.join(''));

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
    expect(sanitizeRichText('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(sanitizeRichText('<p>uno<p>dos<ul><li>tres')).toBe('<p>uno</p><p>dos</p><ul><li>tres</li></ul>');
    expect(sanitizeRichText('<ul><li>a<ol><li>b</ol></ul>')).toBe('<ul><li>a<ol><li>b</li></ol></li></ul>');
  });

  it('decodes every named entity of HTML, not just a handful', () => {
    expect(sanitizeRichText('<p>Caf&eacute; &ndash; it&rsquo;s &hellip; &euro;5 &copy; &Ntilde;</p>')).toBe(
      '<p>Café – it’s … €5 © Ñ</p>',
    );
    expect(sanitizeRichText('<abbr title="Aeron&aacute;utica Civil">UAEAC</abbr>')).toBe(
      '<abbr title="Aeronáutica Civil">UAEAC</abbr>',
    );
    expect(sanitizeRichText('&lt;script&gt;alert(1)&lt;/script&gt; &zzz; &#0;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp;zzz; \ufffd',
    );
  });

  it('refuses site-path look-alikes that leave the site', () => {
    for (const href of [
      '/\\evil.example',
      '/%5Cevil.example',
      '\\\\evil.example',
      '/&#92;evil.example',
      '/\t/evil.example',
    ])
      expect(sanitizeRichText(`<a href="${href}">enlace</a>`), href).toBe('enlace');
  });

  it('keeps at most 32 levels of nesting, and all the text', () => {
    const deep = sanitizeRichText(`${'<strong>'.repeat(50)}x`);
    expect(deep).toBe(`${'<strong>'.repeat(32)}x${'</strong>'.repeat(32)}`);
  });

  it('removes comments', () => {
    expect(sanitizeRichText('<p>a<!-- <script>x</script> -->b</p>')).toBe('<p>ab</p>');
  });

  it('reads a hostile body of 400 kB in one pass and keeps nothing of it', () => {
    // Was quadratic: the old attribute-name class let `<` through, so each `<a ` began a new attempt to match.
    expect(sanitizeRichText('<a '.repeat(133_334))).toBe('');
    expect(sanitizeRichText(`<p>${'<a href="/x" '.repeat(30_000)}`)).toBe('<p></p>');
    const nested = sanitizeRichText(`${'<b><p>'.repeat(40_000)}${'</li></x>'.repeat(40_000)}`);
    expect(nested).toBe('<p></p>'.repeat(40_000));
  });

  it('writes only the allowed subset, whatever the markup', () => {
    const piece = fc.oneof(
      fc.constantFrom('<p>', '</p>', '<li>', '</ul>', '<ul>', '<a href="/x">', '</a>', '<br/>', '<svg/>', '</svg>'),
      fc.constantFrom('<script>', '</script>', '<style>', '<!--', '-->', '<![CDATA[', ']]>', '<a ', '<', '>', '"', "'"),
      fc.constantFrom('<abbr title="x">', '</abbr>', '<em onclick=x>', '<h3>', '</h4>', '<img src=x onerror=alert(1)>'),
      entitySoup,
      hiddenJavascript.map((href) => `<a href="${href}alert(1)">`),
      offSitePath.map((href) => `<a href='${href}'>`),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const once = sanitizeRichText(pieces.join(''));
        expectSafeOutput(once);
        expect(sanitizeRichText(once)).toBe(once);
      }),
    );
  });

  it('refuses javascript: in any case, encoded with entities or split by tabs and newlines', () => {
    fc.assert(
      fc.property(hiddenJavascript, fc.constantFrom('"', "'", ''), (href, quote) => {
        expect(sanitizeRichText(`<a href=${quote}${href}alert(1)${quote}>x</a>`)).toBe('x');
      }),
    );
  });

  it('refuses /\\ and every other way out of the site that looks like a path', () => {
    fc.assert(
      fc.property(offSitePath, (href) => {
        expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe('x');
      }),
    );
  });

  it('decodes entity soup into text once, and escapes it', () => {
    fc.assert(
      fc.property(entitySoup, (soup) => {
        const output = sanitizeRichText(`<p>${soup}</p>`);
        expectSafeOutput(output);
        expect(sanitizeRichText(output)).toBe(output);
        expect(output).not.toMatch(/&(?!quot;|amp;|lt;|gt;|#x27;)/);
      }),
    );
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
