// @vitest-environment node
import fc from 'fast-check';
import { useState, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '@/lib/escape-markup';
import { staticMarkup } from './static-markup';

function Label({ text, size }: { text: string; size: number }) {
  return (
    <text x={1.5} y={-2} fontSize={size} aria-hidden="true">
      {text}
    </text>
  );
}

const samples: Record<string, ReactNode> = {
  'svg with mapped attributes': (
    <g className="units" data-zoom={2} data-selected="" aria-label="Sala 12">
      <path d="M0 0L10 10" />
      <rect x={-4} y={4.5} width={8} height={8} />
      <symbol id="map-icon-lift" viewBox="0 0 24 24">
        <path d="M1 1" />
      </symbol>
      <Label text="Puerta 12" size={8} />
    </g>
  ),
  'fragments, arrays, numbers and nothing': (
    <>
      {['a', 'b'].map((id) => (
        <use key={id} href={`#icon-${id}`} x={0} y={0} />
      ))}
      {null}
      {false}
      {undefined}
      {3}
      {' and '}
      {0}
    </>
  ),
  'hostile text and attribute values': (
    <a href={`/mapas?q=${'"><script>alert(1)</script>'}`} aria-label={`Tienda "O'Hara" & <Co>`}>
      {'</g><script>alert("x")</script> & \'quoted\''}
    </a>
  ),
  'boolean attributes': (
    <div>
      <input type="checkbox" disabled hidden={false} data-open={false} aria-hidden={true} />
      <br />
    </div>
  ),
  'inner HTML and gradient stops': (
    <div className="prose" lang="en">
      <div dangerouslySetInnerHTML={{ __html: '<p>Rich <b>text</b> &amp; more</p>' }} />
      <svg viewBox="0 0 10 10">
        <linearGradient id="sky">
          <stop offset="0" stopColor="#c9a227" />
        </linearGradient>
      </svg>
    </div>
  ),
  'datalist options': (
    <datalist id="points">
      {['Sala 12', 'Baño "norte"', 'Café & Té'].map((label) => (
        <option key={label} value={label} />
      ))}
    </datalist>
  ),
};

describe('staticMarkup', () => {
  it.each(Object.entries(samples))('writes what renderToStaticMarkup writes: %s', (_name, node) => {
    expect(staticMarkup(node)).toBe(renderToStaticMarkup(node));
  });

  it('escapes any text and attribute value as React does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(staticMarkup(<text aria-label={text}>{text}</text>)).toBe(
          renderToStaticMarkup(<text aria-label={text}>{text}</text>),
        );
      }),
    );
    expect(escapeMarkup(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&#x27;');
  });

  it('refuses what it cannot write faithfully instead of writing something else', () => {
    expect(() => staticMarkup(<g style={{ fill: 'red' }} />)).toThrow(/style/);
    expect(() => staticMarkup(<g onClick={() => undefined} />)).toThrow(/onClick/);
    expect(() => staticMarkup(<path strokeDasharray="2 2" />)).toThrow(/strokeDasharray/);
    // React refuses both as well; the lint rule that says so is what this line tests.
    // eslint-disable-next-line react/no-danger-with-children
    const both = <g dangerouslySetInnerHTML={{ __html: '<b/>' }}>{'x'}</g>;
    expect(() => staticMarkup(both)).toThrow(/dangerouslySetInnerHTML/);
    expect(() => staticMarkup(<a href="javascript:alert(1)" />)).toThrow(/javascript/);
    expect(() => staticMarkup(<a href={' java\tscript:alert(1)'} />)).toThrow(/javascript/);
    function WithState() {
      const [value] = useState(1);
      return <g data-value={value} />;
    }
    expect(() => staticMarkup(<WithState />)).toThrow();
  });
});
