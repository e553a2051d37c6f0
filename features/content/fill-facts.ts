import { localeTags, type Locale } from '@/lib/i18n/locales';
import { FACTS, type FactName } from './facts';

/*
 * Replaces {{fact}} placeholders with the facts of SPEC §9, formatted for the locale:
 * COP as `$ 12.000` (dot thousands, no decimals, ARCHITECTURE §4), EUR/USD with Intl, numbers
 * with the locale's grouping. An unknown placeholder is left as it is (check-content reports it).
 */

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

export function formatCop(amount: number): string {
  return `$ ${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

export function formatFact(name: FactName, locale: Locale): string {
  const fact = FACTS[name];
  switch (fact.kind) {
    case 'money':
      return fact.currency === 'COP'
        ? formatCop(fact.amount)
        : new Intl.NumberFormat(localeTags[locale], {
            style: 'currency',
            currency: fact.currency,
            maximumFractionDigits: 0,
          }).format(fact.amount);
    case 'number':
      return new Intl.NumberFormat(localeTags[locale]).format(fact.value);
    case 'text':
      return fact.value;
  }
}

function isFactName(name: string): name is FactName {
  return Object.prototype.hasOwnProperty.call(FACTS, name);
}

/** Fills placeholders; `escape` is applied to each value (HTML escaping for rich text). */
export function fillFacts(text: string, locale: Locale, escape: (value: string) => string = (v) => v): string {
  return text.replace(PLACEHOLDER, (match, name: string) => (isFactName(name) ? escape(formatFact(name, locale)) : match));
}

/** Every placeholder name used in a text. */
export function factsUsed(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}
