import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link/link';
import { RefreshWhenStale } from '@/components/freshness/refresh-when-stale.client';
import { clockOffsetMs, now } from '@/lib/clock';
import { localeTags, type Locale } from '@/lib/i18n/locales';
import { adviceSentence, forecastAdvice } from '../forecast/advice';
import {
  CALIBRATION_HALF_LIFE_MINUTES,
  CALIBRATION_HOLD_MINUTES,
  FORECAST_CHECKPOINTS,
  forecastDateSchema,
  type QueueForecast,
} from '../forecast/schemas';
import { forecastDates, getQueueForecast } from '../server';
import { minuteScale, type MinuteScale } from './chart-scale';
import { ForecastChart, type ForecastChartLabels } from './forecast-chart';
import styles from './forecast.module.scss';

/*
 * The queue forecast on /informacion-en-tiempo-real/tiempo-en-filas (with day links: today and the
 * next two days, `?fecha=YYYY-MM-DD`) and on the /tiempo-en-fila display screen (today only): for each
 * checkpoint the quietest window left today, the bars of the day with now marked and the table.
 */

const PAGE_PATH = '/informacion-en-tiempo-real/tiempo-en-filas';
/** The page renders the forecast again this often while visible: one slot. */
const REFRESH_MS = 15 * 60_000;
/** The charts of a day share a scale (round gridlines) of at least this many minutes, so short waits look short. */
const MIN_SCALE_MINUTES = 30;

/** The `fecha` query parameter when it is a date; which dates are forecast is checked by the panel. */
export function parseForecastDate(searchParams: Record<string, string | string[] | undefined>): string | undefined {
  const parsed = forecastDateSchema.safeParse(searchParams.fecha);
  return parsed.success ? parsed.data : undefined;
}

/** 'domingo, 22 de noviembre' (captions); `short`: 'martes 24' (the day links, narrow on a phone). */
function dayLabel(date: string, locale: Locale, short = false): string {
  return new Intl.DateTimeFormat(localeTags[locale], {
    weekday: 'long',
    day: 'numeric',
    month: short ? undefined : 'long',
    timeZone: 'America/Bogota',
  }).format(new Date(`${date}T12:00:00-05:00`));
}

export async function QueueForecastPanel({
  locale,
  date,
  screen = false,
}: {
  locale: Locale;
  /** The day asked for; today when absent or not one of the three forecast days. */
  date?: string;
  /** The display screen: today only, on the dark background, headings under its h1. */
  screen?: boolean;
}) {
  const dates = forecastDates();
  const selected = date && dates.includes(date) && !screen ? date : dates[0]!;
  const [settled, t] = await Promise.all([
    Promise.allSettled(FORECAST_CHECKPOINTS.map((checkpoint) => getQueueForecast({ checkpoint, date: selected }))),
    getTranslations({ locale, namespace: 'realtime.forecast' }),
  ]);
  // No forecast (the flights source down and no feed): say so; the page still answers.
  const forecasts = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const nowMs = now().getTime();
  const dateLabel = dayLabel(selected, locale);
  const scale = minuteScale(
    Math.max(MIN_SCALE_MINUTES, ...forecasts.flatMap((forecast) => forecast.slots.map((slot) => slot.minutes))),
  );
  const labels: ForecastChartLabels = {
    chartLabel: t('chartLabel', {
      checkpoint: '{checkpoint}',
      date: '{date}',
      min: '{min}',
      max: '{max}',
      peak: '{peak}',
    }),
    chartNowLabel: t('chartNowLabel', { time: '{time}', minutes: '{minutes}' }),
    now: t('now'),
    scaleMax: t('scaleMax', { max: '{max}' }),
    slotTitle: t('slotTitle', { time: '{time}', minutes: '{minutes}' }),
    tableSummary: t('tableSummary'),
    tableCaption: t('tableCaption', { checkpoint: '{checkpoint}', date: '{date}' }),
    tableHour: t('tableHour'),
    tableNow: t('tableNow'),
  };
  const adviceLabels = { window: t('window', { from: '{from}', to: '{to}' }), calm: t('calm'), over: t('over') };
  const feedDown = forecasts.some((forecast) => forecast.notice === 'feed-unavailable');
  const fromFeed = forecasts.length > 0 && forecasts.every((forecast) => forecast.source === 'feed');
  // Today's model bars are moved to the live readings beside them: the page says how (forecast/model.ts).
  const calibrated = forecasts.some((forecast) => forecast.calibration !== null);
  const dayNames = [t('today'), t('tomorrow'), dayLabel(dates[2]!, locale, true)];
  return (
    <section
      aria-labelledby="forecast-heading"
      className={`${styles.panel} ${screen ? styles.onInk : ''}`}
      data-testid="queue-forecast"
    >
      <h2 id="forecast-heading" className={screen ? styles.screenTitle : styles.title}>
        {screen ? `${t('heading')} · ${t('today')}` : t('heading')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      {calibrated ? (
        <p className={styles.intro} data-testid="forecast-calibration">
          {t('calibrationRule', { hold: CALIBRATION_HOLD_MINUTES, halfLife: CALIBRATION_HALF_LIFE_MINUTES })}
        </p>
      ) : null}
      {screen ? null : (
        <nav aria-label={t('daysLabel')} className={styles.days}>
          {dates.map((day, i) => (
            <Link
              key={day}
              href={i === 0 ? PAGE_PATH : `${PAGE_PATH}?${new URLSearchParams({ fecha: day })}`}
              aria-current={day === selected ? 'page' : undefined}
              className={styles.day}
              prefetch={false}
              scroll={false}
            >
              {dayNames[i]}
            </Link>
          ))}
        </nav>
      )}
      {feedDown ? (
        <p className={styles.notice} role="status">
          {t('feedUnavailable')}
        </p>
      ) : null}
      {forecasts.length < settled.length ? (
        <p className={styles.notice} role="status">
          {t('unavailable')}
        </p>
      ) : null}
      <div className={styles.cards}>
        {forecasts.map((forecast) => (
          <ForecastCard
            key={forecast.checkpoint}
            forecast={forecast}
            name={t(`checkpoints.${forecast.checkpoint}`)}
            sentence={adviceSentence(forecastAdvice(forecast.slots, nowMs), adviceLabels)}
            dateLabel={dateLabel}
            nowMs={nowMs}
            scale={scale}
            locale={locale}
            labels={labels}
          />
        ))}
      </div>
      <RefreshWhenStale renderedAtMs={nowMs} clockOffsetMs={clockOffsetMs()} maxAgeMs={REFRESH_MS} whileOpen />
      {forecasts.length > 0 ? <p className={styles.source}>{fromFeed ? t('sourceFeed') : t('sourceModel')}</p> : null}
    </section>
  );
}

function ForecastCard({
  forecast,
  name,
  sentence,
  dateLabel,
  nowMs,
  scale,
  locale,
  labels,
}: {
  forecast: QueueForecast;
  name: string;
  sentence: string;
  dateLabel: string;
  nowMs: number;
  scale: MinuteScale;
  locale: Locale;
  labels: ForecastChartLabels;
}) {
  const headingId = `forecast-${forecast.checkpoint}`;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-forecast={forecast.checkpoint}>
      <h3 id={headingId} className={styles.cardTitle}>
        {name}
      </h3>
      <p className={styles.advice} data-testid="forecast-advice">
        {sentence}
      </p>
      <ForecastChart
        id={forecast.checkpoint}
        checkpoint={name}
        dateLabel={dateLabel}
        slots={forecast.slots}
        nowMs={nowMs}
        scale={scale}
        locale={locale}
        labels={labels}
      />
    </article>
  );
}
