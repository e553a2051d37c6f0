'use client';

import { useLocale } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { isLocale } from '@/lib/i18n/locales';
import { CLOCK_REFRESH_MS, bogotaIsoMinute, formatBogotaDate, formatBogotaTime } from './bogota-time';
import styles from './local-clock.module.scss';

/** A ticking "now" shared by the subscribers of one clock; null on the server. */
function createTicker(offsetMs: number) {
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
    getServerSnapshot: () => null,
  };
}

/**
 * Bogota local time and date for the header's weather slot (SPEC §2). The server renders an empty
 * frame of the same size, so a cached page never shows a stale time; the browser fills it in and
 * refreshes it every 2 s. `offsetMs` is the server clock's offset (APP_NOW) from real time.
 */
export function LocalClock({ offsetMs = 0, label }: { offsetMs?: number; label: string }) {
  const rawLocale = useLocale();
  const locale = isLocale(rawLocale) ? rawLocale : 'es';
  const [ticker] = useState(() => createTicker(offsetMs));
  const now = useSyncExternalStore(ticker.subscribe, ticker.getSnapshot, ticker.getServerSnapshot);
  const date = now === null ? null : new Date(now);

  return (
    <p className={styles.clock}>
      <span className="visually-hidden">{label}</span>
      {date ? (
        <>
          <time className={`${styles.time} tabular`} dateTime={bogotaIsoMinute(date)}>
            {formatBogotaTime(date, locale)}
          </time>
          <span className={styles.date}>{formatBogotaDate(date, locale)}</span>
        </>
      ) : (
        <span className={styles.placeholder} aria-hidden="true" />
      )}
    </p>
  );
}
