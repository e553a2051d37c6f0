import 'server-only';
import { findFlight } from '@/features/flights/server';
import { retrievePassages } from '@/features/search/server';
import { apiTranslator } from '@/lib/i18n/api';
import { localePrefix, type Locale } from '@/lib/i18n/locales';
import { DORA_WHATSAPP_URL } from '@/lib/facts';
import { PQRS_PATH, flightNumberIn } from '../constants';
import type { AskInput, ChatAnswer } from '../schemas';
import { liveTopicOf } from '../live';
import { pickAnswer } from '../retrieval';
import { liveAnswer } from './live-facts';

/*
 * The built-in assistant: a flight number gets the live status from the flights feature (with a note when
 * the flight data are the embedded simulation's); a question
 * about queue times or parking availability gets the real-time feature's figures; any other
 * question is answered by retrieval over the search feature's passage index (the content blocks and
 * FAQ answers of the site), quoting the best passage and linking its pages.
 */

function fallbackOf(locale: Locale): ChatAnswer['fallback'] {
  return { pqrs: `${localePrefix(locale)}${PQRS_PATH}`, whatsapp: DORA_WHATSAPP_URL };
}

async function flightAnswer(locale: Locale, designator: string): Promise<ChatAnswer | null> {
  const found = await findFlight(designator).catch(() => null);
  if (!found) return null;
  const t = await apiTranslator(locale, 'chatbot');
  const { flight } = found;
  const time = (flight.estimatedDate ?? flight.scheduleDate).slice(11, 16);
  const status = t('flight', {
    flight: flight.flight,
    airline: flight.airline.name,
    city: flight.city[locale],
    time,
    status: flight.status[locale],
  });
  return {
    kind: 'flight',
    // The embedded simulator's day is an example, not El Dorado's operations: say so (ARCHITECTURE §3).
    text: found.simulated ? `${status} ${t('flightSimulated')}` : status,
    sources: [
      {
        title: t('flightLink', { flight: flight.flight }),
        url: `${localePrefix(locale)}/vuelos/detalle/${flight.flight}`,
      },
    ],
    fallback: fallbackOf(locale),
  };
}

export async function answerQuestion({ question, locale }: AskInput): Promise<ChatAnswer> {
  const designator = flightNumberIn(question);
  if (designator) {
    const answer = await flightAnswer(locale, designator);
    if (answer) return answer;
  }
  const topic = liveTopicOf(question);
  if (topic) return { ...(await liveAnswer(locale, topic)), fallback: fallbackOf(locale) };
  const picked = pickAnswer(await retrievePassages(locale, question));
  if (picked) return { kind: 'answer', ...picked, fallback: fallbackOf(locale) };
  const t = await apiTranslator(locale, 'chatbot');
  return { kind: 'notFound', text: t('notFound'), sources: [], fallback: fallbackOf(locale) };
}
