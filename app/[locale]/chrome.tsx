import type { ComponentProps } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';
import { ChatbotSlot } from '@/features/chatbot/components/chatbot-slot';
import { NewsletterFooterSlot } from '@/features/forms/components/newsletter-slots';
import { InternalPromos } from '@/features/home/components/internal-promos';
import { HeaderSearch } from '@/features/search/components/header-search';
import { HeaderWeather } from '@/features/weather/components/header-weather';

/** The site chrome with the features composed into its slots (components never import a feature). */
export function Chrome(props: Omit<ComponentProps<typeof SiteChrome>, 'weather' | 'footerSlot' | 'search'>) {
  return (
    <>
      <SiteChrome
        {...props}
        weather={<HeaderWeather />}
        search={(source) => <HeaderSearch source={source} />}
        footerSlot={<NewsletterFooterSlot />}
      />
      <ChatbotSlot />
      {props.variant === 'home' ? null : <InternalPromos />}
    </>
  );
}
