import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader, type HeaderVariant } from './site-header';

/** Header, main landmark and footer around a page (the internal and home layouts). */
export function SiteChrome({ children, variant = 'default' }: { children: ReactNode; variant?: HeaderVariant }) {
  return (
    <>
      <SiteHeader variant={variant} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
