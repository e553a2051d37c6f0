/**
 * p50/p95 latency of the embedded index over 500 queries (target: p95 < 20 ms).
 * Run: `npx tsx features/search/bench.mts` (package.json: "bench:search").
 * Indexes the pages, FAQ accordions, FAQ entries (content/entries/faq.ts, as the content store gives
 * them) and passages of the four locales (the directory and offers need the database and are left out
 * here; they add a few hundred short records per locale).
 */
import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { fillMessageFacts } from '../../lib/facts';
import { mergeMessages } from '../../lib/i18n/messages';
import { locales, type Locale } from '../../lib/i18n/locales';
import { buildIndex, searchIndex } from './engine';
import { bundledFaqGroups } from '../../tests/faq-groups';
import { faqEntryPassages, faqEntryRecords, faqRecords, pageRecords, passageRecords } from './records';
import { CONTENT_PAGES } from './server/content-pages.generated';

const QUERIES = [
  'mascotas',
  'aduana',
  'cafe',
  'equipaje de mano',
  'equipjae',
  'parqueadero',
  'taxi',
  'wifi',
  'migracion',
  'objetos perdidos',
  'silla de ruedas',
  'vacunacion',
  'pets',
  'customs',
  'lost property',
  'luggage storage',
  'animaux',
  'douane',
  'bagages',
  'animais',
  'alfandega',
  'bagagem',
  'sala vip',
  'cajero',
  'notaria',
  'oratorio',
  'fumar',
  'transmilenio',
  'how early',
  'sostenible agua',
  'residuos',
  'tasa aeroportuaria',
  'terminos',
  'mas',
  'equ',
  'p',
  'liquidos 100 ml',
  '¿Puedo viajar con mi perro?',
  'How much liquid can I take in my hand luggage?',
];

type Messages = Record<string, unknown>;
const readMessages = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages;
const loadMessages = async (locale: string) =>
  fillMessageFacts(mergeMessages(readMessages('es'), readMessages(locale)), locale as Locale);

const started = performance.now();
const indexes = await Promise.all(
  locales.map(async (locale) => {
    const input = { locale, messages: await loadMessages(locale), contentPages: CONTENT_PAGES };
    const faq = bundledFaqGroups(locale);
    const site = buildIndex([...pageRecords(input), ...faqRecords(input), ...faqEntryRecords(locale, 'FAQ', faq)]);
    const passages = buildIndex([...passageRecords(input), ...faqEntryPassages(locale, 'FAQ', faq)]);
    return { site, passages };
  }),
);
const buildMs = performance.now() - started;

const times: number[] = [];
for (let i = 0; i < 500; i++) {
  const query = QUERIES[i % QUERIES.length] as string;
  const { site, passages } = indexes[i % indexes.length]!;
  const t0 = performance.now();
  if (query.includes(' ') && query.length > 25) {
    searchIndex(passages, {
      query,
      requireAllWords: false,
      dropStopWords: true,
      ranking: 'relevance',
      hitsPerPage: 60,
    });
    searchIndex(site, { query, requireAllWords: false, dropStopWords: true, ranking: 'relevance', hitsPerPage: 20 });
  } else {
    searchIndex(site, { query, hitsPerPage: 5 });
  }
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(2);
const records = indexes.reduce((n, i) => n + i.site.records.length + i.passages.records.length, 0);
console.log(`search: ${records} records in 4 locales, built in ${buildMs.toFixed(0)} ms`);
console.log(
  `search: 500 queries  p50 ${at(50)} ms  p95 ${at(95)} ms  max ${times.at(-1)!.toFixed(2)} ms (target p95 < 20 ms)`,
);
