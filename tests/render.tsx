import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import pt from '@/messages/pt.json';
import { AIRPORT_TIME_ZONE } from '@/lib/clock';
import type { Locale } from '@/lib/i18n/locales';
import { fillMessageFacts } from '@/lib/facts';
import { mergeMessages } from '@/lib/i18n/messages';

type Messages = Record<string, unknown>;

const raw: Record<Locale, Messages> = { es, en, fr, pt };

/** The real messages of a locale, with Spanish filling missing keys and the facts filled in (as the site does). */
export function messagesFor(locale: Locale): Messages {
  return fillMessageFacts(locale === 'es' ? raw.es : mergeMessages(raw.es, raw[locale]), locale);
}

/** A QueryClient for one test: no retries (a failing request fails at once), no cache shared between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  /** Override or add messages (merged over the locale's real messages). */
  messages?: Messages;
  queryClient?: QueryClient;
  /** Fixed "now" for next-intl's relative time formatting. */
  now?: Date;
}

export interface RenderWithProvidersResult extends RenderResult {
  queryClient: QueryClient;
}

/**
 * Renders a component inside the providers the site gives it: next-intl (locale + real messages,
 * Bogota time zone) and a fresh react-query client.
 */
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'es', messages, queryClient = createTestQueryClient(), now, ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const allMessages = messages ? mergeMessages(messagesFor(locale), messages) : messagesFor(locale);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={allMessages} timeZone={AIRPORT_TIME_ZONE} now={now}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </NextIntlClientProvider>
    );
  }
  return { ...render(ui, { wrapper: Wrapper, ...options }), queryClient };
}

export * from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';
