import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './escape-markup';

describe('escapeMarkup', () => {
  it('escapes the five characters markup gives a meaning to, as React does', () => {
    expect(escapeMarkup(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#x27;s&lt;/a&gt;',
    );
  });

  it('leaves every other character as it is, and no markup character unescaped', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const escaped = escapeMarkup(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped.replace(/&(quot|amp|lt|gt|#x27);/g, '')).not.toContain('&');
        const decoded = escaped.replace(
          /&(quot|amp|lt|gt|#x27);/g,
          (_m, e: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#x27': "'" })[e]!,
        );
        expect(decoded).toBe(text);
      }),
    );
  });
});
