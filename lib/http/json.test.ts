// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { markupSafeJson, markupSafeJsonText } from './json';

describe('markupSafeJson', () => {
  const value = {
    query: '"><img src=x onerror=alert(1)> & <script>alert(1)</script>\u2028',
    n: 1,
    list: ['<em>a</em>'],
  };

  it('writes no markup, yet parses back to the same value', () => {
    const text = markupSafeJsonText(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003cscript\\u003e');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('answers application/json with the given status and headers', async () => {
    const response = markupSafeJson(value, { status: 201, headers: { 'Cache-Control': 'no-store' } });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(value);
  });
});
