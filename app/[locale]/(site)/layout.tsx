import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';
import { NewsletterFooterSlot } from '@/features/forms/components/newsletter-slots';

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteChrome footerSlot={<NewsletterFooterSlot />}>{children}</SiteChrome>;
}
