import 'server-only';
import { loadDirectory } from '@/features/establishments/server';
import { listOffers } from '@/features/offers/server';
import { createStaleCache, type StaleCache } from '@/lib/server/cache/stale-cache';
import { loadMessages } from '@/lib/i18n/messages';
import { locales, type Locale } from '@/lib/i18n/locales';
import { buildIndex, type SearchIndex } from '../engine';
import {
  establishmentRecords,
  faqRecords,
  messageAt,
  offerRecords,
  pageRecords,
  passageRecords,
  type DirectoryRecordEntry,
  type OfferRecordEntry,
} from '../records';
import type { SearchRecord } from '../schemas';
import { CONTENT_PAGES } from './content-pages.generated';

/*
 * The per-locale indexes, built on first use and rebuilt every 5 minutes (new establishments and
 * content appear without a restart). When the directory cannot be read, the pages and FAQ are still
 * searchable: the index never fails because one source does.
 */

const REBUILD_MS = 5 * 60_000;

export interface LocaleIndexes {
  /** Pages, FAQ entries and establishments: the search box. */
  site: SearchIndex;
  /** Block-level passages and FAQ answers: the assistant's retrieval. */
  passages: SearchIndex;
}

async function directoryEntries(): Promise<readonly DirectoryRecordEntry[]> {
  try {
    return await loadDirectory();
  } catch (error) {
    console.warn('[search] directory unavailable; indexing pages only:', (error as Error).message);
    return [];
  }
}

async function validOffers(locale: Locale): Promise<readonly OfferRecordEntry[]> {
  try {
    return (await listOffers({ page: 1, pageSize: 100, locale, featured: undefined })).items;
  } catch (error) {
    console.warn('[search] offers unavailable; indexing without them:', (error as Error).message);
    return [];
  }
}

export async function buildRecords(locale: Locale): Promise<{ site: SearchRecord[]; passages: SearchRecord[] }> {
  const [messages, directory, offers] = await Promise.all([
    loadMessages(locale),
    directoryEntries(),
    validOffers(locale),
  ]);
  const input = { locale, messages, contentPages: CONTENT_PAGES };
  const offersSection = messageAt(messages, 'pages.ofertas.title') ?? 'Ofertas';
  return {
    site: [
      ...pageRecords(input),
      ...faqRecords(input),
      ...establishmentRecords(locale, directory),
      ...offerRecords(locale, offersSection, offers),
    ],
    passages: passageRecords(input),
  };
}

async function buildLocaleIndexes(locale: Locale): Promise<LocaleIndexes> {
  const records = await buildRecords(locale);
  return { site: buildIndex(records.site), passages: buildIndex(records.passages) };
}

const caches = new Map<Locale, StaleCache<LocaleIndexes>>(
  locales.map((locale) => [
    locale,
    createStaleCache({ name: `search-${locale}`, load: () => buildLocaleIndexes(locale), ttlMs: REBUILD_MS }),
  ]),
);

export function localeIndexes(locale: Locale): Promise<LocaleIndexes> {
  return (caches.get(locale) as StaleCache<LocaleIndexes>).get();
}

/** Drops the built indexes (after a content change); the next query rebuilds them. */
export function invalidateSearchIndexes(): void {
  for (const cache of caches.values()) cache.invalidate();
}
