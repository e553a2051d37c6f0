import { describe, expect, it } from 'vitest';
import { addInto, ownerOf, selfTimes } from './profile-attribution.mjs';

describe('ownerOf', () => {
  it('folds a source path to its package, Next folder, runtime or app folder', () => {
    expect(ownerOf('turbopack:///[project]/node_modules/next/dist/compiled/react-dom/cjs/x.js', 'u')).toBe('react-dom');
    expect(ownerOf('turbopack:///[project]/node_modules/next/src/client/components/app-router.tsx', 'u')).toBe(
      'next/src/client/components',
    );
    expect(ownerOf('turbopack:///[project]/node_modules/@tanstack/query-core/build/a.js', 'u')).toBe(
      '@tanstack/query-core',
    );
    expect(ownerOf('turbopack:///[turbopack]/browser/runtime/base/runtime-base.ts', 'u')).toBe(
      '[turbopack]/browser/runtime',
    );
    expect(ownerOf('turbopack:///[project]/components/layout/header/site-header.tsx', 'u')).toBe(
      'components/layout/header',
    );
  });

  it('names what has no source map by where it ran', () => {
    expect(ownerOf(null, 'http://localhost:3501/_next/static/chunks/39_j1.js')).toBe('chunk 39_j1.js');
    expect(ownerOf(null, 'http://localhost:3500/servicios/mascotas')).toBe('document (inline scripts)');
    expect(ownerOf(null, '')).toBe('(native, V8)');
  });
});

describe('selfTimes', () => {
  const frame = (functionName: string, url = '', lineNumber = 0) => ({
    functionName,
    url,
    lineNumber,
    columnNumber: 0,
  });
  const profile = {
    nodes: [
      { id: 1, callFrame: frame('(root)') },
      { id: 2, callFrame: frame('a', 'http://x/_next/static/chunks/c.js', 1) },
      { id: 3, callFrame: frame('b', 'http://x/_next/static/chunks/c.js', 2) },
      { id: 4, callFrame: frame('(garbage collector)') },
      { id: 5, callFrame: frame('(idle)') },
    ],
    samples: [2, 3, 3, 4, 5, 2],
    timeDeltas: [0, 100, 200, 300, 400, 500],
  };
  const resolve = (callFrame: { lineNumber: number }) =>
    callFrame.lineNumber === 1
      ? { source: 'turbopack:///[project]/node_modules/next/dist/compiled/react-dom/cjs/r.js', name: 'beginWork' }
      : { source: 'turbopack:///[project]/features/flights/components/board.tsx', name: null };

  it('sums each sample by the next delta, by owner and by function, leaving idle out', () => {
    const { byOwner, byFunction } = selfTimes(profile, resolve);
    // A sample lasts until the next one: node 2 at i=0 (100) and i=5 (the last: 0), node 3 at i=1 and 2
    // (200 + 300), the collector at i=3 (400), idle at i=4 (left out).
    expect(Object.fromEntries(byOwner)).toEqual({
      'react-dom': 100,
      'features/flights/components': 500,
      '(garbage collector)': 400,
    });
    expect(byFunction.get('react-dom  beginWork')).toBe(100);
    expect(byFunction.get('features/flights/components  b')).toBe(500);
  });

  it('adds maps key by key', () => {
    const total = addInto(
      new Map([['a', 1]]),
      new Map([
        ['a', 2],
        ['b', 3],
      ]),
    );
    expect(Object.fromEntries(total)).toEqual({ a: 3, b: 3 });
  });
});
