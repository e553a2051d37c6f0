import { bogotaClock } from '@/lib/bogota-time';
import type { ForecastSlot } from '../forecast/schemas';
import { fill } from './labels';
import styles from './forecast.module.scss';

/*
 * One checkpoint's forecast for a day as server-rendered SVG bars (one per 15-minute slot), the
 * current time marked, and its table equivalent in a <details> right under it. The SVG is an image
 * with a text alternative (range, peak, now); the hour marks and the "now" tag are HTML over it, so
 * the text keeps its size whatever the width.
 */

const WIDTH = 960;
const HEIGHT = 120;
const SLOT_MINUTES = 15;
const DAY_MS = 24 * 3_600_000;
const HOUR_MARKS = [0, 3, 6, 9, 12, 15, 18, 21];

export interface ForecastChartLabels {
  /** Contains {checkpoint}, {date}, {min}, {max}, {peak}. */
  chartLabel: string;
  /** Contains {time}, {minutes}. */
  chartNowLabel: string;
  now: string;
  /** Contains {max}. */
  scaleMax: string;
  tableSummary: string;
  /** Contains {checkpoint}, {date}. */
  tableCaption: string;
  tableHour: string;
  tableNow: string;
}

export function ForecastChart({
  id,
  checkpoint,
  dateLabel,
  slots,
  nowMs,
  scaleMinutes,
  labels,
}: {
  id: string;
  checkpoint: string;
  dateLabel: string;
  slots: readonly ForecastSlot[];
  nowMs: number;
  /** The top of the scale (shared by the charts of one day, so they compare). */
  scaleMinutes: number;
  labels: ForecastChartLabels;
}) {
  if (slots.length === 0) return null;
  const starts = slots.map((slot) => Date.parse(slot.start));
  const dayStart = starts[0] ?? 0;
  const slotMs = SLOT_MINUTES * 60_000;
  const nowIndex = starts.findIndex((start) => nowMs >= start && nowMs < start + slotMs);
  const nowFraction = nowIndex >= 0 ? (nowMs - dayStart) / DAY_MS : null;
  const minutes = slots.map((slot) => slot.minutes);
  const max = Math.max(...minutes);
  const peak = slots[minutes.indexOf(max)]!;
  const slotWidth = WIDTH / slots.length;
  const current = nowIndex >= 0 ? slots[nowIndex] : undefined;
  const description = [
    fill(labels.chartLabel, {
      checkpoint,
      date: dateLabel,
      min: Math.min(...minutes),
      max,
      peak: bogotaClock(Date.parse(peak.start)),
    }),
    current ? fill(labels.chartNowLabel, { time: bogotaClock(nowMs), minutes: current.minutes }) : '',
  ]
    .join(' ')
    .trim();
  const hours = Array.from({ length: 24 }, (_, hour) => slots.slice(hour * 4, hour * 4 + 4));
  return (
    <div className={styles.chartBlock}>
      <div className={styles.plot}>
        <span className={styles.scale} aria-hidden="true">
          {fill(labels.scaleMax, { max: scaleMinutes })}
        </span>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className={styles.svg}
          role="img"
          aria-label={description}
          data-testid={`forecast-chart-${id}`}
        >
          {slots.map((slot, i) => {
            const height = Math.max(2, Math.min(1, slot.minutes / scaleMinutes) * (HEIGHT - 4));
            const className =
              i === nowIndex ? styles.barNow : nowIndex >= 0 && i < nowIndex ? styles.barPast : styles.bar;
            return (
              <rect
                key={slot.start}
                x={i * slotWidth + 1}
                y={HEIGHT - height}
                width={slotWidth - 2}
                height={height}
                className={className}
              />
            );
          })}
          {nowFraction !== null ? (
            <line
              x1={nowFraction * WIDTH}
              x2={nowFraction * WIDTH}
              y1={0}
              y2={HEIGHT}
              className={styles.nowLine}
              vectorEffect="non-scaling-stroke"
            />
          ) : null}
        </svg>
        {nowFraction !== null ? (
          <span
            className={`${styles.nowTag} ${nowFraction < 0.1 ? styles.nowTagStart : nowFraction > 0.9 ? styles.nowTagEnd : ''}`}
            style={{ left: `${nowFraction * 100}%` }}
            aria-hidden="true"
          >
            {`${labels.now} ${bogotaClock(nowMs)}`}
          </span>
        ) : null}
      </div>
      <div className={styles.axis} aria-hidden="true">
        {HOUR_MARKS.map((hour) => (
          <span key={hour} style={{ left: `${(hour / 24) * 100}%` }}>
            {`${String(hour).padStart(2, '0')}:00`}
          </span>
        ))}
      </div>
      <details className={styles.tableDetails}>
        <summary>{labels.tableSummary}</summary>
        <table className={styles.table} data-testid={`forecast-table-${id}`}>
          <caption>{fill(labels.tableCaption, { checkpoint, date: dateLabel })}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.tableHour}</th>
              {[0, 15, 30, 45].map((minute) => (
                <th key={minute} scope="col">{`:${String(minute).padStart(2, '0')}`}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {hours.map((quarterSlots, hour) => (
              <tr key={hour}>
                <th scope="row">{`${String(hour).padStart(2, '0')}:00`}</th>
                {quarterSlots.map((slot) => {
                  const isNow = slot === current;
                  // Minutes alone: the caption says the unit, and a narrow card keeps each figure on one line.
                  const text = String(slot.minutes);
                  return (
                    <td key={slot.start} className={isNow ? styles.cellNow : undefined}>
                      {isNow ? (
                        <strong>
                          {text} <span className="visually-hidden">{labels.tableNow}</span>
                        </strong>
                      ) : (
                        text
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
