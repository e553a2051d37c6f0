/*
 * Provider mode of the chatbot (SPEC §7: "script from a bot provider, a different bot per language,
 * and a mobile variant when chatbot=1"). Pure and client-safe: the server picks the current
 * language's scripts from the configuration, the browser picks desktop or mobile from the query.
 */

export type ChatbotLocale = 'es' | 'en' | 'fr' | 'pt';

/** CHATBOT_SCRIPT_URL_<LOCALE> and CHATBOT_MOBILE_SCRIPT_URL_<LOCALE>, as lib/config parses them. */
export type ChatbotScriptConfig = { CHATBOT_PROVIDER: 'embedded' | 'script' } & {
  [
    K in `CHATBOT_SCRIPT_URL_${Uppercase<ChatbotLocale>}` | `CHATBOT_MOBILE_SCRIPT_URL_${Uppercase<ChatbotLocale>}`
  ]?: string;
};

/** The provider's scripts for one language: the desktop bot and, when configured, its mobile variant. */
export interface ChatbotScripts {
  desktop: string;
  mobile?: string;
}

function urlsOf(config: ChatbotScriptConfig, locale: ChatbotLocale) {
  const key = locale.toUpperCase() as Uppercase<ChatbotLocale>;
  return { desktop: config[`CHATBOT_SCRIPT_URL_${key}`], mobile: config[`CHATBOT_MOBILE_SCRIPT_URL_${key}`] };
}

/**
 * The scripts of the page's language, or null in embedded mode. A language without its own bot uses
 * the Spanish one (the site's fallback language); the mobile variant falls back the same way, but the
 * language comes first: an English visitor on mobile gets the English desktop bot before the Spanish
 * mobile one.
 */
export function chatbotScriptsFor(config: ChatbotScriptConfig, locale: ChatbotLocale): ChatbotScripts | null {
  if (config.CHATBOT_PROVIDER !== 'script') return null;
  const own = urlsOf(config, locale);
  const spanish = urlsOf(config, 'es');
  const desktop = own.desktop ?? spanish.desktop;
  if (!desktop) return null;
  const mobile = own.mobile ?? (own.desktop ? undefined : spanish.mobile);
  return mobile ? { desktop, mobile } : { desktop };
}

/** True when the page was opened with `?chatbot=1` (the app's webview): the bot opens by itself, mobile variant. */
export function wantsOpenChatbot(search: string): boolean {
  return new URLSearchParams(search).get('chatbot') === '1';
}

/** The script to load for this visit: the mobile variant for `?chatbot=1` when there is one. */
export function scriptForVisit(scripts: ChatbotScripts, search: string): string {
  return wantsOpenChatbot(search) && scripts.mobile ? scripts.mobile : scripts.desktop;
}
