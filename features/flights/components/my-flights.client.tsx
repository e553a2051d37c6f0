'use client';

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { CloseIcon } from '@/components/icons/icons';
import {
  cancelAlerts,
  readFollowedFlights,
  serverFollowedFlights,
  subscribeFollowedFlights,
  unfollowFlight,
  updateFollowedFlight,
  type FollowedFlight,
  type FlightSnapshot,
} from '@/lib/browser/followed-flights';
import type { Locale } from '@/lib/i18n/locales';
import { fill } from './board-labels';
import { StatusPill } from './status-pill';
import styles from './my-flights.module.scss';

export interface MyFlightsLabels {
  title: string;
  intro: string;
  /** Contain {flight} / {time}. */
  remove: string;
  updated: string;
  savedAt: string;
  unavailable: string;
  gate: string;
  belt: string;
  estimated: string;
  notAssigned: string;
  /** The link to the flight's trip plan; contains {flight}. */
  tripPlan: string;
}

const REFRESH_MS = 60_000;
const hhmm = (local: string | null | undefined) => (local ? local.slice(11, 16) : null);

function snapshotOf(flight: FlightSnapshot): FlightSnapshot {
  const { status, city, airline, gate, claim, scheduleDate, estimatedDate, actualDate } = flight;
  return { status, city, airline, gate, claim, scheduleDate, estimatedDate, actualDate };
}

type Freshness = 'live' | 'offline' | 'missing';

/** Reads each followed flight from the public API; keeps the last good copy (offline) when it cannot. */
async function refresh(apiBase: string, flights: readonly FollowedFlight[]): Promise<Record<string, Freshness>> {
  const entries = await Promise.all(
    flights.map(async (f): Promise<[string, Freshness]> => {
      try {
        const response = await fetch(`${apiBase}/v2/flights/${encodeURIComponent(f.id)}`, { cache: 'no-store' });
        if (response.status === 404) return [f.id, 'missing'];
        if (!response.ok) return [f.id, 'offline'];
        const snapshot = snapshotOf((await response.json()) as FlightSnapshot);
        // Offline, the service worker answers from its cache and says when it stored that copy.
        const cachedAt = response.headers.get('Sw-Cached-At');
        const at = cachedAt && !Number.isNaN(Date.parse(cachedAt)) ? new Date(cachedAt) : new Date();
        if (!f.lastAt || at.getTime() >= Date.parse(f.lastAt)) {
          updateFollowedFlight(f.id, (old) => ({ ...old, last: snapshot, lastAt: at.toISOString() }));
        }
        return [f.id, cachedAt ? 'offline' : 'live'];
      } catch {
        return [f.id, 'offline'];
      }
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * "My flights": the flights followed in this browser, at the top of the board, each with its
 * live status refreshed every 60 s while the page is visible. Offline, each shows its last data and age.
 */
export default function MyFlights({
  apiBase,
  locale,
  pathPrefix,
  labels,
}: {
  apiBase: string;
  locale: Locale;
  pathPrefix: string;
  labels: MyFlightsLabels;
}) {
  const flights = useSyncExternalStore(subscribeFollowedFlights, readFollowedFlights, serverFollowedFlights);
  const [freshness, setFreshness] = useState<Record<string, Freshness>>({});
  const ids = flights.map((f) => f.id).join(',');

  const run = useCallback(() => {
    if (document.visibilityState === 'hidden') return;
    void refresh(apiBase, readFollowedFlights()).then(setFreshness);
  }, [apiBase]);

  useEffect(() => {
    run();
    const timer = window.setInterval(run, REFRESH_MS);
    document.addEventListener('visibilitychange', run);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', run);
    };
  }, [run, ids]);

  if (flights.length === 0) return null;
  const time = (iso: string | undefined) =>
    iso
      ? new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'America/Bogota' }).format(
          new Date(iso),
        )
      : '—';
  return (
    <section className={styles.panel} aria-labelledby="my-flights-title" data-my-flights>
      <h2 id="my-flights-title" className={styles.title}>
        {labels.title}
      </h2>
      <p className={styles.intro}>{labels.intro}</p>
      <ul className={styles.list}>
        {flights.map((f) => {
          const last = f.last;
          const state = freshness[f.id];
          const estimated = hhmm(last?.estimatedDate);
          const changed = estimated && estimated !== hhmm(last?.scheduleDate);
          return (
            <li key={f.id} className={styles.card} data-flight={f.id}>
              <div className={styles.head}>
                <a href={`${pathPrefix}/vuelos/detalle/${f.id}`} className={styles.flight}>
                  {f.flight}
                </a>
                {last ? <span className={styles.city}>{last.city[locale] || last.city.es}</span> : null}
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={fill(labels.remove, { flight: f.flight })}
                  title={fill(labels.remove, { flight: f.flight })}
                  onClick={() => void cancelAlerts(apiBase, unfollowFlight(f.id)?.alerts)}
                >
                  <CloseIcon size={18} />
                </button>
              </div>
              {last ? (
                <div className={styles.facts}>
                  <StatusPill code={last.status.code} label={last.status[locale] || last.status.es} />
                  <span className="tabular">
                    {changed ? <s>{hhmm(last.scheduleDate)}</s> : hhmm(last.scheduleDate)}
                    {changed ? (
                      <strong>
                        {' '}
                        {labels.estimated} {estimated}
                      </strong>
                    ) : null}
                  </span>
                  <span>
                    {labels.gate}: <span className="tabular">{last.gate ?? labels.notAssigned}</span>
                  </span>
                  {f.direction === 'arrival' ? (
                    <span>
                      {labels.belt}: <span className="tabular">{last.claim ?? labels.notAssigned}</span>
                    </span>
                  ) : null}
                </div>
              ) : null}
              {last?.status.code !== 'CNL' ? (
                <a href={`${pathPrefix}/vuelos/mi-viaje/${f.id}`} className={styles.plan} data-trip-plan-link="">
                  {fill(labels.tripPlan, { flight: f.flight })}
                </a>
              ) : null}
              <p className={styles.age} data-freshness={state ?? 'pending'}>
                {state === 'missing'
                  ? labels.unavailable
                  : fill(state === 'offline' ? labels.savedAt : labels.updated, { time: time(f.lastAt) })}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
