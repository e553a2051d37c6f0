import { fillMessageFacts } from '../facts';
import type { Locale } from './locales';

type Messages = Record<string, unknown>;

function isPlainObject(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge: every key of `override` wins, keys it lacks come from `base`. */
export function mergeMessages(base: Messages, override: Messages): Messages {
  const result: Messages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const baseValue = base[key];
    result[key] = isPlainObject(baseValue) && isPlainObject(value) ? mergeMessages(baseValue, value) : value;
  }
  return result;
}

const loaders: Record<Locale, () => Promise<Messages>> = {
  es: () => import('../../messages/es.json').then((m) => m.default as Messages),
  en: () => import('../../messages/en.json').then((m) => m.default as Messages),
  fr: () => import('../../messages/fr.json').then((m) => m.default as Messages),
  pt: () => import('../../messages/pt.json').then((m) => m.default as Messages),
};

/**
 * Messages of a locale, with Spanish filling any key the locale lacks and the business facts
 * (lib/facts.ts) filled into their [[placeholders]] (in next-intl's precompiled form at run time,
 * in the JSON's ICU source in tests): what next-intl and the client islands get is finished text.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const spanish = await loaders.es();
  return fillMessageFacts(locale === 'es' ? spanish : mergeMessages(spanish, await loaders[locale]()), locale);
}
