'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, type ReactNode, type RefCallback } from 'react';
import { useLazyDialog, type IdlePreload } from '@/components/dialog/use-lazy-dialog';
import { SearchIcon } from '@/components/icons/icons';
import { CloseDialog, lazyWithFallback } from '@/components/lazy/lazy-with-fallback.client';
import { localePrefix } from '@/lib/i18n/locales';
import type { RouteFinderPanelProps, RouteSuggestion } from './route-finder-panel.client';
import { routeSearchEntries, type RouteSearchSource } from './route-search';
import { readDraft } from './search-draft';
import { searchInputProps } from './search-input';
import styles from './route-finder.module.scss';

/** The page-titles panel (a few kB): the route finder's own dialog, and the search overlay's fallback. */
export const PageTitlesPanel = lazyWithFallback(() => import('./route-finder-panel.client'), CloseDialog);

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
  const { loaded, open, session, preload, show: showDialog, close } = useLazyDialog({ preloadWhenIdle });
  const entries = useMemo(() => routeSearchEntries(source), [source]);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The stand-in field of this opening, kept after it unmounts: the dialog reads it when its code arrives.
  const pendingInput = useRef<HTMLInputElement | null>(null);
  const show = useCallback(() => {
    pendingInput.current = null;
    showDialog();
  }, [showDialog]);
  const draft = useCallback(() => readDraft(pendingInput.current), []);
  const holdPendingInput = useCallback<RefCallback<HTMLInputElement>>((input) => {
    if (!input) return;
    pendingInput.current = input;
    // Focused in the commit of the click (or shortcut) that opened it, so the next keystroke lands here.
    input.focus({ preventScroll: true });
  }, []);
  const closePending = useCallback(() => {
    close();
    buttonRef.current?.focus({ preventScroll: true });
  }, [close]);

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
        // Opened before its code arrived (a slow network): a field takes the keystrokes at once and says the
        // search is loading; the dialog continues from its text and caret (`draft`) when it arrives.
        <Suspense fallback={open ? <PendingSearch inputRef={holdPendingInput} onClose={closePending} /> : null}>
          {renderPanel ? (
            <PanelSession key={session}>
              {renderPanel({ entries, suggestions, open, onClose: close, returnFocus: buttonRef, draft })}
            </PanelSession>
          ) : (
            <PageTitlesPanel
              key={session}
              entries={entries}
              suggestions={suggestions}
              open={open}
              onClose={close}
              returnFocus={buttonRef}
              draft={draft}
            />
          )}
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The search field shown from the opening until the dialog's code arrives (part of the first-load JS, so
 * it needs none of it): it takes what is typed, Enter opens the results page (a GET form, as the
 * dialog's), Escape closes. Its text and caret pass to the dialog when the dialog mounts.
 */
function PendingSearch({ inputRef, onClose }: { inputRef: RefCallback<HTMLInputElement>; onClose: () => void }) {
  const t = useTranslations('client.routeFinder');
  const locale = useLocale();
  const id = useId();
  return (
    <form
      role="search"
      aria-labelledby={`${id}-label`}
      className={styles.pending}
      method="get"
      action={`${localePrefix(locale)}/buscar`}
    >
      <label id={`${id}-label`} htmlFor={`${id}-input`} className={styles.label}>
        {t('label')}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        {...searchInputProps}
        placeholder={t('placeholder')}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          onClose();
        }}
      />
      <p role="status" className={styles.loading}>
        {t('loading')}
      </p>
    </form>
  );
}

/** A keyed wrapper, so a rendered panel starts afresh on every opening like the default one. */
function PanelSession({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
