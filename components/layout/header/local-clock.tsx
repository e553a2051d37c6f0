'use client';

import { useLocale } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { isLocale } from '@/lib/i18n/locales';
import { CLOCK_REFRESH_MS, bogotaIsoMinute, formatBogotaDate, formatBogotaTime, startOfMinute } from './bogota-time';
import styles from './local-clock.module.scss';

/** The clock's text as the server wrote it, for the minute it rendered. */
export interface ClockText {
  time: string;
  date: string;
}

/**
 * A "now" that polls every 2 s (SPEC §9) but only changes when the minute does, so the island
 * re-renders when its text would change and not otherwise. The server snapshot is the minute the
 * server rendered (`initialMs`), so hydration renders the same text; the browser then moves on.
 */
function createTicker(offsetMs: number, initialMs: number | null) {
  const read = () => startOfMinute(Date.now() + offsetMs);
  let value = read();
  const serverValue = initialMs === null ? null : startOfMinute(initialMs);
  return {
    subscribe(onChange: () => void) {
      const id = window.setInterval(() => {
        value = read();
        onChange();
      }, CLOCK_REFRESH_MS);
      return () => window.clearInterval(id);
    },
    getSnapshot: () => value,
    getServerSnapshot: () => serverValue,
  };
}

/**
 * Bogota local time and date for the header's weather slot (SPEC §2). The server renders the time
 * of `initialMs` (pages are rendered per request) with its text in `initialText`; hydration reuses
 * that text rather than formatting it again (building the browser's first date formatter costs
 * ≈15 ms of a phone's main thread, in the middle of hydration). The browser then checks the time
 * every 2 s and re-renders this island when the minute changes. Without `initialMs` the server
 * renders an empty frame of the same size. `offsetMs` is the server clock's offset (APP_NOW) from
 * real time.
 */
export function LocalClock({
  offsetMs = 0,
  initialMs = null,
  initialText,
  label,
}: {
  offsetMs?: number;
  initialMs?: number | null;
  initialText?: ClockText;
  label: string;
}) {
  const rawLocale = useLocale();
  const locale = isLocale(rawLocale) ? rawLocale : 'es';
  const [ticker] = useState(() => createTicker(offsetMs, initialMs));
  const minute = useSyncExternalStore(ticker.subscribe, ticker.getSnapshot, ticker.getServerSnapshot);
  if (minute === null) {
    return (
      <p className={styles.clock}>
        <span className="visually-hidden">{label}</span>
        <span className={styles.placeholder} aria-hidden="true" />
      </p>
    );
  }
  const date = new Date(minute);
  const text =
    initialText && initialMs !== null && minute === startOfMinute(initialMs)
      ? initialText
      : { time: formatBogotaTime(date, locale), date: formatBogotaDate(date, locale) };
  return (
    <p className={styles.clock}>
      <span className="visually-hidden">{label}</span>
      {/* Node's and the browser's ICU may space "p. m." differently: the text may differ, never the time. */}
      <time className={`${styles.time} tabular`} dateTime={bogotaIsoMinute(date)} suppressHydrationWarning>
        {text.time}
      </time>
      <span className={styles.date} suppressHydrationWarning>
        {text.date}
      </span>
    </p>
  );
}
