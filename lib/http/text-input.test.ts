// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAppError } from './errors';
import { assertSafeText, hasUnsafeCharacters, unsafeTextPaths } from './text-input';

const REFUSED = [
  '\u0000',
  '\u0007',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u202E',
  '\u202A',
  '\u2066',
  '\u2069',
  '\uD800',
  '\uDFFF',
];
const ALLOWED = ['Hola\nmundo', 'tab\there', 'línea\r\n', 'Ñandú — «São Paulo» ✈️ 東京', 'عربي', '\u200B', '😀'];

describe('the free-text rule', () => {
  it.each(REFUSED)('refuses U+%s', (char) => {
    expect(hasUnsafeCharacters(`ab${char}cd`)).toBe(true);
  });

  it.each(ALLOWED)('allows %j', (text) => {
    expect(hasUnsafeCharacters(text)).toBe(false);
  });

  it('names every offending field, nested ones and keys included', () => {
    expect(
      unsafeTextPaths({
        name: 'Ana',
        comment: 'x\u0000',
        items: [{ note: 'ok' }, { note: '\u202Eevil' }],
        ['k\u0000']: 1,
      }),
    ).toEqual(['comment', 'items.1.note', '(key)']);
  });

  it('throws a 400 invalid_characters with the given messages', () => {
    try {
      assertSafeText({ comment: 'a\u0000' }, { field: 'F', summary: (fields) => `S ${fields}` });
      expect.unreachable();
    } catch (error) {
      expect(isAppError(error) && error.toBody()).toEqual({
        error: { code: 'invalid_characters', message: 'S comment', fields: { comment: 'F' } },
      });
    }
  });

  it('holds for any text: refused exactly when it holds a refused character', () => {
    const refused = fc.constantFrom(...REFUSED);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), refused, fc.string({ unit: 'grapheme' }), (a, bad, b) => {
        expect(hasUnsafeCharacters(a + bad + b)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const expected = [...text].some(
          (char) =>
            REFUSED.includes(char) ||
            /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/.test(char),
        );
        expect(hasUnsafeCharacters(text)).toBe(expected);
      }),
    );
  });
});
