// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_LINK_KINDS, isSafeLink, isSitePath } from './safe-link';

/** Ways to leave the site from what looks like a path: scheme-relative, backslashes, stripped whitespace. */
const OFF_SITE_PREFIXES = [
  '//',
  '/\\',
  '\\\\',
  '\\/',
  '/%5C',
  '/%5c',
  '/%2F',
  '/%2f/',
  '/\t/',
  '/\n/',
  '/\r/',
  '\t//',
  ' //',
  '/ /',
  '/\u0000/',
];

describe('isSitePath', () => {
  it('accepts paths of the site, with query and fragment', () => {
    for (const path of ['/', '/vuelos/salidas', '/contacto#pqrs', '/buscar?q=a%20b&page=2', '/servicios/mascotas/'])
      expect(isSitePath(path), path).toBe(true);
  });

  it('refuses every scheme-relative and backslash form', () => {
    for (const prefix of OFF_SITE_PREFIXES) {
      const path = `${prefix}evil.example`;
      expect(isSitePath(path), JSON.stringify(path)).toBe(false);
      expect(isSafeLink(path, CONTENT_LINK_KINDS), JSON.stringify(path)).toBe(false);
    }
    expect(isSitePath('/\\evil.example')).toBe(false);
    expect(isSitePath('/a\\b')).toBe(false);
    expect(isSitePath('/a%5cb')).toBe(false);
    expect(isSitePath('vuelos')).toBe(false);
  });

  it('never accepts a path a URL parser resolves to another origin', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '%5C',
      '%2F',
      '\t',
      '\n',
      ' ',
      '.',
      'evil.example',
      'a',
      ':',
      '@',
      '?',
      '#',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const path = `/${pieces.join('')}`;
        if (!isSitePath(path)) return;
        expect(new URL(path, 'https://eldorado.aero').origin).toBe('https://eldorado.aero');
        expect(new URL(path.replace(/%5c/gi, '\\'), 'https://eldorado.aero').origin).toBe('https://eldorado.aero');
      }),
    );
  });
});

describe('isSafeLink', () => {
  it('accepts the kinds asked for and nothing else', () => {
    expect(isSafeLink('https://www.migracioncolombia.gov.co/x', CONTENT_LINK_KINDS)).toBe(true);
    expect(isSafeLink('HTTPS://eldorado.aero', CONTENT_LINK_KINDS)).toBe(true);
    expect(isSafeLink('mailto:info@eldorado.aero', CONTENT_LINK_KINDS)).toBe(true);
    expect(isSafeLink('tel:+57 601 266 2000', CONTENT_LINK_KINDS)).toBe(true);
    expect(isSafeLink('#arriba', CONTENT_LINK_KINDS)).toBe(true);
    expect(isSafeLink('http://eldorado.aero', CONTENT_LINK_KINDS)).toBe(false);
    expect(isSafeLink('http://eldorado.aero', ['site', 'http'])).toBe(true);
    expect(isSafeLink('#arriba', ['site', 'http'])).toBe(false);
  });

  it('refuses javascript:, data: and malformed absolute URLs', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'https:/\\evil.example',
      'https:\\\\evil.example',
      'https:///evil.example',
      'https://evil.example/\t',
      'https://',
      'mailto:a@b"onclick=x',
    ])
      expect(isSafeLink(href, [...CONTENT_LINK_KINDS, 'http']), JSON.stringify(href)).toBe(false);
  });

  it('refuses javascript: whatever its case and the whitespace inside it', () => {
    const scheme = fc
      .array(fc.tuple(fc.boolean(), fc.constantFrom('', '', '\t', '\n', '\r', '\u0000')), {
        minLength: 11,
        maxLength: 11,
      })
      .map((choices) =>
        [...'javascript:']
          .map((char, index) => (choices[index]![0] ? char.toUpperCase() : char) + choices[index]![1])
          .join(''),
      );
    fc.assert(
      fc.property(scheme, fc.constantFrom('', ' ', '\t', '\u0001'), (href, lead) => {
        expect(isSafeLink(`${lead}${href}alert(1)`, [...CONTENT_LINK_KINDS, 'http'])).toBe(false);
      }),
    );
  });
});
