'use client';

import { Suspense, useState } from 'react';
import { ClientOnly } from '@/components/client-only/client-only.client';
import { lazyWithFallback, retryAfter } from '@/components/lazy/lazy-with-fallback.client';
import type { Locale } from '@/lib/i18n/locales';
import { REALTIME_REFRESH_MS } from '../constants';
import type { ParkingResponse, QueuesResponse } from '../schemas';
import { localTimeOf } from '../wait';
import { fill, type ParkingLabels, type QueueLabels } from './labels';
import { ParkingBoard } from './parking-board';
import { QueueBoard } from './queue-board';
import styles from './realtime.module.scss';

// If the loop's code does not arrive (offline), the panel keeps its data, says the refresh failed and
// tries again a minute later.
const LiveRefresher = lazyWithFallback(() => import('./live-refresher.client'), retryAfter(REALTIME_REFRESH_MS));

type PanelProps =
  | { kind: 'queues'; initial: QueuesResponse; labels: QueueLabels }
  | { kind: 'parking'; initial: ParkingResponse; labels: ParkingLabels };

export type LivePanelProps = PanelProps & {
  apiBase: string;
  locale: Locale;
  terminal?: 'T1' | 'T2';
  /** Level of each card's heading: one below the panel's own heading. */
  cardHeadingLevel?: 2 | 3;
  /** Application clock minus real time (APP_NOW): the age of the data is judged on the server's clock. */
  clockOffsetMs?: number;
};

/**
 * A live real-time panel (queues or parking): the server's answer first, then refreshed every
 * 60 s from the public API while the page is visible, with an "updated hh:mm" stamp that a
 * polite live region does not repeat (cards change in place, nothing moves).
 */
export function LivePanel(props: LivePanelProps) {
  const [data, setData] = useState<QueuesResponse | ParkingResponse>(props.initial);
  const [failed, setFailed] = useState(false);
  // When the browser last tried to refresh (undefined until it has): the boards judge staleness by it.
  const [checkedAt, setCheckedAt] = useState<number | undefined>(undefined);
  const { apiBase, terminal, labels, locale, clockOffsetMs = 0 } = props;

  return (
    <div className={styles.live} data-live={props.kind}>
      <ClientOnly>
        <Suspense fallback={null}>
          {props.kind === 'queues' ? (
            <LiveRefresher
              kind="queues"
              apiBase={apiBase}
              terminal={terminal}
              initial={props.initial}
              onData={setData}
              onError={setFailed}
              onChecked={setCheckedAt}
              clockOffsetMs={clockOffsetMs}
            />
          ) : (
            <LiveRefresher
              kind="parking"
              apiBase={apiBase}
              terminal={terminal}
              initial={props.initial}
              onData={setData}
              onError={setFailed}
              onChecked={setCheckedAt}
              clockOffsetMs={clockOffsetMs}
            />
          )}
        </Suspense>
      </ClientOnly>
      <p className={styles.stamp}>
        <span className="tabular">{fill(labels.updated, { time: localTimeOf(data.updatedAt) })}</span>
        {failed ? <span className={styles.staleNote}> {labels.refreshFailed}</span> : null}
        <span className={styles.source}>{labels.source}</span>
      </p>
      {props.kind === 'queues' ? (
        <QueueBoard
          data={data as QueuesResponse}
          labels={props.labels}
          locale={locale}
          headingLevel={props.cardHeadingLevel}
          nowMs={checkedAt}
        />
      ) : (
        <ParkingBoard data={data as ParkingResponse} labels={props.labels} locale={locale} nowMs={checkedAt} />
      )}
    </div>
  );
}
