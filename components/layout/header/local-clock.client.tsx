'use client';

import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { bogotaIsoMinute } from '@/lib/bogota-time';
import { CLOCK_REFRESH_MS, formatBogotaClock, startOfMinute } from './clock-text';
import styles from './local-clock.module.scss';

/**
 * A "now" that polls every 2 s (SPEC §9) but only changes when the minute does, so the island
 * re-renders when its text would change and not otherwise. It starts at the minute the server
 * rendered (`initialMs`), so hydration renders the server's text. A cached page is often served
 * minutes after its render: the browser's first look at its own clock runs in a task of its own
 * just after hydration, rather than as a second render inside hydration's long task.
 */
function createTicker(offsetMs: number, initialMs: number | null) {
  const read = () => startOfMinute(Date.now() + offsetMs);
  const serverValue = initialMs === null ? null : startOfMinute(initialMs);
  let value = serverValue;
  return {
    subscribe(onChange: () => void) {
      const update = () => {
        const next = read();
        if (next === value) return;
        value = next;
        onChange();
      };
      const first = window.setTimeout(update, 0);
      const id = window.setInterval(update, CLOCK_REFRESH_MS);
      return () => {
        window.clearTimeout(first);
        window.clearInterval(id);
      };
    },
    getSnapshot: () => value,
    getServerSnapshot: () => serverValue,
  };
}

/**
 * Bogota local time and date for the header's weather slot (SPEC §2). The server renders the time
 * of `initialMs` and hydration renders the same minute; just after, then every 2 s, the browser
 * checks the time and re-renders this island when the minute has changed. Without `initialMs` the
 * server renders an empty frame of the same size. `offsetMs` is the server clock's offset
 * (APP_NOW) from real time.
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
  const t = useTranslations('client.clock');
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
  const text = formatBogotaClock(date, t);
  return (
    <p className={styles.clock}>
      <span className="visually-hidden">{label}</span>
      <time className={`${styles.time} tabular`} dateTime={bogotaIsoMinute(minute)}>
        {text.time}
      </time>
      <span className={styles.date}>{text.date}</span>
    </p>
  );
}
