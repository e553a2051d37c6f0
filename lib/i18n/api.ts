import { createTranslator } from 'next-intl';
import { negotiateLocale } from './accept-language';
import type { MessageNamespace } from './keys';
import { isLocale, type Locale } from './locales';
import { loadMessages } from './messages';

/*
 * Localised API answers. Route handlers are not rendered by next-intl's request config, so they
 * translate with createTranslator over the same messages (Spanish filling gaps). Works in tests too.
 */

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The language of an API request: `?locale=`, else the site locale its `Accept-Language` prefers by q-weight
 * (the site's fetchers send their page's locale; ./accept-language.ts), else Spanish.
 */
export function localeOfRequest(request: Request): Locale {
  const query = new URL(request.url).searchParams.get('locale');
  if (isLocale(query)) return query;
  return negotiateLocale(request.headers.get('accept-language'));
}

/**
 * A translator of one namespace of the messages, for API answers. The namespace is checked against the messages'
 * types (global.ts); the keys are not, because API code builds them from data (a field name, an error code) and an
 * unknown one falls back to the key like any missing message.
 */
export async function apiTranslator(locale: Locale, namespace: MessageNamespace): Promise<Translate> {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: namespace as never });
  return (key, values) => (t as unknown as Translate)(key, values);
}
