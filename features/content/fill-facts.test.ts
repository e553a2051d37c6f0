// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { factsUsed, fillFacts, formatCop } from './fill-facts';
import { localizeHtml } from './render-blocks';

describe('fact placeholders', () => {
  it('formats COP with dot thousands in every locale', () => {
    expect(formatCop(12_000)).toBe('$ 12.000');
    expect(formatCop(1_234_567)).toBe('$ 1.234.567');
    for (const locale of ['es', 'en', 'fr', 'pt'] as const) {
      expect(fillFacts('{{cartDepositCop}}', locale)).toBe('$ 12.000');
      expect(fillFacts('{{assistedCartCop}}', locale)).toBe('$ 40.000');
    }
  });

  it('formats EUR and USD for the locale', () => {
    expect(fillFacts('{{cartDepositUsd}}', 'en')).toBe('$3');
    expect(fillFacts('{{cartDepositEur}}', 'en')).toBe('€3');
    expect(fillFacts('{{assistedCartEur}}', 'fr')).toMatch(/^10\s€$/);
  });

  it('lists gates with the locale’s conjunction', () => {
    expect(fillFacts('{{taxiGates}}', 'es')).toBe('5 y 10');
    expect(fillFacts('{{taxiGates}}', 'en')).toBe('5 and 10');
    expect(fillFacts('{{taxiGates}}', 'fr')).toBe('5 et 10');
    expect(fillFacts('{{cartLocationsFloor2Gates}}', 'es')).toBe('2, 5 y 7');
  });

  it('fills text and numbers and leaves unknown placeholders for check-content to report', () => {
    expect(fillFacts('{{liquidContainerMl}} ml, {{liquidBagSize}}, {{smokingLaw}}', 'es')).toBe(
      '100 ml, 20 x 20 cm, Ley 1335 de 2009',
    );
    expect(fillFacts('{{unknownFact}}', 'es')).toBe('{{unknownFact}}');
    expect(factsUsed('a {{x}} b {{y}}')).toEqual(['x', 'y']);
  });

  it('prefixes site links with the locale and escapes fact values in HTML', () => {
    expect(localizeHtml('<a href="/vuelos">x</a> <a href="https://a.gov.co">y</a> <a href="#z">z</a>', 'en')).toBe(
      '<a href="/en/vuelos">x</a> <a href="https://a.gov.co">y</a> <a href="#z">z</a>',
    );
    expect(localizeHtml('<a href="/vuelos">x</a>', 'es')).toBe('<a href="/vuelos">x</a>');
    expect(localizeHtml('<p>{{taxiGates}}</p>', 'pt')).toBe('<p>5 e 10</p>');
  });
});
