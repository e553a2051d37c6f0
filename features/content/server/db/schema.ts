import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sqlList } from '@/lib/server/db/sql-list';

/**
 * The content store: CMS-style pages per locale, dated entries (news, stories, events, FAQ)
 * and the airport's PDF documents. Written by the content seed from the versioned files under
 * content/ (features/content/seed.ts); `hash` lets a re-run skip rows that did not change.
 */

export const CONTENT_LOCALES = ['es', 'en', 'fr', 'pt'] as const;
export const CONTENT_STATUSES = ['published', 'draft'] as const;
/** Where a page came from: a content file (the seed keeps the store equal to the files) or an operator's PUT. */
export const CONTENT_SOURCES = ['file', 'operator'] as const;
export type ContentSource = (typeof CONTENT_SOURCES)[number];
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const ENTRY_KINDS = ['news', 'story', 'event', 'faq'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** One row per page, locale and status (a draft is seen only through the preview route). */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    /** Route path in Spanish slugs without locale, e.g. `/servicios/mascotas`. */
    path: text('path').notNull(),
    locale: text('locale').notNull(),
    status: text('status').$type<ContentStatus>().notNull().default('published'),
    /** First path segment (`servicios`, `comunicados`…), for listings and the sitemap. */
    section: text('section').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** SPEC page header: image, mobile image, positions, shadow, height (all optional). */
    header: jsonb('header').$type<Record<string, unknown>>().notNull().default({}),
    /** Typed blocks (features/content/schemas.ts), rich text already sanitised. */
    blocks: jsonb('blocks').$type<unknown[]>().notNull(),
    /** SEO overrides: title, description, noIndex. */
    seo: jsonb('seo').$type<Record<string, unknown>>().notNull().default({}),
    /** Date the facts were last checked, from the content file. */
    updatedAt: date('updated_at').notNull(),
    hash: text('hash').notNull(),
    /** A file's page is removed when its file goes; an operator's page stays until the operator removes it. */
    source: text('source').$type<ContentSource>().notNull().default('file'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_pages_path_locale_status_idx').on(t.path, t.locale, t.status),
    check('content_pages_source_check', sql`${t.source} in (${sqlList(CONTENT_SOURCES)})`),
    check('content_pages_locale_check', sql`${t.locale} in (${sqlList(CONTENT_LOCALES)})`),
    check('content_pages_status_check', sql`${t.status} in (${sqlList(CONTENT_STATUSES)})`),
  ],
);

/** News, stories, events and FAQ entries, one row per entry and locale. */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<EntryKind>().notNull(),
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Sanitised rich text (the same HTML subset as pages). */
    bodyHtml: text('body_html').notNull(),
    /** FAQ topic key, or the news category. */
    topic: text('topic'),
    /** News and stories: publication date; FAQ: ordering. */
    publishedAt: date('published_at').notNull(),
    /** Events: start and end (local Bogota time) and the place in the airport. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    place: text('place'),
    illustration: text('illustration'),
    hash: text('hash').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_entries_kind_slug_locale_idx').on(t.kind, t.slug, t.locale),
    index('content_entries_kind_published_idx').on(t.kind, t.publishedAt),
    check('content_entries_kind_check', sql`${t.kind} in (${sqlList(ENTRY_KINDS)})`),
    check('content_entries_locale_check', sql`${t.locale} in (${sqlList(CONTENT_LOCALES)})`),
  ],
);

/** The airport's documents served as PDF by id (never by path): /pdfViewer?file=<id>. */
export const contentDocuments = pgTable('content_documents', {
  /** Slug id, e.g. `tarifas-parqueaderos`. */
  id: text('id').primaryKey(),
  /** Title and body per locale: `{ es: { title, sections: [{ heading, paragraphs }] }, … }`. */
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  publishedAt: date('published_at').notNull(),
  hash: text('hash').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});
