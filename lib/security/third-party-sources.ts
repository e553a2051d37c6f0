import type { AppConfig } from '../config';

/*
 * The configured third parties the CSP must allow, from lib/config: the analytics (tracking pixel,
 * session recording), Algolia when it is the search provider, and the chatbot provider's scripts.
 * Pure, so tests check it without the proxy.
 */

export interface ThirdPartySources {
  imageSources: string[];
  scriptSources: string[];
  connectSources: string[];
  frameSources: string[];
}

type SourcesConfig = Pick<
  AppConfig,
  | 'TRACKING_PIXEL_URL'
  | 'SESSION_RECORDING_SCRIPT_URL'
  | 'ALGOLIA_APP_ID'
  | 'ALGOLIA_SEARCH_KEY'
  | 'CHATBOT_PROVIDER'
  | 'CHATBOT_SCRIPT_URL_ES'
  | 'CHATBOT_SCRIPT_URL_EN'
  | 'CHATBOT_SCRIPT_URL_FR'
  | 'CHATBOT_SCRIPT_URL_PT'
  | 'CHATBOT_MOBILE_SCRIPT_URL_ES'
  | 'CHATBOT_MOBILE_SCRIPT_URL_EN'
  | 'CHATBOT_MOBILE_SCRIPT_URL_FR'
  | 'CHATBOT_MOBILE_SCRIPT_URL_PT'
>;

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** Origins of the chatbot provider's scripts (every language, desktop and mobile); none in embedded mode. */
export function chatbotOrigins(config: SourcesConfig): string[] {
  if (config.CHATBOT_PROVIDER !== 'script') return [];
  const urls = [
    config.CHATBOT_SCRIPT_URL_ES,
    config.CHATBOT_SCRIPT_URL_EN,
    config.CHATBOT_SCRIPT_URL_FR,
    config.CHATBOT_SCRIPT_URL_PT,
    config.CHATBOT_MOBILE_SCRIPT_URL_ES,
    config.CHATBOT_MOBILE_SCRIPT_URL_EN,
    config.CHATBOT_MOBILE_SCRIPT_URL_FR,
    config.CHATBOT_MOBILE_SCRIPT_URL_PT,
  ];
  return [...new Set(urls.flatMap(originOf))];
}

/** Algolia's search hosts for an application (the DSN host first, then its retry hosts), as algoliasearch's lite client uses them. */
export function algoliaOrigins(config: SourcesConfig): string[] {
  const appId = config.ALGOLIA_APP_ID;
  if (!appId || !config.ALGOLIA_SEARCH_KEY) return [];
  const id = appId.toLowerCase();
  return [`https://${id}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`)];
}

export function thirdPartySources(config: SourcesConfig): ThirdPartySources {
  const recording = config.SESSION_RECORDING_SCRIPT_URL
    ? originOf(config.SESSION_RECORDING_SCRIPT_URL.replace('{id}', 'x'))
    : [];
  const chatbot = chatbotOrigins(config);
  return {
    imageSources: [...originOf(config.TRACKING_PIXEL_URL), ...chatbot],
    scriptSources: [...recording, ...chatbot],
    connectSources: [...recording, ...algoliaOrigins(config), ...chatbot],
    frameSources: chatbot,
  };
}
