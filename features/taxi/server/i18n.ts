import 'server-only';
import { createTranslator } from 'next-intl';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

/*
 * The taxi API answers people: its messages (errors, the SMS text, userMessage) are in the
 * caller's language, from the `taxiApi` namespace. The language is the first of es/en/fr/pt in
 * Accept-Language (the site's fetchers send the page locale); Spanish otherwise.
 */

export type TaxiTranslate = (key: string, values?: Record<string, string | number>) => string;

export function localeOfRequest(request: Request): Locale {
  const header = request.headers.get('accept-language') ?? '';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (isLocale(tag)) return tag;
  }
  return defaultLocale;
}

export async function taxiTranslator(locale: Locale): Promise<TaxiTranslate> {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: 'taxiApi' as never });
  return (key, values) => (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
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
