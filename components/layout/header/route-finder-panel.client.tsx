'use client';

import { useLocale, useTranslations } from 'next-intl';
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Dialog } from '@/components/dialog/dialog.client';
import { localePrefix } from '@/lib/i18n/locales';
import { CloseIcon, SearchIcon } from '@/components/icons/icons';
import { Link } from '@/components/link/link';
import { searchRoutes, type RouteSearchEntry } from './route-search';
import { continueDraft, type SearchDraft } from './search-draft';
import { searchInputProps } from './search-input';
import fieldStyles from './route-finder.module.scss';
import styles from './route-finder-panel.module.scss';

export interface RouteFinderPanelProps {
  entries: RouteSearchEntry[];
  open: boolean;
  onClose: () => void;
  /** The header button, focused again when the dialog closes. */
  returnFocus: RefObject<HTMLButtonElement | null>;
  /** Pages offered under 'Sin Resultados' (the same as the results page's), passed in by the search slot. */
  suggestions?: RouteSuggestion[];
  /**
   * What was typed in the header's stand-in field while this panel's code was on its way (null when
   * nothing was): the panel starts from that text and caret, so no keystroke is lost.
   */
  draft?: () => SearchDraft | null;
}

/** A page offered when nothing is found: a site path (without locale prefix) and its title. */
export interface RouteSuggestion {
  href: string;
  title: string;
}

/** One option of the finder's list; `titleNode` may carry highlighting. */
export interface RouteFinderOption {
  /** Unique among the options (several search hits may link to one page); the href when absent. */
  id?: string;
  href: string;
  title: string;
  titleNode?: ReactNode;
  group?: string;
}

export interface RouteFinderViewProps extends Omit<RouteFinderPanelProps, 'entries'> {
  query: string;
  onQueryChange: (query: string) => void;
  options: RouteFinderOption[];
  /** Under the list, e.g. pagination of the search index's hits. */
  footer?: ReactNode;
  /**
   * The answer for the query shown is on its way: the polite status says neither 'Sin Resultados' nor a
   * count yet (it said 'Sin Resultados' for a query that then found pages).
   */
  pending?: boolean;
}

/**
 * The route finder's dialog (a lazy chunk, see ./route-finder.client.tsx): a combobox over `options`. Enter
 * without a chosen option (or "all results") opens the site search's results page, /buscar?q=
 * (features/search), also without JS. Where the options come from is the caller's: the menu's page
 * titles here (RouteFinderPanel), the search index in features/search.
 */
export function RouteFinderView({
  open,
  onClose: close,
  returnFocus,
  query,
  onQueryChange,
  options: results,
  footer,
  suggestions = [],
  draft,
  pending = false,
}: RouteFinderViewProps) {
  const t = useTranslations('client.routeFinder');
  const locale = useLocale();
  const resultsPath = `${localePrefix(locale)}/buscar`;
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const optionRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const id = useId();
  const titleId = `${id}-title`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const hasQuery = query.trim().length > 0;
  const empty = hasQuery && !pending && results.length === 0;

  // Typed in the header's stand-in field while this code loaded: continue from it, caret included, in the
  // same task as the commit that removed that field (a keystroke in between would otherwise be lost).
  useLayoutEffect(() => {
    const typed = draft?.();
    const input = inputRef.current;
    if (!typed || !input) return;
    continueDraft(input, typed);
    if (typed.value !== query) onQueryChange(typed.value);
    // Once, when the dialog mounts: later renders own the field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === 'Home' && active >= 0) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && active >= 0) {
      event.preventDefault();
      setActive(results.length - 1);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      optionRefs.current[active]?.click();
    }
  };

  const activeId = active >= 0 && active < results.length ? `${id}-option-${active}` : undefined;

  return (
    <Dialog open={open} onClose={close} labelledBy={titleId} initialFocus={inputRef} returnFocus={returnFocus}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('title')}
        </h2>
        <button type="button" className={styles.close} onClick={close} aria-label={t('close')}>
          <CloseIcon size={22} />
        </button>
      </div>
      <form
        role="search"
        className={styles.form}
        method="get"
        action={resultsPath}
        onSubmit={(event) => {
          if (!hasQuery) event.preventDefault();
        }}
      >
        <label htmlFor={`${id}-input`} className={fieldStyles.label}>
          {t('label')}
        </label>
        <div className={styles.field}>
          <SearchIcon size={20} className={styles.fieldIcon} />
          <input
            ref={inputRef}
            id={`${id}-input`}
            {...searchInputProps}
            role="combobox"
            placeholder={t('placeholder')}
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            aria-describedby={hintId}
            value={query}
            onChange={(event) => {
              onQueryChange(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onInputKeyDown}
          />
        </div>
        <p id={hintId} className={styles.hint}>
          {t('hint')}
        </p>
      </form>
      {results.length > 0 ? (
        <ul id={listId} role="listbox" aria-label={t('results')} className={styles.results}>
          {results.map((entry, index) => (
            <li key={entry.id ?? entry.href} role="none">
              <Link
                ref={(el: HTMLAnchorElement | null) => {
                  optionRefs.current[index] = el;
                }}
                id={`${id}-option-${index}`}
                href={entry.href}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                className={styles.option}
                onClick={close}
                onMouseMove={() => setActive(index)}
              >
                <span className={styles.optionTitle}>{entry.titleNode ?? entry.title}</span>
                {entry.group ? <span className={styles.optionGroup}>{entry.group}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {footer}
      {hasQuery ? (
        <p className={styles.form}>
          <Link href={`/buscar?${new URLSearchParams({ q: query.trim() })}`} onClick={close}>
            {t('allResults', { query: query.trim() })}
          </Link>
        </p>
      ) : null}
      <p role="status" className={empty ? styles.empty : 'visually-hidden'}>
        {empty ? t('noResults') : hasQuery && !pending ? t('count', { count: results.length }) : ''}
      </p>
      {empty && suggestions.length > 0 ? (
        <nav aria-labelledby={`${id}-suggestions`} className={styles.suggestions}>
          <p id={`${id}-suggestions`}>{t('suggestions')}</p>
          <ul>
            {suggestions.map((suggestion) => (
              <li key={suggestion.href}>
                <Link href={suggestion.href} onClick={close}>
                  {suggestion.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </Dialog>
  );
}

/** The finder over the menu's page titles (accent-insensitive, 5 hits), computed in the browser. */
export default function RouteFinderPanel({ entries, ...props }: RouteFinderPanelProps) {
  const [query, setQuery] = useState(() => props.draft?.()?.value ?? '');
  const options = useMemo(() => searchRoutes(entries, query), [entries, query]);
  return <RouteFinderView {...props} query={query} onQueryChange={setQuery} options={options} />;
}
