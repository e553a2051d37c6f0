'use client';

import { useLocale } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { isLocale } from '@/lib/i18n/locales';
import { CLOCK_REFRESH_MS, bogotaIsoMinute, formatBogotaDate, formatBogotaTime } from './bogota-time';
import styles from './local-clock.module.scss';

/**
 * A ticking "now" shared by the subscribers of one clock. The server snapshot is the instant the
 * server rendered (`initialMs`), so hydration renders the same text; the browser then moves on.
 */
function createTicker(offsetMs: number, initialMs: number | null) {
  let value = Date.now() + offsetMs;
  return {
    subscribe(onChange: () => void) {
      const id = window.setInterval(() => {
        value = Date.now() + offsetMs;
        onChange();
      }, CLOCK_REFRESH_MS);
      return () => window.clearInterval(id);
    },
    getSnapshot: () => value,
    getServerSnapshot: () => initialMs,
  };
}

/**
 * Bogota local time and date for the header's weather slot (SPEC §2). The server renders the time
 * of `initialMs` (pages are rendered per request) and hydration reuses it, so both agree; the browser
 * then refreshes it every 2 s, re-rendering this island only. Without `initialMs` the server renders
 * an empty frame of the same size. `offsetMs` is the server clock's offset (APP_NOW) from real time.
 */
export function LocalClock({
  offsetMs = 0,
  initialMs = null,
  label,
}: {
  offsetMs?: number;
  initialMs?: number | null;
  label: string;
}) {
  const rawLocale = useLocale();
  const locale = isLocale(rawLocale) ? rawLocale : 'es';
  const [ticker] = useState(() => createTicker(offsetMs, initialMs));
  const now = useSyncExternalStore(ticker.subscribe, ticker.getSnapshot, ticker.getServerSnapshot);
  const date = now === null ? null : new Date(now);

  return (
    <p className={styles.clock}>
      <span className="visually-hidden">{label}</span>
      {/* Node's and the browser's ICU may space "p. m." differently: the text may differ, never the time. */}
      {date ? (
        <>
          <time className={`${styles.time} tabular`} dateTime={bogotaIsoMinute(date)} suppressHydrationWarning>
            {formatBogotaTime(date, locale)}
          </time>
          <span className={styles.date} suppressHydrationWarning>
            {formatBogotaDate(date, locale)}
          </span>
        </>
      ) : (
        <span className={styles.placeholder} aria-hidden="true" />
      )}
    </p>
  );
}
