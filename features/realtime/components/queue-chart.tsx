import type { HistoryPoint } from '../schemas';
import { localTimeOf } from '../wait';
import { fill, type QueueLabels } from './labels';
import styles from './realtime.module.scss';

const WIDTH = 260;
const HEIGHT = 64;
const GAP = 3;

/**
 * The main queue's wait over the last 2 hours as small bars (every 10 minutes). The drawing is
 * decorative; its text equivalent is the summary below it and a table for screen readers.
 */
export function QueueChart({
  history,
  queue,
  labels,
}: {
  history: HistoryPoint[];
  queue: string;
  labels: QueueLabels;
}) {
  const known = history.flatMap((p) => (p.minutes === null ? [] : [p.minutes]));
  if (known.length === 0) return <p className={styles.chartEmpty}>{labels.chartNoData}</p>;
  const max = Math.max(10, ...known);
  const barWidth = (WIDTH - GAP * (history.length - 1)) / history.length;
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{labels.chartTitle}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        aria-hidden="true"
        focusable="false"
        preserveAspectRatio="none"
      >
        {history.map((point, i) => {
          const height = point.minutes === null ? 0 : Math.max(2, (point.minutes / max) * (HEIGHT - 2));
          return (
            <rect
              key={point.at}
              x={i * (barWidth + GAP)}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              rx="2"
              className={i === history.length - 1 ? styles.barNow : styles.bar}
            />
          );
        })}
      </svg>
      <p className={styles.chartSummary}>
        {fill(labels.chartSummary, { queue, min: Math.min(...known), max: Math.max(...known) })}
      </p>
      {/* The table is hidden by its wrapper: a table is never narrower than its cells, so hidden itself it would
          still widen the page at 320 px (WCAG 1.4.10). */}
      <div className="visually-hidden">
        <table>
          <caption>{`${queue}: ${labels.chartTitle}`}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.chartTime}</th>
              <th scope="col">{labels.chartMinutes}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((point) => (
              <tr key={point.at}>
                <td>{localTimeOf(point.at)}</td>
                <td>{point.minutes === null ? labels.noData : point.minutes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
