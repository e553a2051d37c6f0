'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ClientOnly } from '@/components/client-only/client-only';
import { localePrefix, type Locale } from '@/lib/i18n/locales';
import { Link } from '@/components/link/link';
import type { BoardList, FlightListParams } from '../api/flight-list';
import { fill, type BoardLabels } from './board-labels';
import styles from './flight-board.module.scss';
import { FlightTable } from './flight-table';

const MAX_ANNOUNCED = 4;

const FlightRefresher = lazy(() => import('./flight-refresher.client'));

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

/**
 * The live part of the board: the table, refreshed every 60 s by react-query from the public
 * API (the first paint is the server's list; the refresher loads lazily after hydration), an
 * "updated hh:mm" stamp, and a polite live region that announces the flights whose status changed.
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
  const [refreshing, setRefreshing] = useState(false);
  const markRefreshing = useCallback(() => setRefreshing(true), []);
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

  const time = data.updatedAt.slice(11, 16);
  return (
    <div className={styles.live} data-refreshing={refreshing || undefined}>
      {/* The refresher mounts on the client only, so its chunk is never part of the first load. */}
      <ClientOnly>
        <Suspense fallback={null}>
          <FlightRefresher
            apiBase={apiBase}
            params={params}
            initial={initial}
            onData={setData}
            onError={setIsError}
            onReady={markRefreshing}
          />
        </Suspense>
      </ClientOnly>
      <p className={styles.stamp}>
        <span className="tabular">{fill(labels.updated, { time })}</span>
        {data.stale ? <span className={styles.warning}> {fill(labels.stale, { time })}</span> : null}
        {isError ? <span className={styles.warning}> {labels.refreshFailed}</span> : null}
      </p>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      {data.flights.length ? (
        <FlightTable
          flights={data.flights}
          direction={params.direction}
          kind={params.kind}
          locale={locale}
          labels={labels}
          pathPrefix={localePrefix(locale)}
          apiBase={apiBase}
        />
      ) : (
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
