import type { Locale } from '@/lib/i18n/locales';
import type { SearchRecord } from './schemas';

/*
 * `npm run search:push` (scripts/search-push.mts): the records of each language's index, and Algolia
 * settings that match the embedded engine's behaviour (same searchable attributes and order, typo
 * tolerance, plurals and stop words of that language, 5 hits, the site's highlight fields).
 */

/** The slice of algoliasearch v5's client the push uses (the admin client, server side only). */
export interface AlgoliaAdminClient {
  setSettings(request: { indexName: string; indexSettings: Record<string, unknown> }): Promise<unknown>;
  replaceAllObjects(request: {
    indexName: string;
    objects: Record<string, unknown>[];
    batchSize?: number;
  }): Promise<unknown>;
}

export function indexSettingsFor(locale: Locale): Record<string, unknown> {
  return {
    searchableAttributes: ['name', 'keywords', 'section', 'unordered(text)'],
    attributesForFaceting: ['filterOnly(kind)', 'filterOnly(section)', 'filterOnly(locale)'],
    attributesToHighlight: ['name', 'section', 'text'],
    attributesToSnippet: ['text:30'],
    hitsPerPage: 5,
    typoTolerance: true,
    minWordSizefor1Typo: 5,
    ignorePlurals: [locale],
    removeStopWords: [locale],
    queryLanguages: [locale],
    indexLanguages: [locale],
    // Accents are ignored by Algolia by default ('aduana' finds 'Aduanas', 'cafe' finds 'Café').
    customRanking: ['asc(kindRank)'],
  };
}

const KIND_RANK: Record<string, number> = { page: 0, faq: 1, offer: 2, establishment: 3 };

/** Replaces every language's index with its records (atomically, per index) and applies its settings. */
export async function pushIndexes(
  client: AlgoliaAdminClient,
  prefix: string,
  recordsByLocale: Partial<Record<Locale, SearchRecord[]>>,
): Promise<{ indexName: string; records: number }[]> {
  const pushed: { indexName: string; records: number }[] = [];
  for (const [locale, records] of Object.entries(recordsByLocale) as [Locale, SearchRecord[]][]) {
    const indexName = `${prefix}${locale}`;
    const objects = records.map((record) => ({ ...record, kindRank: KIND_RANK[record.kind] ?? 9 }));
    await client.replaceAllObjects({ indexName, objects, batchSize: 1000 });
    await client.setSettings({ indexName, indexSettings: indexSettingsFor(locale) });
    pushed.push({ indexName, records: objects.length });
  }
  return pushed;
}
