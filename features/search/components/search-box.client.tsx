'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchHit } from '../schemas';
import { highlightParts } from '../highlight-parts';
import styles from './search-page.module.scss';

export interface SearchBoxLabels {
  label: string;
  placeholder: string;
  submit: string;
  hint: string;
  instantResults: string;
  /** "{count}" is replaced by the number of suggestions. */
  instantCount: { none: string; one: string; other: string };
}

const DEBOUNCE_MS = 150;
const MIN_CHARS = 2;

/**
 * The results page's search field: a plain GET form field (works without JS) enhanced into a
 * combobox with suggestions as you type, fetched from the Algolia-compatible endpoint through the
 * search client (loaded on first keystroke). Arrows choose, Enter opens, Escape closes the list.
 */
export function SearchBox({
  locale,
  initialQuery,
  labels,
}: {
  locale: string;
  initialQuery: string;
  labels: SearchBoxLabels;
}) {
  const [query, setQuery] = useState(initialQuery);
  const [found, setFound] = useState<{ query: string; hits: SearchHit[] }>({ query: '', hits: [] });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const optionRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const id = useId();
  const listId = `${id}-list`;

  useEffect(() => {
    const text = query.trim();
    if (text.length < MIN_CHARS || text === initialQuery.trim()) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const { createSearchClient, indexNameFor } = await import('../api/search-client');
        const { results } = await createSearchClient().search(
          { requests: [{ indexName: indexNameFor(locale), query: text, hitsPerPage: 5 }] },
          { signal: controller.signal },
        );
        setFound({ query: text, hits: results[0]?.hits ?? [] });
        setActive(-1);
        setOpen(true);
      } catch {
        // Suggestions are an extra: the form still submits to the results page.
      }
    }, DEBOUNCE_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [query, locale, initialQuery]);

  const hits = found.query === query.trim() ? found.hits : [];
  const showList = open && hits.length > 0;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
      return;
    }
    if (!showList) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % hits.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? hits.length - 1 : i - 1));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      optionRefs.current[active]?.click();
    }
  };
  const countText =
    hits.length === 0
      ? labels.instantCount.none
      : (hits.length === 1 ? labels.instantCount.one : labels.instantCount.other).replace(
          '{count}',
          String(hits.length),
        );

  return (
    <div className={styles.box}>
      <label htmlFor={`${id}-q`} className={styles.label}>
        {labels.label}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          role="combobox"
          className={styles.input}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={200}
          placeholder={labels.placeholder}
          aria-describedby={`${id}-hint`}
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.submit}>
          {labels.submit}
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {labels.hint}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {open && query.trim().length >= MIN_CHARS && query.trim() !== initialQuery.trim() ? countText : ''}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={labels.instantResults}
        className={styles.suggestions}
        hidden={!showList}
      >
        {hits.map((hit, index) => (
          <li key={hit.objectID} role="none">
            <a
              ref={(el) => {
                optionRefs.current[index] = el;
              }}
              id={`${id}-opt-${index}`}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              href={hit.routeUrl}
              className={styles.suggestion}
            >
              <span>
                {highlightParts(hit._highlightResult.name.value).map((part, i) =>
                  part.highlighted ? <mark key={i}>{part.text}</mark> : part.text,
                )}
              </span>
              <span className={styles.section}>{hit.section}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
