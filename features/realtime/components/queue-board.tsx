import type { Locale } from '@/lib/i18n/locales';
import type { Checkpoint, Queue, QueuesResponse } from '../schemas';
import { localTimeOf, waitPhrase } from '../wait';
import { fill, type QueueLabels } from './labels';
import { QueueChart } from './queue-chart';
import styles from './realtime.module.scss';

function QueueRow({ queue, labels }: { queue: Queue; labels: QueueLabels }) {
  const time = queue.updatedAt ? localTimeOf(queue.updatedAt) : null;
  return (
    <li className={styles.queue} data-queue={queue.type}>
      <span className={styles.queueType}>{labels.types[queue.type]}</span>
      <strong className={queue.wait ? styles.wait : styles.noData}>{waitPhrase(queue.wait, labels)}</strong>
      {time ? (
        <span className={queue.stale ? styles.staleNote : styles.measured}>
          {queue.stale ? (
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
}: {
  checkpoint: Checkpoint;
  labels: QueueLabels;
  locale: Locale;
  headingLevel: 2 | 3;
}) {
  const headingId = `checkpoint-${checkpoint.id}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const main = checkpoint.queues[0];
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
          <QueueRow key={queue.type} queue={queue} labels={labels} />
        ))}
      </ul>
      <QueueChart history={checkpoint.history} queue={main ? labels.types[main.type] : ''} labels={labels} />
    </article>
  );
}

/** Waiting times per checkpoint: a card each with its queues and the last 2 hours. Server or client. */
export function QueueBoard({
  data,
  labels,
  locale,
  headingLevel = 3,
}: {
  data: QueuesResponse;
  labels: QueueLabels;
  locale: Locale;
  /** The cards' heading level: 3 under a panel's h2, 2 on the full-screen page (h1). */
  headingLevel?: 2 | 3;
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
        />
      ))}
    </div>
  );
}
