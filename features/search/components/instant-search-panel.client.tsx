'use client';

import { liteClient } from 'algoliasearch/lite';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Configure,
  Highlight,
  InstantSearch,
  useHits,
  useInstantSearch,
  usePagination,
  useSearchBox,
} from 'react-instantsearch';
import {
  RouteFinderView,
  type RouteFinderOption,
  type RouteFinderPanelProps,
} from '@/components/layout/header/route-finder-panel.client';
import { searchRoutes } from '@/components/layout/header/route-search';
import type { Locale } from '@/lib/i18n/locales';
import {
  createSearchClient,
  indexNameFor,
  skippingEmptyQueries,
  type AlgoliaPublicSettings,
} from '../api/search-client';
import { useFlightLookup } from '../api/flight-lookup';
import type { SearchHit } from '../schemas';
import { sitePath } from '../site-path';
import styles from './instant-search.module.scss';

/** SPEC §9: search hits per page. Kept here as a literal: ../schemas holds zod values. */
const HITS_PER_PAGE = 5;

export interface InstantSearchPanelProps extends RouteFinderPanelProps {
  /** Algolia's public settings when Algolia is the provider; otherwise the embedded /api/v2/search. */
  algolia?: AlgoliaPublicSettings;
}

/**
 * The header's site search on react-instantsearch: the same combobox dialog as the route
 * finder, fed by the search index of the visitor's language (pages, content, FAQ, establishments,
 * flights by number), 5 highlighted hits a page with pagination. The client is the embedded
 * Algolia-compatible endpoint or Algolia's own lite client: the UI does not change. When the index
 * cannot answer (offline, provider down) it falls back to the menu's page titles, computed here.
 */
export default function InstantSearchPanel({ algolia, ...panel }: InstantSearchPanelProps) {
  // What the header's stand-in field took while this chunk loaded: the first search is for it.
  const [initialQuery] = useState(() => panel.draft?.()?.value ?? '');
  const locale = useLocale();
  const searchClient = useMemo(
    () => skippingEmptyQueries(algolia ? liteClient(algolia.appId, algolia.searchKey) : createSearchClient()),
    [algolia],
  );
  const indexName = algolia ? `${algolia.indexPrefix}${locale}` : indexNameFor(locale);
  return (
    <InstantSearch
      searchClient={searchClient}
      indexName={indexName}
      initialUiState={initialQuery ? { [indexName]: { query: initialQuery } } : undefined}
    >
      <Configure hitsPerPage={HITS_PER_PAGE} />
      <IndexFinder {...panel} initialQuery={initialQuery} locale={locale} lookUpFlights={Boolean(algolia)} />
    </InstantSearch>
  );
}

function IndexFinder({
  entries,
  initialQuery,
  locale,
  lookUpFlights,
  ...panel
}: RouteFinderPanelProps & { initialQuery: string; locale: Locale; lookUpFlights: boolean }) {
  const t = useTranslations('client.routeFinder');
  const [input, setInput] = useState(initialQuery);
  const { query: searched, refine } = useSearchBox();
  const { items } = useHits<SearchHit>();
  const { error, status, results } = useInstantSearch({ catchError: true });
  const wanted = useRef(initialQuery);
  const caughtUp = useRef(false);
  // A keystroke in the header's stand-in field can land after this panel's first render and before its
  // mount: the field then shows it (./route-finder-panel) but its search, asked before InstantSearch had
  // started, went nowhere. Once the first search is answered, search once more for what the field shows.
  useEffect(() => {
    const answered = results as { __isArtificial?: boolean } | undefined;
    if (caughtUp.current || status !== 'idle' || !answered || answered.__isArtificial) return;
    caughtUp.current = true;
    if (wanted.current !== searched) refine(wanted.current);
  }, [status, results, searched, refine]);
  const hasQuery = input.trim().length > 0;
  // The index has not answered the query shown yet (its last results are for an earlier one).
  const pending = hasQuery && !error && (results as { query?: string } | undefined)?.query !== input;
  // Algolia's index has no flights (they change every minute): a flight number is looked up beside it.
  const flight = useFlightLookup(input, locale, lookUpFlights);
  const flightOptions: RouteFinderOption[] = flight
    ? [
        {
          id: `flight:${flight.flight}`,
          href: `/vuelos/detalle/${flight.flight}`,
          title: [flight.flight, flight.airline, flight.city].filter(Boolean).join(' · '),
          group: t('flights'),
        },
      ]
    : [];

  const options: RouteFinderOption[] = error
    ? [...flightOptions, ...searchRoutes(entries, input)]
    : hasQuery
      ? [
          ...flightOptions,
          ...items
            .filter((hit) => !flight || hit.kind !== 'flight')
            .map((hit) => ({
              id: hit.objectID,
              href: sitePath(hit.routeUrl, locale),
              title: hit.name,
              titleNode: <Highlight attribute="name" hit={hit} classNames={{ highlighted: styles.mark }} />,
              group: hit.section,
            })),
        ]
      : [];

  return (
    <RouteFinderView
      {...panel}
      query={input}
      onQueryChange={(value) => {
        wanted.current = value;
        setInput(value);
        refine(value);
      }}
      options={options}
      pending={pending}
      footer={error || !hasQuery ? null : <Pages />}
    />
  );
}

/** Previous / next page of hits, with the position announced. */
function Pages() {
  const t = useTranslations('client.routeFinder');
  const { currentRefinement, nbPages, isFirstPage, isLastPage, refine } = usePagination();
  if (nbPages <= 1) return null;
  return (
    <nav aria-label={t('pages')} className={styles.pages}>
      <button
        type="button"
        className={styles.pageButton}
        disabled={isFirstPage}
        onClick={() => refine(currentRefinement - 1)}
      >
        {t('previous')}
      </button>
      <span aria-live="polite">{t('pageOf', { page: currentRefinement + 1, total: nbPages })}</span>
      <button
        type="button"
        className={styles.pageButton}
        disabled={isLastPage}
        onClick={() => refine(currentRefinement + 1)}
      >
        {t('next')}
      </button>
    </nav>
  );
}
