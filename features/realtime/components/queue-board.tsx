import type { Locale } from '@/lib/i18n/locales';
import type { Checkpoint, Queue, QueuesResponse } from '../schemas';
import { isStale, localTimeOf, waitPhrase } from '../wait';
import { fill, type QueueLabels } from './labels';
import { QueueChart } from './queue-chart';
import styles from './realtime.module.scss';

function QueueRow({ queue, labels, nowMs }: { queue: Queue; labels: QueueLabels; nowMs?: number }) {
  const time = queue.updatedAt ? localTimeOf(queue.updatedAt) : null;
  const stale = queue.stale || (nowMs !== undefined && isStale(queue.updatedAt, nowMs));
  return (
    <li className={styles.queue} data-queue={queue.type}>
      <span className={styles.queueType}>{labels.types[queue.type]}</span>
      <strong className={queue.wait ? styles.wait : styles.noData}>{waitPhrase(queue.wait, labels)}</strong>
      {time ? (
        <span className={stale ? styles.staleNote : styles.measured}>
          {stale ? (
            <>
              <span aria-hidden="true">⚠ </span>
              {fill(labels.stale, { time })}
            </>
          ) : (
            fill(labels.measuredAt, { time })
          )}
        </span>
      ) : null}
    </li>
  );
}

function CheckpointCard({
  checkpoint,
  labels,
  locale,
  headingLevel,
  nowMs,
}: {
  checkpoint: Checkpoint;
  labels: QueueLabels;
  locale: Locale;
  headingLevel: 2 | 3;
  nowMs?: number;
}) {
  const headingId = `checkpoint-${checkpoint.id}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} aria-labelledby={headingId} data-checkpoint={checkpoint.id}>
      <header className={styles.cardHeader}>
        <Heading id={headingId} className={styles.cardTitle}>
          {checkpoint.name[locale]}
        </Heading>
        <span className={styles.badge}>{fill(labels.terminal, { terminal: checkpoint.terminal.slice(1) })}</span>
      </header>
      <ul className={styles.queues}>
        {checkpoint.queues.map((queue) => (
          <QueueRow key={queue.type} queue={queue} labels={labels} nowMs={nowMs} />
        ))}
      </ul>
      <QueueChart history={checkpoint.history} queue={labels.types[checkpoint.historyQueue]} labels={labels} />
    </article>
  );
}

/** Waiting times per checkpoint: a card each with its queues and the last 2 hours. Server or client. */
export function QueueBoard({
  data,
  labels,
  locale,
  headingLevel = 3,
  nowMs,
}: {
  data: QueuesResponse;
  labels: QueueLabels;
  locale: Locale;
  /** The cards' heading level: 3 under a panel's h2, 2 on the full-screen page (h1). */
  headingLevel?: 2 | 3;
  /** The browser's time of its latest refresh attempt: measurements older than 15 minutes then are stale. */
  nowMs?: number;
}) {
  return (
    <div className={styles.cards}>
      {data.checkpoints.map((checkpoint) => (
        <CheckpointCard
          key={checkpoint.id}
          checkpoint={checkpoint}
          labels={labels}
          locale={locale}
          headingLevel={headingLevel}
          nowMs={nowMs}
        />
      ))}
    </div>
  );
}
