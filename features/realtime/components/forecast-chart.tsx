import { bogotaClock } from '@/lib/bogota-time';
import { localeTags, type Locale } from '@/lib/i18n/locales';
import type { ForecastSlot } from '../forecast/schemas';
import { barHeight, type MinuteScale } from './chart-scale';
import { fill } from './labels';
import styles from './forecast.module.scss';

/*
 * One checkpoint's forecast for a day as server-rendered SVG bars (one per 15-minute slot), the
 * current time marked, and its table equivalent in a <details> right under it. The SVG is an image
 * with a text alternative (range, peak, now), each bar titled with its exact value; the gridlines'
 * minute values, the hour marks (Bogotá time, every 3 hours, every 6 on a phone) and the "now" tag
 * are HTML beside it, so the text keeps its size whatever the width.
 */

const WIDTH = 960;
const HEIGHT = 120;
/** The least bar height (of HEIGHT): a 3–5 minute wait is a bar, not a sliver; the exact value is in the text. */
const LEAST_BAR = 8;
const SLOT_MINUTES = 15;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const HOUR_MARKS = [0, 3, 6, 9, 12, 15, 18, 21];

export interface ForecastChartLabels {
  /** Contains {checkpoint}, {date}, {min}, {max}, {peak}. */
  chartLabel: string;
  /** Contains {time}, {minutes}. */
  chartNowLabel: string;
  now: string;
  /** A gridline's value. Contains {max}. */
  scaleMax: string;
  /** A bar's exact value. Contains {time}, {minutes}. */
  slotTitle: string;
  tableSummary: string;
  /** Contains {checkpoint}, {date}. */
  tableCaption: string;
  tableHour: string;
  tableNow: string;
}

/** 'HH:mm' in Bogotá, formatted for the locale on the 24-hour clock the page's table and sentence use. */
function hourFormatter(locale: Locale): (ms: number) => string {
  const format = new Intl.DateTimeFormat(localeTags[locale], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'America/Bogota',
  });
  return (ms) => format.format(ms);
}

export function ForecastChart({
  id,
  checkpoint,
  dateLabel,
  slots,
  nowMs,
  scale,
  locale,
  labels,
}: {
  id: string;
  checkpoint: string;
  dateLabel: string;
  slots: readonly ForecastSlot[];
  nowMs: number;
  /** The minute scale (shared by the charts of one day, so they compare). */
  scale: MinuteScale;
  locale: Locale;
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
  const hourLabel = hourFormatter(locale);
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
  const gridY = (value: number) => HEIGHT - (value / scale.top) * HEIGHT;
  return (
    <div className={styles.chartBlock}>
      <div className={styles.chartGrid}>
        <div className={styles.yAxis} aria-hidden="true" data-testid={`forecast-y-axis-${id}`}>
          {scale.ticks.map((tick) => (
            <span key={tick} style={{ bottom: `${(tick / scale.top) * 100}%` }}>
              {fill(labels.scaleMax, { max: tick })}
            </span>
          ))}
        </div>
        <div className={styles.plot}>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className={styles.svg}
            role="img"
            aria-label={description}
            data-testid={`forecast-chart-${id}`}
          >
            {HOUR_MARKS.slice(1).map((hour) => (
              <line
                key={`x${hour}`}
                x1={(hour / 24) * WIDTH}
                x2={(hour / 24) * WIDTH}
                y1={0}
                y2={HEIGHT}
                className={styles.gridX}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {scale.ticks.map((tick) => (
              <line
                key={`y${tick}`}
                x1={0}
                x2={WIDTH}
                y1={gridY(tick)}
                y2={gridY(tick)}
                className={styles.gridY}
                vectorEffect="non-scaling-stroke"
                data-grid={tick}
              />
            ))}
            {slots.map((slot, i) => {
              const height = barHeight(slot.minutes, scale.top, HEIGHT, LEAST_BAR);
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
                >
                  <title>{fill(labels.slotTitle, { time: bogotaClock(starts[i]!), minutes: slot.minutes })}</title>
                </rect>
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
                data-now=""
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
        <div className={styles.axis} aria-hidden="true" data-testid={`forecast-x-axis-${id}`}>
          {HOUR_MARKS.map((hour) => (
            <span key={hour} style={{ left: `${(hour / 24) * 100}%` }}>
              {hourLabel(dayStart + hour * HOUR_MS)}
            </span>
          ))}
        </div>
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
