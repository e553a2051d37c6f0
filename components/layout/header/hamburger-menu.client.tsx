'use client';

import { useTranslations } from 'next-intl';
import { Suspense, useId, useRef } from 'react';
import { useLazyDialog } from '@/components/dialog/use-lazy-dialog';
import { MenuIcon } from '@/components/icons/icons';
import { CloseDialog, lazyWithFallback } from '@/components/lazy/lazy-with-fallback.client';
import type { AirportMenuGroupView } from './airport-menu.client';
import styles from './hamburger-menu.module.scss';

const HamburgerMenuPanel = lazyWithFallback(() => import('./hamburger-menu-panel.client'), CloseDialog);

export interface MenuLinkView {
  href: string;
  label: string;
}

export interface MenuCategoryView {
  id: string;
  label: string;
  landing: MenuLinkView;
  children: MenuLinkView[];
}

/**
 * The hamburger menu (SPEC §2): this button (in every page's first-load JS) opens a modal drawer
 * (./hamburger-menu-panel, a chunk fetched when the browser is idle and rendered on pointer-over, focus
 * or opening). Opening locks page scroll, traps focus and sets the button's aria-expanded; Escape, the
 * close button or the overlay close it and focus returns to the button.
 */
export function HamburgerMenu({
  categories,
  dora,
  airport,
}: {
  categories: MenuCategoryView[];
  dora: MenuLinkView;
  /** The header's airport menu, repeated in the drawer for phones (where the header does not show it). */
  airport?: { label: string; groups: AirportMenuGroupView[] };
}) {
  const t = useTranslations('client.menu');
  // Only the panel's code is fetched when idle; it renders on intent or opening (a hidden drawer
  // rendered at idle time was one of the long tasks after load on every page).
  const { loaded, open, session, preload, show, close } = useLazyDialog({
    preloadWhenIdle: HamburgerMenuPanel.preload,
  });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogId = `${useId()}-dialog`;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={dialogId}
        aria-haspopup="dialog"
        onClick={() => (open ? close() : show())}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <MenuIcon size={24} />
        <span className={styles.triggerLabel}>{t('open')}</span>
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <HamburgerMenuPanel
            key={session}
            categories={categories}
            dora={dora}
            airport={airport}
            open={open}
            onClose={close}
            dialogId={dialogId}
            returnFocus={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
