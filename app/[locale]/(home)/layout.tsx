import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';
import { NewsletterFooterSlot } from '@/features/forms/components/newsletter-slots';

export default function HomeLayout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome variant="home" footerSlot={<NewsletterFooterSlot />}>
      {children}
    </SiteChrome>
  );
}
