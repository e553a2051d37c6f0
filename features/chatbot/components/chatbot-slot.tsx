import { getLocale, getTranslations } from 'next-intl/server';
import { ChatbotLauncher } from './chatbot-launcher.client';
import type { ChatbotLabels } from './labels';

const KEYS = ['open', 'title', 'close', 'greeting', 'label', 'placeholder', 'send', 'you', 'dora', 'thinking', 'sources', 'pqrs', 'whatsapp', 'error'] as const;

/** The assistant's launcher with its strings (server component; the panel loads later, in the browser). */
export async function ChatbotSlot() {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'chatbot' });
  const labels = Object.fromEntries(KEYS.map((key) => [key, t(key)])) as unknown as ChatbotLabels;
  return <ChatbotLauncher locale={locale} labels={labels} />;
}
