'use client';

import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { ClientOnly } from '@/components/client-only/client-only.client';
import { lazyWithFallback, retryAfter } from '@/components/lazy/lazy-with-fallback.client';
import { localePrefix, type Locale } from '@/lib/i18n/locales';
import { Link } from '@/components/link/link';
import type { BoardList, FlightListParams } from '../api/flight-list';
import { FLIGHT_BOARD_REFRESH_MS } from '../refresh';
import { fill, type BoardLabels } from './board-labels';
import styles from './flight-board.module.scss';
import { FlightTable } from './flight-table';

const MAX_ANNOUNCED = 4;

/** What changed between two refreshes, as one sentence for the polite live region. */
function describeChanges(previous: Map<string, string>, list: BoardList, locale: Locale, labels: BoardLabels): string {
  const changed = list.flights.filter((f) => previous.has(f.id) && previous.get(f.id) !== f.status.code);
  if (changed.length === 0) return '';
  const sentences = changed
    .slice(0, MAX_ANNOUNCED)
    .map((f) => fill(labels.announce, { flight: f.flight, city: f.city[locale], status: f.status[locale] }));
  if (changed.length > MAX_ANNOUNCED)
    sentences.push(fill(labels.moreChanges, { count: changed.length - MAX_ANNOUNCED }));
  return sentences.join('. ');
}

type RefresherProps = ComponentProps<typeof import('./flight-refresher.client').default>;

// If the loop's code does not arrive (the connection dropped in the terminal's dead spots), the board
// keeps its data, says its refresh failed and tries again a minute later, rather than React's error page.
const Refresher = lazyWithFallback(() => import('./flight-refresher.client'), retryAfter(FLIGHT_BOARD_REFRESH_MS));

/**
 * Arms the first refresh once the board is live in the browser, and loads the refresh loop (a chunk
 * with React Query, ≈20 ms of main-thread work to load and mount) when that refresh is due, 60 s
 * later: nothing of it competes with the page's load. The loop counts the data's age from the arming.
 * `onArmed` lets the board mark itself.
 */
function RefreshSchedule({
  onArmed,
  ...refresher
}: Omit<RefresherProps, 'initialUpdatedAt'> & { onArmed: () => void }) {
  // When the refresh was armed, set once it is due: the loop counts the data's age from then.
  const [since, setSince] = useState<number | null>(null);
  useEffect(() => {
    const armedAt = Date.now();
    const timer = window.setTimeout(() => setSince(armedAt), FLIGHT_BOARD_REFRESH_MS);
    onArmed();
    return () => window.clearTimeout(timer);
  }, [onArmed]);
  if (since === null) return null;
  return (
    <Suspense fallback={null}>
      <Refresher {...refresher} initialUpdatedAt={since} />
    </Suspense>
  );
}

/**
 * The live part of the board: the table, refreshed every 60 s by react-query from the public
 * API (the first paint is the server's list; the refresher loads when the first refresh is due), an
 * "updated hh:mm" stamp (with a note when the data are simulated), and a polite live region that announces the flights whose status changed.
 * The table is rendered again only when the data change, not when the board's own flags do.
 */
export function FlightBoardLive({
  apiBase,
  params,
  initial,
  locale,
  labels,
  clearHref,
}: {
  apiBase: string;
  params: FlightListParams;
  initial: BoardList;
  locale: Locale;
  labels: BoardLabels;
  clearHref: string | null;
}) {
  const [data, setData] = useState(initial);
  const [isError, setIsError] = useState(false);
  const [armed, setArmed] = useState(false);
  const markArmed = useCallback(() => setArmed(true), []);
  const [announcement, setAnnouncement] = useState('');
  const statuses = useRef<{ key: string; codes: Map<string, string> } | null>(null);
  const paramsKey = JSON.stringify(params);

  useEffect(() => {
    if (!data) return;
    const current = new Map(data.flights.map((f) => [f.id, f.status.code]));
    const previous = statuses.current;
    // Only a refresh of the same board is news; a new filter or page is not.
    if (previous && previous.key === paramsKey) {
      const message = describeChanges(previous.codes, data, locale, labels);
      if (message) setAnnouncement(message);
    }
    statuses.current = { key: paramsKey, codes: current };
  }, [data, paramsKey, locale, labels]);

  const table = useMemo(
    () =>
      data.flights.length ? (
        <FlightTable
          flights={data.flights}
          direction={params.direction}
          kind={params.kind}
          locale={locale}
          labels={labels}
          pathPrefix={localePrefix(locale)}
          apiBase={apiBase}
        />
      ) : null,
    [data, params.direction, params.kind, locale, labels, apiBase],
  );

  const time = data.updatedAt.slice(11, 16);
  return (
    // data-refreshing: the refresh timer runs (tests may let time pass from then on).
    <div className={styles.live} data-refreshing={armed || undefined}>
      <ClientOnly>
        <RefreshSchedule
          apiBase={apiBase}
          params={params}
          initial={initial}
          onData={setData}
          onError={setIsError}
          onArmed={markArmed}
        />
      </ClientOnly>
      <p className={styles.stamp}>
        <span className="tabular">{fill(labels.updated, { time })}</span>
        {data.stale ? <span className={styles.warning}> {fill(labels.stale, { time })}</span> : null}
        {isError ? <span className={styles.warning}> {labels.refreshFailed}</span> : null}
        {/* Follows each refresh's answer: the source, not the page, says whether it is simulated. */}
        {data.simulated ? <span className={styles.simulated}>{labels.simulated}</span> : null}
      </p>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      {table ?? (
        <div className={styles.empty}>
          <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
            <circle cx="28" cy="28" r="18" fill="none" stroke="#c9a227" strokeWidth="4" />
            <path d="M41 41 56 56" stroke="#0b0b0c" strokeWidth="5" strokeLinecap="round" />
            <path d="M20 30h16l-5-5m5 5-5 5" fill="none" stroke="#0b0b0c" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <p className={styles.emptyTitle}>{labels.empty}</p>
          <p>{labels.emptyHint}</p>
          {clearHref ? (
            <Link href={clearHref} className={styles.clear}>
              {labels.clearFilters}
            </Link>
          ) : null}
        </div>
      )}
    </div>
  );
}
