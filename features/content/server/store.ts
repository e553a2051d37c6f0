import 'server-only';
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db';
import { contentDocuments, contentEntries, contentPages, type EntryKind } from './db/schema';
import type { DocumentText } from '../entry-schemas';
import type { ContentBlock, PageHeaderFields, PageSeoFields } from '../schemas';
import { logger } from '@/lib/server/log';

const log = logger('content');

/*
 * Reads of the content store. es is the source: when a locale has no row, the Spanish row is
 * returned with `fallback: true` so the page can say so discreetly. A database failure is logged
 * and reads as "no content": pages keep their messages intro instead of failing.
 */

export interface StoredPage {
  path: string;
  /** The locale the text is in (es when falling back). */
  locale: Locale;
  fallback: boolean;
  draft: boolean;
  title: string;
  description: string;
  blocks: ContentBlock[];
  /** SPEC page-header properties ({} when the page sets none). */
  header: PageHeaderFields;
  /** SEO fields of this locale's row ({} when the page sets none). */
  seo: PageSeoFields;
  updatedAt: string;
}

export interface StoredEntry {
  kind: EntryKind;
  slug: string;
  locale: Locale;
  fallback: boolean;
  title: string;
  summary: string;
  bodyHtml: string;
  topic: string | null;
  publishedAt: string;
  startsAt: Date | null;
  endsAt: Date | null;
  place: string | null;
  illustration: string | null;
}

export interface StoredDocument {
  id: string;
  locale: Locale;
  fallback: boolean;
  publishedAt: string;
  text: DocumentText;
}

async function safely<T>(what: string, fallback: T, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    log.error({ err: error, what }, `${what} unavailable`);
    return fallback;
  }
}

function wantedLocales(locale: Locale): Locale[] {
  return locale === 'es' ? ['es'] : [locale, 'es'];
}

/** The page stored for a path, in the locale or else in Spanish; drafts only when asked (preview). */
export const getStoredPage = cache(
  async (path: string, locale: Locale, includeDrafts = false): Promise<StoredPage | null> =>
    safely(`page ${path}`, null, async () => {
      const rows = await getDb()
        .select()
        .from(contentPages)
        .where(
          and(
            eq(contentPages.path, path),
            inArray(contentPages.locale, wantedLocales(locale)),
            inArray(contentPages.status, includeDrafts ? ['draft', 'published'] : ['published']),
          ),
        );
      const rank = (row: (typeof rows)[number]) =>
        (includeDrafts && row.status === 'draft' ? 0 : 2) + (row.locale === locale ? 0 : 1);
      const row = rows.sort((a, b) => rank(a) - rank(b))[0];
      if (!row) return null;
      return {
        path: row.path,
        locale: row.locale as Locale,
        fallback: row.locale !== locale,
        draft: row.status === 'draft',
        title: row.title,
        description: row.description,
        blocks: row.blocks as ContentBlock[],
        header: row.header as PageHeaderFields,
        seo: row.seo as PageSeoFields,
        updatedAt: row.updatedAt,
      };
    }),
);

/** Paths of every published page, with the date of their facts and whether it asks not to be indexed (sitemap). */
export const listStoredPagePaths = cache(async (): Promise<{ path: string; updatedAt: string; noindex: boolean }[]> =>
  safely('page list', [], async () => {
    const rows = await getDb()
      .selectDistinct({ path: contentPages.path, updatedAt: contentPages.updatedAt, seo: contentPages.seo })
      .from(contentPages)
      .where(and(eq(contentPages.status, 'published'), eq(contentPages.locale, 'es')))
      .orderBy(asc(contentPages.path));
    return rows.map(({ path, updatedAt, seo }) => ({
      path,
      updatedAt,
      noindex: (seo as PageSeoFields).noindex === true,
    }));
  }),
);

/** A published page with the locales it has (es always: the source), for the search index. */
export interface PublishedPage {
  path: string;
  updatedAt: string;
  locales: Partial<Record<Locale, { title: string; description: string; blocks: ContentBlock[] }>>;
}

/**
 * Every published page with its text in each locale it has: what the site search and the assistant index, so a
 * page written to the store after the build is found as soon as the index is rebuilt. Throws when the store
 * cannot be read (the index then keeps the pages built into the server).
 */
export async function listPublishedPages(): Promise<PublishedPage[]> {
  const rows = await getDb()
    .select({
      path: contentPages.path,
      locale: contentPages.locale,
      title: contentPages.title,
      description: contentPages.description,
      blocks: contentPages.blocks,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .where(eq(contentPages.status, 'published'))
    .orderBy(asc(contentPages.path));
  const byPath = new Map<string, PublishedPage>();
  for (const row of rows) {
    const page = byPath.get(row.path) ?? { path: row.path, updatedAt: row.updatedAt, locales: {} };
    page.locales[row.locale as Locale] = {
      title: row.title,
      description: row.description,
      blocks: row.blocks as ContentBlock[],
    };
    byPath.set(row.path, page);
  }
  return [...byPath.values()].filter((page) => page.locales.es);
}

type EntryRow = typeof contentEntries.$inferSelect;

function toEntry(row: EntryRow, locale: Locale): StoredEntry {
  return {
    kind: row.kind,
    slug: row.slug,
    locale: row.locale as Locale,
    fallback: row.locale !== locale,
    title: row.title,
    summary: row.summary,
    bodyHtml: row.bodyHtml,
    topic: row.topic,
    publishedAt: row.publishedAt,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    place: row.place,
    illustration: row.illustration,
  };
}

/** One row per slug: the locale's own when present, else the Spanish one. */
function preferLocale(rows: EntryRow[], locale: Locale): StoredEntry[] {
  const bySlug = new Map<string, EntryRow>();
  for (const row of rows) {
    const current = bySlug.get(row.slug);
    if (!current || (current.locale !== locale && row.locale === locale)) bySlug.set(row.slug, row);
  }
  return [...bySlug.values()].map((row) => toEntry(row, locale));
}

export interface EntryQuery {
  kind: EntryKind;
  locale: Locale;
  /** Events: only those that have not ended by this instant. */
  endingAfter?: Date;
}

/** Entries of a kind: news and stories newest first, events soonest first, FAQ in file order. */
export const listEntries = cache(async ({ kind, locale, endingAfter }: EntryQuery): Promise<StoredEntry[]> =>
  safely(`${kind} entries`, [], async () => {
    const conditions = [eq(contentEntries.kind, kind), inArray(contentEntries.locale, wantedLocales(locale))];
    if (endingAfter) conditions.push(gte(contentEntries.endsAt, endingAfter));
    const order =
      kind === 'event'
        ? [asc(contentEntries.startsAt)]
        : kind === 'faq'
          ? [asc(contentEntries.publishedAt)]
          : [desc(contentEntries.publishedAt), asc(contentEntries.slug)];
    const rows = await getDb()
      .select()
      .from(contentEntries)
      .where(and(...conditions))
      .orderBy(...order);
    return preferLocale(rows, locale);
  }),
);

export const getEntry = cache(async (kind: EntryKind, slug: string, locale: Locale): Promise<StoredEntry | null> => {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null;
  return safely(`${kind} ${slug}`, null, async () => {
    const rows = await getDb()
      .select()
      .from(contentEntries)
      .where(
        and(
          eq(contentEntries.kind, kind),
          eq(contentEntries.slug, slug),
          inArray(contentEntries.locale, wantedLocales(locale)),
        ),
      );
    return preferLocale(rows, locale)[0] ?? null;
  });
});

type DocumentRow = typeof contentDocuments.$inferSelect;

function toDocument(row: DocumentRow, locale: Locale): StoredDocument {
  const texts = row.content as Partial<Record<Locale, DocumentText>>;
  const own = texts[locale];
  return {
    id: row.id,
    locale: own ? locale : 'es',
    fallback: !own,
    publishedAt: row.publishedAt,
    text: (own ?? texts.es) as DocumentText,
  };
}

export const listDocuments = cache(async (locale: Locale): Promise<StoredDocument[]> =>
  safely('documents', [], async () => {
    const rows = await getDb().select().from(contentDocuments).orderBy(desc(contentDocuments.publishedAt));
    return rows.map((row) => toDocument(row, locale));
  }),
);

/**
 * A known document by id, or null. The id is matched against the table's keys only (never used as
 * a path), so an unknown or hostile value (`../../etc/passwd`, a URL) is simply not found.
 */
export const getDocument = cache(async (id: string, locale: Locale): Promise<StoredDocument | null> => {
  if (!/^[a-z0-9-]{1,80}$/.test(id)) return null;
  return safely(`document ${id}`, null, async () => {
    const rows = await getDb().select().from(contentDocuments).where(eq(contentDocuments.id, id));
    return rows[0] ? toDocument(rows[0], locale) : null;
  });
});
