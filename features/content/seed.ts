import { createHash } from 'node:crypto';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { purgePageCache } from '@/lib/page-cache';
import { locales, localizePath, type Locale } from '@/lib/i18n/locales';
import { BRAND } from '@/lib/routes';
import type { Database } from '@/lib/server/db/client';
import { contentDocuments, contentEntries, contentPages, type EntryKind } from './server/db/schema';
import type { RawContentFile, RawContentFiles } from './content-files';
import {
  documentSchema,
  eventEntrySchema,
  faqEntrySchema,
  newsEntrySchema,
  storyEntrySchema,
  type ContentDocument,
  type EventEntry,
  type FaqEntry,
  type NewsEntry,
} from './entry-schemas';
import { sanitizeBlocks } from './sanitize-blocks';
import { sanitizeRichText } from './sanitize';
import { contentPageSchema, type ContentPage, type PublishPageInput } from './schemas';

/*
 * The content seed: writes the versioned content files into the store. Idempotent: rows are keyed
 * (page: path + locale + status; entry: kind + slug + locale; document: id) and a row is rewritten
 * only when its hash changed, so a re-run updates and never duplicates. Pages or entries removed
 * from the files are removed from the store. The page cache is purged for every path that changed,
 * in all four locales, so the change shows without a rebuild.
 */

export interface ContentEntriesInput {
  news: unknown[];
  stories: unknown[];
  events: unknown[];
  faq: unknown[];
  documents: unknown[];
}

export interface ContentSeedInput {
  files: RawContentFiles;
  entries: ContentEntriesInput;
}

export interface ContentSeedReport {
  pages: number;
  drafts: number;
  entries: number;
  documents: number;
  /** Rows inserted, updated or deleted by this run. */
  changed: number;
  /** Site paths whose cached pages were purged. */
  purgedPaths: string[];
  /** Files or entries refused by their schema (named, with the reason); the rest is still written. */
  problems: string[];
}

type Executor = Pick<Database, 'insert' | 'delete' | 'select'>;

function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);
}

function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.map(String).join('.')}: ${i.message}`)
    .join('; ');
}

export function parsePageFiles(files: RawContentFile[], problems: string[]): ContentPage[] {
  const pages: ContentPage[] = [];
  for (const { file, value } of files) {
    const parsed = contentPageSchema.safeParse(value);
    if (parsed.success) pages.push(parsed.data);
    else problems.push(`content file ${file}: ${issuesOf(parsed.error)}`);
  }
  return pages;
}

function parseList<T>(
  label: string,
  values: unknown[],
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  problems: string[],
): T[] {
  const out: T[] = [];
  values.forEach((value, index) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) out.push(parsed.data);
    else problems.push(`${label}[${index}]: ${issuesOf(parsed.error)}`);
  });
  return out;
}

type PageRow = typeof contentPages.$inferInsert;

/** One row per locale the page has (a content file has all four; a page published through the API may have only es). */
export function pageRows(page: ContentPage | PublishPageInput, status: 'published' | 'draft'): PageRow[] {
  const section = page.path.split('/').filter(Boolean)[0] ?? '';
  return locales.flatMap((locale) => {
    const localized = page.locales[locale];
    if (!localized) return [];
    const row = {
      path: page.path,
      locale,
      status,
      section,
      title: localized.title,
      description: localized.description,
      header: page.header ?? {},
      blocks: sanitizeBlocks(localized.blocks),
      seo: { ...page.seo, ...localized.seo },
      updatedAt: page.updatedAt,
    };
    return [{ ...row, hash: hashOf(row) }];
  });
}

export async function upsertPages(db: Executor, rows: PageRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const written = await db
    .insert(contentPages)
    .values(rows)
    .onConflictDoUpdate({
      target: [contentPages.path, contentPages.locale, contentPages.status],
      set: {
        section: sql`excluded.section`,
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        header: sql`excluded.header`,
        blocks: sql`excluded.blocks`,
        seo: sql`excluded.seo`,
        updatedAt: sql`excluded.updated_at`,
        hash: sql`excluded.hash`,
        source: sql`excluded.source`,
        savedAt: sql`now()`,
      },
      setWhere: sql`${contentPages.hash} is distinct from excluded.hash or ${contentPages.source} is distinct from excluded.source`,
    })
    .returning({ path: contentPages.path });
  return written.map((r) => r.path);
}

async function removeMissingPages(db: Executor, status: 'published' | 'draft', keep: string[]): Promise<string[]> {
  const removed = await db
    .delete(contentPages)
    // Only the files' pages: an operator's page (PUT /api/v2/content/pages) has no file and stays.
    .where(
      and(
        eq(contentPages.status, status),
        eq(contentPages.source, 'file'),
        keep.length ? notInArray(contentPages.path, keep) : undefined,
      ),
    )
    .returning({ path: contentPages.path });
  return removed.map((r) => r.path);
}

type EntryRow = typeof contentEntries.$inferInsert;

function articleRows(kind: EntryKind, entry: NewsEntry): EntryRow[] {
  return locales.map((locale) => {
    const text = entry.locales[locale];
    const row = {
      kind,
      slug: entry.slug,
      locale,
      title: text.title,
      summary: text.summary,
      bodyHtml: sanitizeRichText(text.bodyHtml),
      topic: null,
      publishedAt: entry.publishedAt,
      startsAt: null,
      endsAt: null,
      place: null,
      illustration: entry.illustration ?? null,
    };
    return { ...row, hash: hashOf(row) };
  });
}

function eventRows(entry: EventEntry): EntryRow[] {
  return locales.map((locale) => {
    const text = entry.locales[locale];
    const row = {
      kind: 'event' as const,
      slug: entry.slug,
      locale,
      title: text.title,
      summary: text.summary,
      bodyHtml: sanitizeRichText(text.bodyHtml),
      topic: null,
      publishedAt: entry.startsAt.slice(0, 10),
      startsAt: new Date(entry.startsAt),
      endsAt: new Date(entry.endsAt),
      place: text.place,
      illustration: entry.illustration ?? null,
    };
    return { ...row, hash: hashOf(row) };
  });
}

function faqRows(entry: FaqEntry, order: number): EntryRow[] {
  // The FAQ keeps the order of its file: publishedAt is a stable ordering key.
  const orderDate = new Date(Date.UTC(2000, 0, 1 + order)).toISOString().slice(0, 10);
  return locales.map((locale) => {
    const text = entry.locales[locale];
    const row = {
      kind: 'faq' as const,
      slug: entry.slug,
      locale,
      title: text.question,
      summary: text.question,
      bodyHtml: sanitizeRichText(text.answerHtml),
      topic: entry.topic,
      publishedAt: orderDate,
      startsAt: null,
      endsAt: null,
      place: null,
      illustration: null,
    };
    return { ...row, hash: hashOf(row) };
  });
}

async function upsertEntries(db: Executor, rows: EntryRow[]): Promise<EntryRow[]> {
  if (rows.length === 0) return [];
  const written = await db
    .insert(contentEntries)
    .values(rows)
    .onConflictDoUpdate({
      target: [contentEntries.kind, contentEntries.slug, contentEntries.locale],
      set: Object.fromEntries(
        [
          'title',
          'summary',
          'body_html',
          'topic',
          'published_at',
          'starts_at',
          'ends_at',
          'place',
          'illustration',
          'hash',
        ].map((column) => [
          column.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()),
          sql.raw(`excluded."${column}"`),
        ]),
      ),
      setWhere: sql`${contentEntries.hash} is distinct from excluded.hash`,
    })
    .returning({ kind: contentEntries.kind, slug: contentEntries.slug });
  return written as EntryRow[];
}

async function removeMissingEntries(db: Executor, keep: EntryRow[]): Promise<number> {
  const keys = new Set(keep.map((r) => `${r.kind}/${r.slug}/${r.locale}`));
  const existing = await db
    .select({
      id: contentEntries.id,
      kind: contentEntries.kind,
      slug: contentEntries.slug,
      locale: contentEntries.locale,
    })
    .from(contentEntries);
  const stale = existing.filter((r) => !keys.has(`${r.kind}/${r.slug}/${r.locale}`)).map((r) => r.id);
  if (stale.length === 0) return 0;
  await db.delete(contentEntries).where(sql`${contentEntries.id} in (${sql.join(stale, sql`, `)})`);
  return stale.length;
}

function documentRow(document: ContentDocument): typeof contentDocuments.$inferInsert {
  const row = { id: document.id, content: document.locales, publishedAt: document.publishedAt };
  return { ...row, hash: hashOf(row) };
}

async function upsertDocuments(db: Executor, documents: ContentDocument[]): Promise<number> {
  if (documents.length === 0) return 0;
  const written = await db
    .insert(contentDocuments)
    .values(documents.map(documentRow))
    .onConflictDoUpdate({
      target: contentDocuments.id,
      set: {
        content: sql`excluded.content`,
        publishedAt: sql`excluded.published_at`,
        hash: sql`excluded.hash`,
        savedAt: sql`now()`,
      },
      setWhere: sql`${contentDocuments.hash} is distinct from excluded.hash`,
    })
    .returning({ id: contentDocuments.id });
  const kept = documents.map((d) => d.id);
  const removed = await db
    .delete(contentDocuments)
    .where(notInArray(contentDocuments.id, kept))
    .returning({ id: contentDocuments.id });
  return written.length + removed.length;
}

/** Listing pages that show entries of a kind (purged when one of those entries changes). */
const PAGES_OF_KIND: Record<EntryKind, string[]> = {
  news: ['/', `/${BRAND}-informa`],
  story: ['/', `/historiasde${BRAND}`],
  event: ['/', `/${BRAND}-informa`],
  faq: ['/faq'],
};

function entryPaths(kind: EntryKind, slug: string): string[] {
  if (kind === 'news') return [...PAGES_OF_KIND.news, `/${BRAND}-informa/${slug}`];
  if (kind === 'story') return [...PAGES_OF_KIND.story, `/historiasde${BRAND}/${slug}`];
  return PAGES_OF_KIND[kind];
}

/** Page-cache prefixes of a site path in the four locales (es unprefixed, /en, /fr, /pt). */
export function cacheKeysOf(path: string): string[] {
  return locales.map((locale: Locale) => localizePath(path, locale));
}

export async function seedContent(
  db: Database,
  input: ContentSeedInput,
  purge: (prefixes?: readonly string[]) => number = purgePageCache,
): Promise<ContentSeedReport> {
  const problems: string[] = [];
  const pages = parsePageFiles(input.files.pages, problems);
  const drafts = parsePageFiles(input.files.drafts, problems);
  const news = parseList('news', input.entries.news, newsEntrySchema, problems);
  const stories = parseList('stories', input.entries.stories, storyEntrySchema, problems);
  const events = parseList('events', input.entries.events, eventEntrySchema, problems);
  const faq = parseList('faq', input.entries.faq, faqEntrySchema, problems);
  const documents = parseList('documents', input.entries.documents, documentSchema, problems);

  const entryRows = [
    ...news.flatMap((e) => articleRows('news', e)),
    ...stories.flatMap((e) => articleRows('story', e)),
    ...events.flatMap(eventRows),
    ...faq.flatMap((e, i) => faqRows(e, i)),
  ];

  const result = await db.transaction(async (tx) => {
    const changedPages = [
      ...(await upsertPages(
        tx,
        pages.flatMap((p) => pageRows(p, 'published')),
      )),
      ...(await removeMissingPages(
        tx,
        'published',
        pages.map((p) => p.path),
      )),
    ];
    const changedDrafts = [
      ...(await upsertPages(
        tx,
        drafts.flatMap((p) => pageRows(p, 'draft')),
      )),
      ...(await removeMissingPages(
        tx,
        'draft',
        drafts.map((p) => p.path),
      )),
    ];
    const changedEntries = await upsertEntries(tx, entryRows);
    const removedEntries = await removeMissingEntries(tx, entryRows);
    const changedDocuments = await upsertDocuments(tx, documents);
    return { changedPages, changedDrafts, changedEntries, removedEntries, changedDocuments };
  });

  const paths = new Set(result.changedPages);
  for (const row of result.changedEntries) for (const p of entryPaths(row.kind, row.slug)) paths.add(p);
  if (result.removedEntries) ['/', `/${BRAND}-informa`, `/historiasde${BRAND}`, '/faq'].forEach((p) => paths.add(p));
  if (result.changedDocuments) ['/pdf', '/pdfViewer'].forEach((p) => paths.add(p));
  const purgedPaths = [...paths].sort();
  if (paths.has('/')) purge();
  else if (purgedPaths.length) purge(purgedPaths.flatMap(cacheKeysOf));

  return {
    pages: pages.length,
    drafts: drafts.length,
    entries: entryRows.length,
    documents: documents.length,
    changed:
      result.changedPages.length +
      result.changedDrafts.length +
      result.changedEntries.length +
      result.removedEntries +
      result.changedDocuments,
    purgedPaths,
    problems,
  };
}
