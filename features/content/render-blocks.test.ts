// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localizeHtml } from './render-blocks';
import { sanitizeRichText } from './sanitize';

describe('localizeHtml', () => {
  it('prefixes only site paths, and escapes a link once', () => {
    const html = sanitizeRichText('<p><a href="/buscar?q=a&amp;page=2">a</a><a href="/\\evil.example">b</a></p>');
    expect(localizeHtml(html, 'en')).toBe('<p><a href="/en/buscar?q=a&amp;page=2">a</a>b</p>');
    expect(localizeHtml(html, 'es')).toBe('<p><a href="/buscar?q=a&amp;page=2">a</a>b</p>');
    expect(localizeHtml('<a href="/\\evil.example">b</a>', 'en')).toBe('<a href="/\\evil.example">b</a>');
  });
});
