import 'server-only';
import { getFaqGroups, listPublishedPages } from '@/features/content/server';
import type { ContentPageInput } from '@/features/content/schemas';
import { loadDirectory } from '@/features/establishments/server';
import { listOffers } from '@/features/offers/server';
import { createStaleCache, type StaleCache } from '@/lib/server/cache/stale-cache';
import { loadMessages } from '@/lib/i18n/messages';
import { locales, type Locale } from '@/lib/i18n/locales';
import { buildIndex, type SearchIndex } from '../engine';
import {
  establishmentRecords,
  faqEntryPassages,
  faqEntryRecords,
  faqRecords,
  messageAt,
  offerRecords,
  pageRecords,
  passageRecords,
  type DirectoryRecordEntry,
  type FaqEntryGroup,
  type OfferRecordEntry,
} from '../records';
import type { SearchRecord } from '../schemas';
import { CONTENT_PAGES } from './content-pages.generated';
import { logger } from '@/lib/server/log';

const log = logger('search');

/*
 * The per-locale indexes, warmed at start-up (instrumentation.ts), rebuilt after a content change
 * (invalidateSearchIndexes: content seed, POST /api/v2/content/revalidate) and every 5 minutes (new
 * establishments and offers appear without a restart). When the directory, the offers or the FAQ
 * store cannot be read, the rest stays searchable: the index never fails because one source does.
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
    log.warn({ err: error }, 'directory unavailable; indexing pages only');
    return [];
  }
}

async function validOffers(locale: Locale): Promise<readonly OfferRecordEntry[]> {
  try {
    return (await listOffers({ page: 1, pageSize: 100, locale, featured: undefined })).items;
  } catch (error) {
    log.warn({ err: error }, 'offers unavailable; indexing without them');
    return [];
  }
}

async function faqEntries(locale: Locale): Promise<readonly FaqEntryGroup[]> {
  try {
    return await getFaqGroups(locale);
  } catch (error) {
    log.warn({ err: error }, 'FAQ store unavailable; indexing without its entries');
    return [];
  }
}

/**
 * The content pages to index: those of the store (published, as they are now: a page written after the build is
 * included) over the build-time manifest, which stands in for a page the store lacks or when it cannot be read.
 */
export async function indexedContentPages(): Promise<readonly ContentPageInput[]> {
  const byPath = new Map<string, ContentPageInput>(CONTENT_PAGES.map((page) => [page.path, page]));
  try {
    for (const page of await listPublishedPages()) {
      const es = page.locales.es!;
      const localized = Object.fromEntries(locales.map((l) => [l, page.locales[l] ?? es]));
      byPath.set(page.path, {
        path: page.path,
        updatedAt: page.updatedAt,
        locales: localized as ContentPageInput['locales'],
      });
    }
  } catch (error) {
    log.warn({ err: error }, 'content store unavailable; indexing the built-in pages');
  }
  return [...byPath.values()];
}

export async function buildRecords(locale: Locale): Promise<{ site: SearchRecord[]; passages: SearchRecord[] }> {
  const [messages, directory, offers, faq, contentPages] = await Promise.all([
    loadMessages(locale),
    directoryEntries(),
    validOffers(locale),
    faqEntries(locale),
    indexedContentPages(),
  ]);
  const input = { locale, messages, contentPages };
  const offersSection = messageAt(messages, 'pages.ofertas.title') ?? 'Ofertas';
  const faqSection = messageAt(messages, 'pages.faq.title') ?? 'FAQ';
  const topicLabel = (topic: string) => messageAt(messages, `content.faq.topics.${topic}`);
  return {
    site: [
      ...pageRecords(input),
      ...faqRecords(input),
      ...faqEntryRecords(locale, faqSection, faq, topicLabel),
      ...establishmentRecords(locale, directory),
      ...offerRecords(locale, offersSection, offers),
    ],
    passages: [...passageRecords(input), ...faqEntryPassages(locale, faqSection, faq)],
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

/** Drops the built indexes (after a content change); the next query, or a warm-up, rebuilds them. */
export function invalidateSearchIndexes(): void {
  for (const cache of caches.values()) cache.invalidate();
}

/**
 * Builds every language's index ahead of the first search (start-up, after a content change), one
 * language after the other so it never takes both cores. Never throws: a failure is logged and the
 * next query tries again.
 */
export async function warmSearchIndexes(): Promise<{ locale: Locale; ms: number; ok: boolean }[]> {
  const report: { locale: Locale; ms: number; ok: boolean }[] = [];
  for (const locale of locales) {
    const started = performance.now();
    const ok = await localeIndexes(locale).then(
      () => true,
      (error: unknown) => {
        log.warn({ err: error, locale }, `warm-up of ${locale} failed`);
        return false;
      },
    );
    report.push({ locale, ms: Math.round(performance.now() - started), ok });
  }
  return report;
}
