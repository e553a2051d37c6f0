import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import type { RouteSearchSource } from './header/route-search';
import { SiteHeader, type HeaderVariant } from './site-header';
import styles from './site-chrome.module.scss';

/**
 * Header, main landmark and footer around a page (the internal and home layouts). On home the
 * header is transparent over a full-bleed stage (night Andes, gold roundel), taller than elsewhere.
 */
export function SiteChrome({
  children,
  variant = 'default',
  weather,
  search,
  footerSlot,
}: {
  children: ReactNode;
  variant?: HeaderVariant;
  /** The header's weather widget (features/weather), composed in app/. */
  weather?: ReactNode;
  /** The header's site search (features/search), composed in app/. */
  search?: (source: RouteSearchSource) => ReactNode;
  /** Extra footer content composed in app/ (the newsletter trigger). */
  footerSlot?: ReactNode;
}) {
  return (
    <>
      {variant === 'home' ? (
        <div className={styles.homeStage}>
          <SiteHeader variant="home" weather={weather} search={search} />
        </div>
      ) : (
        <SiteHeader variant={variant} weather={weather} search={search} />
      )}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter newsletter={footerSlot} />
    </>
  );
}
