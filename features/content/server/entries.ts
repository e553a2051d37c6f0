import 'server-only';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/metadata';
import { now } from '@/lib/clock';
import { config } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { FAQ_TOPICS, type FaqTopic } from '../entry-schemas';
import { fillFacts } from '../fill-facts';
import { localizeHtml } from '../render-blocks';
import { richTextToPlain } from '../sanitize';
import { getDocument, getEntry, listDocuments, listEntries, type StoredDocument, type StoredEntry } from './store';

/** An entry ready to render in one locale: facts filled, links localised. */
export interface EntryView extends StoredEntry {
  /** Plain text of the body (JSON-LD). */
  bodyText: string;
}

function viewOf(entry: StoredEntry, locale: Locale): EntryView {
  const bodyHtml = localizeHtml(entry.bodyHtml, locale);
  return {
    ...entry,
    title: fillFacts(entry.title, locale),
    summary: fillFacts(entry.summary, locale),
    place: entry.place ? fillFacts(entry.place, locale) : null,
    bodyHtml,
    bodyText: richTextToPlain(bodyHtml),
  };
}

export async function listNews(locale: Locale, limit?: number): Promise<EntryView[]> {
  const entries = await listEntries({ kind: 'news', locale });
  return entries.slice(0, limit).map((e) => viewOf(e, locale));
}

export async function listStories(locale: Locale): Promise<EntryView[]> {
  return (await listEntries({ kind: 'story', locale })).map((e) => viewOf(e, locale));
}

/** Events that have not ended yet, soonest first. */
export async function listUpcomingEvents(locale: Locale, limit?: number): Promise<EntryView[]> {
  const entries = await listEntries({ kind: 'event', locale, endingAfter: now() });
  return entries.slice(0, limit).map((e) => viewOf(e, locale));
}

/** News grouped by year of publication, newest year first (the archive). */
export async function newsByYear(locale: Locale): Promise<{ year: string; entries: EntryView[] }[]> {
  const years = new Map<string, EntryView[]>();
  for (const entry of await listNews(locale)) {
    const year = entry.publishedAt.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), entry]);
  }
  return [...years.entries()].map(([year, entries]) => ({ year, entries }));
}

export async function getArticle(kind: 'news' | 'story', slug: string, locale: Locale): Promise<EntryView | null> {
  const entry = await getEntry(kind, slug, locale);
  return entry ? viewOf(entry, locale) : null;
}

export interface FaqGroup {
  topic: FaqTopic;
  items: { slug: string; question: string; answerHtml: string; answerText: string; fallback: boolean }[];
}

/** FAQ entries grouped by topic, topics in their fixed order. */
export async function getFaqGroups(locale: Locale): Promise<FaqGroup[]> {
  const entries = (await listEntries({ kind: 'faq', locale })).map((e) => viewOf(e, locale));
  return FAQ_TOPICS.map((topic) => ({
    topic,
    items: entries
      .filter((e) => e.topic === topic)
      .map((e) => ({
        slug: e.slug,
        question: e.title,
        answerHtml: e.bodyHtml,
        answerText: e.bodyText,
        fallback: e.fallback,
      })),
  })).filter((group) => group.items.length > 0);
}

export interface DocumentView extends StoredDocument {
  title: string;
  summary: string;
  /** The PDF itself. */
  fileUrl: string;
}

function documentView(document: StoredDocument, locale: Locale): DocumentView {
  const apiBase = config().NEXT_PUBLIC_API_BASE_URL;
  return {
    ...document,
    title: fillFacts(document.text.title, locale),
    summary: fillFacts(document.text.summary, locale),
    fileUrl: `${apiBase}/v2/documents/${document.id}?lang=${locale}`,
  };
}

export async function listDocumentViews(locale: Locale): Promise<DocumentView[]> {
  return (await listDocuments(locale)).map((d) => documentView(d, locale));
}

/** A known document, or null for anything else (the page answers 404). */
export async function getDocumentView(id: string | undefined, locale: Locale): Promise<DocumentView | null> {
  if (!id) return null;
  const document = await getDocument(id, locale);
  return document ? documentView(document, locale) : null;
}

/** Title, description and hreflang of a news article or story (null when unknown). */
export async function articleMetadata(kind: 'news' | 'story', basePath: string, slug: string, locale: Locale) {
  const entry = await getArticle(kind, slug, locale);
  if (!entry) return null;
  const [common, pages] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'pages' }),
  ]);
  const section = pages(kind === 'news' ? 'informa.noticia.title' : 'historias.historia.title');
  const metadata = pageMetadata({
    locale,
    path: `${basePath}/${slug}`,
    title: `${entry.title} · ${section}`,
    description: entry.summary,
    siteName: common('siteName'),
  });
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, type: 'article' as const, publishedTime: entry.publishedAt },
  };
}
