'use client';

import { useTranslations } from 'next-intl';
import { Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLazyDialog, type IdlePreload } from '@/components/dialog/use-lazy-dialog';
import { SearchIcon } from '@/components/icons/icons';
import { CloseDialog, lazyWithFallback } from '@/components/lazy/lazy-with-fallback';
import type { RouteFinderPanelProps, RouteSuggestion } from './route-finder-panel';
import { routeSearchEntries, type RouteSearchSource } from './route-search';
import styles from './route-finder.module.scss';

/** The page-titles panel (a few kB): the route finder's own dialog, and the search overlay's fallback. */
export const PageTitlesPanel = lazyWithFallback(() => import('./route-finder-panel'), CloseDialog);

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Site search of the header: this button (in every page's first-load JS) opens a modal with a
 * combobox that finds pages by title (./route-finder-panel, a chunk loaded when the browser is idle,
 * on pointer-over or focus, or on opening). Opened by its button, by "/" and by Ctrl+K / ⌘K. The data
 * are the menu's routes, passed from the server.
 */
export function RouteFinder({
  source,
  suggestions,
  renderPanel,
  preloadWhenIdle = true,
}: {
  /** The menu's categories and the footer-only pages: the pages it finds by title. */
  source: RouteSearchSource;
  /** Pages offered under 'Sin Resultados' (site paths and titles). */
  suggestions?: RouteSuggestion[];
  /** Another dialog for the same button (a lazy component too), e.g. the search index's (features/search). */
  renderPanel?: (props: RouteFinderPanelProps) => ReactNode;
  /**
   * What to fetch when the browser is idle after load: the panel (true), nothing (false), or something
   * lighter (a function) for a heavy panel, whose code then loads only on intent (pointer over, focus,
   * shortcut, opening).
   */
  preloadWhenIdle?: IdlePreload;
}) {
  const t = useTranslations('client.routeFinder');
  const { loaded, open, session, preload, show, close } = useLazyDialog({ preloadWhenIdle });
  const entries = useMemo(() => routeSearchEntries(source), [source]);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const shortcut = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target);
      if (!shortcut && !slash) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={show}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <SearchIcon size={22} />
        <span className={styles.triggerLabel}>{t('open')}</span>
      </button>
      {loaded ? (
        // Opened before its code arrived (a slow network): say so rather than seem to ignore the tap.
        <Suspense
          fallback={
            open ? (
              <p role="status" className={styles.loading}>
                {t('loading')}
              </p>
            ) : null
          }
        >
          {renderPanel ? (
            <PanelSession key={session}>
              {renderPanel({ entries, suggestions, open, onClose: close, returnFocus: buttonRef })}
            </PanelSession>
          ) : (
            <PageTitlesPanel
              key={session}
              entries={entries}
              suggestions={suggestions}
              open={open}
              onClose={close}
              returnFocus={buttonRef}
            />
          )}
        </Suspense>
      ) : null}
    </>
  );
}

/** A keyed wrapper, so a rendered panel starts afresh on every opening like the default one. */
function PanelSession({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
