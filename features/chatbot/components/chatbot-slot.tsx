import { getLocale, getTranslations } from 'next-intl/server';
import { config } from '@/lib/config';
import { DORA_WHATSAPP_URL } from '@/lib/facts';
import { chatbotScriptsFor } from '../provider';
import { ChatbotLauncher } from './chatbot-launcher.client';
import { ChatbotProvider } from './chatbot-provider.client';
import type { ChatbotLabels } from './labels';

const KEYS = [
  'open',
  'title',
  'close',
  'greeting',
  'label',
  'placeholder',
  'send',
  'you',
  'dora',
  'thinking',
  'sources',
  'pqrs',
  'whatsapp',
  'error',
] as const;

/**
 * The assistant (server component; its code loads later, in the browser): the bot provider's script
 * for this language when CHATBOT_PROVIDER=script, else Dora's launcher with its strings.
 */
export async function ChatbotSlot() {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'chatbot' });
  const scripts = chatbotScriptsFor(config(), locale);
  if (scripts) return <ChatbotProvider scripts={scripts} locale={locale} closeLabel={t('close')} />;
  const labels = {
    ...Object.fromEntries(KEYS.map((key) => [key, t(key)])),
    whatsappUrl: DORA_WHATSAPP_URL,
  } as unknown as ChatbotLabels;
  return <ChatbotLauncher locale={locale} labels={labels} />;
}
