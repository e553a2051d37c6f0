import 'server-only';
import { getParking, getQueues } from '@/features/realtime/server';
import { apiTranslator } from '@/lib/i18n/api';
import { localePrefix, localeTags, type Locale } from '@/lib/i18n/locales';
import { LIVE_PATHS, parkingList, queuesList, type LivePhrases, type LiveTopic } from '../live';
import type { ChatAnswer } from '../schemas';
import { logger } from '@/lib/server/log';

const log = logger('chatbot');

/*
 * Dora's live facts from the real-time feature's services (in-process, as the home's snippets): the
 * main queue of each checkpoint and the free spaces of each lot. A failing feed, no data or only
 * stale readings → "no information" with the link to the live page; never a zero.
 */

type LiveAnswer = Pick<ChatAnswer, 'kind' | 'text' | 'sources'>;

async function readOrNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    log.warn({ err: error }, 'live data unavailable');
    return null;
  }
}

export async function liveAnswer(locale: Locale, topic: LiveTopic): Promise<LiveAnswer> {
  const t = await apiTranslator(locale, 'chatbot');
  const number = new Intl.NumberFormat(localeTags[locale]);
  const phrases: LivePhrases = {
    wait: (wait) =>
      wait.kind === 'lessThan'
        ? t('live.waitLessThan', { max: wait.maxMinutes })
        : t('live.waitBetween', { min: wait.minMinutes, max: wait.maxMinutes }),
    noData: t('live.noData'),
    spaces: (available, capacity) =>
      t('live.spaces', { available: number.format(available), capacity: number.format(capacity) }),
  };
  const sources = [{ title: t(`live.${topic}Link`), url: `${localePrefix(locale)}${LIVE_PATHS[topic]}` }];

  let list: string | null = null;
  let time = '';
  if (topic === 'queues') {
    const queues = await readOrNull(getQueues);
    if (queues) {
      time = queues.updatedAt.slice(11, 16);
      list = queuesList(
        queues.checkpoints.map((c) => {
          const main = c.queues[0];
          return { name: c.name[locale] || c.name.es, wait: main && !main.stale ? main.wait : null };
        }),
        phrases,
      );
    }
  } else {
    const parking = await readOrNull(getParking);
    if (parking) {
      time = parking.updatedAt.slice(11, 16);
      list = parkingList(
        parking.lots.map((l) => ({
          name: l.name[locale] || l.name.es,
          available: l.stale ? null : l.available,
          capacity: l.capacity,
        })),
        phrases,
      );
    }
  }
  if (!list) return { kind: 'live', text: t(`live.${topic}None`), sources };
  return { kind: 'live', text: t(`live.${topic}`, { time, list }), sources };
}
