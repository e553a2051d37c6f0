import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';

export default function HomeLayout({ children }: { children: ReactNode }) {
  return <SiteChrome variant="home">{children}</SiteChrome>;
}
