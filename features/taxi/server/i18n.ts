import 'server-only';
import { apiTranslator, localeOfRequest, type Translate } from '@/lib/i18n/api';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

/*
 * The taxi API answers people: its messages (errors, the SMS text, userMessage) are in the
 * caller's language, from the `taxiApi` namespace. The language is the first of es/en/fr/pt in
 * Accept-Language (the site's fetchers send the page locale); Spanish otherwise.
 */

export type TaxiTranslate = Translate;
export { localeOfRequest };

export function taxiTranslator(locale: Locale): Promise<TaxiTranslate> {
  return apiTranslator(locale, 'taxiApi');
}

/** Whether the namespace has this key (field messages exist for known fields only). */
export async function hasTaxiMessage(locale: Locale, key: string): Promise<boolean> {
  const messages = (await loadMessages(locale)) as { taxiApi?: Record<string, unknown> };
  let node: unknown = messages.taxiApi;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}
