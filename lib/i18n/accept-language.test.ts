import { describe, expect, it } from 'vitest';
import { localeOfAcceptLanguage, negotiateLocale } from './accept-language';

describe('negotiateLocale (Accept-Language)', () => {
  it.each([
    ['es;q=0.1, en', 'en'],
    ['en;q=0.2, fr;q=0.9, pt;q=0.5', 'fr'],
    ['en-GB;q=0.8, fr;q=0.9', 'fr'],
    ['pt-BR;q=0.9, fr-CA;q=0.95', 'fr'],
    ['es-CO;q=0.4, en-US;q=0.5', 'en'],
    ['fr;q=0.5, en;q=0.5', 'fr'],
  ])('follows q-weights: %s → %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it.each([
    ['pt-BR', 'pt'],
    ['fr-CA', 'fr'],
    ['fr-CA,en;q=0.5', 'fr'],
    ['EN-us', 'en'],
    ['en-Latn-US', 'en'],
    ['de-CH, fr-CA', 'fr'],
    ['zh-Hant-TW, pt;q=0.2', 'pt'],
  ])('falls back from a region or script to its language: %s → %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it.each([
    ['es-CO, en', 'es'],
    ['es-419, en', 'es'],
  ])('keeps the first choice when it only matches by its language: %s → %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it.each([
    ['*', 'es'],
    ['de, *;q=0.5', 'es'],
    ['es;q=0, *', 'en'],
    ['es;q=0, en;q=0, *', 'fr'],
    ['fr;q=0.1, *', 'es'],
    ['*;q=0.1, pt', 'pt'],
  ])('reads * as any site locale not refused: %s → %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it.each([
    ['', 'es'],
    ['de', 'es'],
    ['garbage;;;q=abc', 'es'],
    [';;;,,,', 'es'],
    ['en;q=0', 'es'],
    ['<script>', 'es'],
    ['e'.repeat(5000), 'es'],
  ])('answers Spanish for a header that accepts none of the site locales: %j → %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it('ignores one malformed range among good ones', () => {
    expect(negotiateLocale('i-klingon, en')).toBe('en');
    expect(negotiateLocale('x-klingon, en;q=0.1')).toBe('en');
    expect(negotiateLocale('en;q=foo, fr')).toBe('fr');
    expect(negotiateLocale('123456789, pt')).toBe('pt');
  });

  it('tells "none of the site locales" apart from Spanish', () => {
    expect(localeOfAcceptLanguage('de')).toBeUndefined();
    expect(localeOfAcceptLanguage(null)).toBeUndefined();
    expect(localeOfAcceptLanguage('es')).toBe('es');
  });
});
