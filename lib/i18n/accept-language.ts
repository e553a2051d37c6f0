import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import { defaultLocale, locales, type Locale } from './locales';

/*
 * The site locale an Accept-Language header asks for (RFC 9110 §12.5.4), with the two libraries next-intl's
 * own detection uses: negotiator orders the ranges by q-weight (dropping q=0 and malformed ones) and
 * @formatjs/intl-localematcher's lookup (RFC 4647 §3.4) maps each range to a site locale by dropping subtags
 * from the right (`pt-BR` → `pt`, `es-419` → `es`), so the client's first acceptable range wins. ("best fit"
 * would rank an exact `en` above a first-choice `es-CO`, and negotiator's own matching does the same.)
 */

function isWellFormedTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/**
 * The locale of an Accept-Language header, or undefined when it accepts none of the site's. `*` stands for
 * every site locale the header does not refuse (q=0) or rank on its own, in the site's order.
 */
export function localeOfAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const negotiator = new Negotiator({ headers: { 'accept-language': header } });
  // The site locales the client accepts at all, best first (a q=0 range refuses its locale).
  const acceptable = negotiator.languages([...locales]) as Locale[];
  if (acceptable.length === 0) return undefined;
  const ranked = negotiator
    .languages()
    .flatMap((range) => (range === '*' ? acceptable : isWellFormedTag(range) ? [range] : []));
  const matched = match(ranked, acceptable, '', { algorithm: 'lookup' });
  return (acceptable as string[]).includes(matched) ? (matched as Locale) : undefined;
}

/** The locale of an Accept-Language header, Spanish when it accepts none of the site's (or is malformed). */
export function negotiateLocale(header: string | null | undefined): Locale {
  return localeOfAcceptLanguage(header) ?? defaultLocale;
}
