import { getTranslations } from 'next-intl/server';
import { clockOffsetMs } from '@/lib/clock';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/components/link/link';
import { QUEUE_TYPES, type QueueType, type REALTIME_SOURCES } from '../schemas';
import { getParking, getQueues, realtimeApiBase } from '../server';
import type { ParkingLabels, QueueLabels } from './labels';
import { LivePanel } from './live-panel.client';
import styles from './realtime.module.scss';

type Source = (typeof REALTIME_SOURCES)[number];
type Translator = Awaited<ReturnType<typeof getTranslations<'realtime'>>>;

function commonLabels(t: Translator, section: 'queues' | 'parking', source: Source) {
  return {
    updated: t('updated', { time: '{time}' }),
    refreshFailed: t('refreshFailed'),
    noData: t('noData'),
    source: t(source === 'feed' ? `${section}.sourceFeed` : `${section}.sourceSimulation`),
    measuredAt: t(`${section}.measuredAt`, { time: '{time}' }),
    stale: t(`${section}.stale`, { time: '{time}' }),
    terminal: t(`${section}.terminal`, { terminal: '{terminal}' }),
  };
}

function queueLabels(t: Translator, source: Source): QueueLabels {
  return {
    ...commonLabels(t, 'queues', source),
    lessThan: t('queues.lessThan', { max: '{max}' }),
    between: t('queues.between', { min: '{min}', max: '{max}' }),
    types: Object.fromEntries(QUEUE_TYPES.map((type) => [type, t(`queues.types.${type}`)])) as Record<
      QueueType,
      string
    >,
    chartTitle: t('queues.chartTitle'),
    chartSummary: t('queues.chartSummary', { queue: '{queue}', min: '{min}', max: '{max}' }),
    chartNoData: t('queues.chartNoData'),
    chartPoint: t('queues.chartPoint', { time: '{time}', minutes: '{minutes}' }),
    chartTick: t('queues.chartTick', { minutes: '{minutes}' }),
    chartTime: t('queues.chartTime'),
    chartMinutes: t('queues.chartMinutes'),
  };
}

function parkingLabels(t: Translator, source: Source): ParkingLabels {
  return {
    ...commonLabels(t, 'parking', source),
    available: t('parking.available', { available: '{available}', capacity: '{capacity}' }),
    occupancy: t('parking.occupancy', { percent: '{percent}' }),
    gauge: t('parking.gauge', { lot: '{lot}' }),
    full: t('parking.full'),
    capacity: t('parking.capacity', { capacity: '{capacity}' }),
    pricing: t('parking.pricing'),
    carPerMinute: t('parking.carPerMinute'),
    motorbikePerMinute: t('parking.motorbikePerMinute'),
    dailyMaximum: t('parking.dailyMaximum'),
    lostTicket: t('parking.lostTicket'),
    contact: t('parking.contact'),
    phone: t('parking.phone'),
    email: t('parking.email'),
    pay: t('parking.pay'),
  };
}

/** Waiting times at every checkpoint, live. `headingLevel` 1 on the full-screen page. */
export async function QueuesPanel({ locale, headingLevel = 2 }: { locale: Locale; headingLevel?: 1 | 2 }) {
  const [data, t] = await Promise.all([getQueues(), getTranslations({ locale, namespace: 'realtime' })]);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="queues-heading" className={styles.panel}>
      <Heading id="queues-heading" className={headingLevel === 1 ? styles.screenTitle : styles.panelTitle}>
        {t('queues.heading')}
      </Heading>
      <LivePanel
        kind="queues"
        initial={data}
        labels={queueLabels(t, data.source)}
        apiBase={realtimeApiBase()}
        locale={locale}
        clockOffsetMs={clockOffsetMs()}
        cardHeadingLevel={headingLevel === 1 ? 2 : 3}
      />
    </section>
  );
}

/** Availability, pricing and payment per lot, live. `linkToAll` adds a link to the real-time page. */
export async function ParkingPanel({ locale, linkToAll = false }: { locale: Locale; linkToAll?: boolean }) {
  const [data, t] = await Promise.all([getParking(), getTranslations({ locale, namespace: 'realtime' })]);
  return (
    <section aria-labelledby="parking-heading" className={styles.panel}>
      <h2 id="parking-heading" className={styles.panelTitle}>
        {t('parking.heading')}
      </h2>
      <LivePanel
        kind="parking"
        initial={data}
        labels={parkingLabels(t, data.source)}
        apiBase={realtimeApiBase()}
        locale={locale}
        clockOffsetMs={clockOffsetMs()}
      />
      {linkToAll ? (
        <Link href="/informacion-en-tiempo-real" className={styles.swap}>
          {t('parking.seeAll')}
        </Link>
      ) : null}
    </section>
  );
}
