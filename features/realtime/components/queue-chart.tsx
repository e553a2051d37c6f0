import type { HistoryPoint } from '../schemas';
import { localTimeOf } from '../wait';
import { barHeight, minuteScale } from './chart-scale';
import { fill, type QueueLabels } from './labels';
import styles from './realtime.module.scss';

const WIDTH = 260;
const HEIGHT = 64;
const GAP = 3;
/** The least bar height (of HEIGHT): a 3–5 minute wait is a bar, not a sliver; the exact value is in the text. */
const LEAST_BAR = 5;
/** The scale reaches at least this many minutes, so short waits look short. */
const MIN_SCALE_MINUTES = 10;
/** A time under every 6th bar from the latest (every hour: the points are 10 minutes apart). */
const LABEL_EVERY = 6;

/**
 * The main queue's wait over the last 2 hours as small bars (every 10 minutes), with gridlines at round
 * minutes and the hours under the bars. The drawing is decorative (each bar titled with its value for a
 * pointer); its text equivalent is the summary below it and a table for screen readers. Server or client
 * (the live panel re-renders it): no Intl, the times are the API's Bogotá wall-clock 'HH:mm'.
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
  const scale = minuteScale(Math.max(MIN_SCALE_MINUTES, ...known), 3);
  const barWidth = (WIDTH - GAP * (history.length - 1)) / history.length;
  const centre = (i: number) => ((i * (barWidth + GAP) + barWidth / 2) / WIDTH) * 100;
  const labelled = history.flatMap((point, i) => ((history.length - 1 - i) % LABEL_EVERY === 0 ? [{ point, i }] : []));
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{labels.chartTitle}</figcaption>
      <div className={styles.chartGrid}>
        <div className={styles.chartYAxis} aria-hidden="true" data-testid="queue-chart-y-axis">
          {scale.ticks.map((tick) => (
            <span key={tick} style={{ bottom: `${(tick / scale.top) * 100}%` }}>
              {fill(labels.chartTick, { minutes: tick })}
            </span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          height={HEIGHT}
          aria-hidden="true"
          focusable="false"
          preserveAspectRatio="none"
          className={styles.chartSvg}
        >
          {scale.ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={WIDTH}
              y1={HEIGHT - (tick / scale.top) * HEIGHT}
              y2={HEIGHT - (tick / scale.top) * HEIGHT}
              className={styles.chartGridline}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {history.map((point, i) => {
            const height = point.minutes === null ? 0 : barHeight(point.minutes, scale.top, HEIGHT, LEAST_BAR);
            return (
              <rect
                key={point.at}
                x={i * (barWidth + GAP)}
                y={HEIGHT - height}
                width={barWidth}
                height={height}
                rx="2"
                className={i === history.length - 1 ? styles.barNow : styles.bar}
              >
                <title>
                  {fill(labels.chartPoint, {
                    time: localTimeOf(point.at),
                    minutes: point.minutes === null ? labels.noData : point.minutes,
                  })}
                </title>
              </rect>
            );
          })}
        </svg>
        <div className={styles.chartXAxis} aria-hidden="true" data-testid="queue-chart-x-axis">
          {labelled.map(({ point, i }) => (
            <span key={point.at} style={{ left: `${centre(i)}%` }}>
              {localTimeOf(point.at)}
            </span>
          ))}
        </div>
      </div>
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
