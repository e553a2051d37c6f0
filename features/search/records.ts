import type { ContentBlock, ContentPageInput, LocalizedPage } from '@/features/content/schemas';
import { localePrefix, type Locale } from '@/lib/i18n/locales';
import { matchStoredPage, ROUTES, type RouteDef } from '@/lib/routes';
import type { SearchRecord } from './schemas';

/*
 * Records of the per-locale index, built from what the other features already hold: the route
 * registry with its `pages.*` texts, the content pages (title, description, plain text of the blocks,
 * FAQ items as their own records) and the directory. Pure functions: the server module feeds them.
 */

type Messages = Record<string, unknown>;

/** A nested message by dotted key, or undefined. */
export function messageAt(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * Plain text of rich text: tags dropped, entities decoded. Sentences holding a fact placeholder
 * ({{cartDepositCop}}) are left out rather than quoted half-empty (the page itself renders them).
 */
export function plainText(html: string): string {
  const text = html
    .replace(/<(br|\/p|\/li|\/h3|\/h4)\s*\/?>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text.includes('{{')) return text;
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !sentence.includes('{{'))
    .join(' ');
}

/** Title and plain text of one content block. */
export function blockText(block: ContentBlock): { title?: string; text: string } {
  switch (block.type) {
    case 'richText':
      return { text: plainText(block.html) };
    case 'callout':
      return { title: block.title, text: plainText(block.html) };
    case 'accordion':
      return { title: block.title, text: block.items.map((i) => `${i.question} ${plainText(i.answerHtml)}`).join(' ') };
    case 'cards':
      return { title: block.title, text: block.items.map((i) => `${i.title}: ${i.text}`).join(' ') };
    case 'table':
      return {
        title: block.caption,
        text: [block.columns.join(', '), ...block.rows.map((r) => r.join(', '))].join('. '),
      };
    case 'steps':
      return { title: block.title, text: block.items.map((i) => `${i.title}. ${i.text}`).join(' ') };
    case 'contact':
      return {
        title: block.title,
        text: [block.phone, block.email, block.whatsapp, block.address, block.hours].filter(Boolean).join(' · '),
      };
    case 'downloads':
      return { title: block.title, text: block.items.map((i) => i.label).join(', ') };
    case 'image':
      return { title: block.caption, text: block.alt };
  }
}

export function localizedContent(page: ContentPageInput, locale: Locale): LocalizedPage {
  return (page.locales[locale] ?? page.locales.es) as LocalizedPage;
}

export function localeUrl(locale: Locale, path: string): string {
  return `${localePrefix(locale)}${path === '/' && locale !== 'es' ? '' : path}`;
}

function slugWords(path: string): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .flatMap((s) => s.split('-'))
    .filter((w) => w.length > 2);
}

/** A route's path without its trailing optional parameters (`/vuelos/detalle/[number]` → `/vuelos/detalle`). */
function landingPath(route: RouteDef): string {
  return route.path.replace(/(\/\[[^\]]+\])+$/, '');
}

/** Routes a passenger can land on: listed, without required parameters, not the 404 page. */
export function searchableRoutes(): RouteDef[] {
  return ROUTES.filter(
    (r) => !r.hidden && !r.status404 && !(r.params ?? []).some((p) => !p.optional) && !landingPath(r).includes('['),
  );
}

export interface RecordInput {
  locale: Locale;
  messages: Messages;
  contentPages: readonly ContentPageInput[];
}

/** One record per route: the content page's texts where there is one, else the route's `pages.*` texts. */
export function pageRecords({ locale, messages, contentPages }: RecordInput): SearchRecord[] {
  const byPath = new Map(contentPages.map((p) => [p.path, p]));
  // Generic pages of the content store that no registered route names (lib/routes.ts matchStoredPage).
  const storedRoutes = contentPages.flatMap((p) => matchStoredPage(p.path)?.route ?? []);
  return [...searchableRoutes(), ...storedRoutes].map((route) => {
    const content = byPath.get(route.path);
    const localized = content ? localizedContent(content, locale) : undefined;
    const title = localized?.title ?? messageAt(messages, `pages.${route.key}.title`) ?? route.path;
    const description = localized?.description ?? messageAt(messages, `pages.${route.key}.description`) ?? '';
    const intro = route.storedPage ? '' : (messageAt(messages, `pages.${route.key}.intro`) ?? '');
    const blocks = localized?.blocks.map((b) => {
      const { title: blockTitle, text } = blockText(b);
      return blockTitle ? `${blockTitle}. ${text}` : text;
    });
    return {
      objectID: `page:${route.path}`,
      kind: 'page' as const,
      name: title,
      routeUrl: localeUrl(locale, landingPath(route)),
      section: messageAt(messages, `sections.${route.section}`) ?? route.section,
      locale,
      text: [description, intro, ...(blocks ?? [])].filter(Boolean).join(' '),
      keywords: slugWords(route.path),
    };
  });
}

/** One record per question of the FAQ accordions of the content pages. */
export function faqRecords({ locale, contentPages }: Omit<RecordInput, 'messages'>): SearchRecord[] {
  return contentPages.flatMap((page) => {
    const localized = localizedContent(page, locale);
    return localized.blocks.flatMap((block, b) =>
      block.type === 'accordion' && block.faq
        ? block.items.map((item, i) => ({
            objectID: `faq:${page.path}:${b}.${i}`,
            kind: 'faq' as const,
            name: item.question,
            routeUrl: localeUrl(locale, page.path),
            section: localized.title,
            locale,
            text: plainText(item.answerHtml),
            keywords: [],
          }))
        : [],
    );
  });
}

/** A question of the FAQ store (features/content getFaqGroups, narrowed): what /faq shows, facts filled in. */
export interface FaqEntryRecordEntry {
  slug: string;
  question: string;
  answerHtml: string;
  answerText: string;
}

export interface FaqEntryGroup {
  topic: string;
  items: readonly FaqEntryRecordEntry[];
}

/** The anchor of a question on /faq (its <details> has the entry's slug as id). */
export function faqEntryPath(slug: string): string {
  return `/faq#${slug}`;
}

/**
 * One record per FAQ entry (content/entries/faq.ts through the content store) in this language,
 * linking to its question on /faq. `section` is the FAQ page's title; the topic's label is a keyword.
 */
export function faqEntryRecords(
  locale: Locale,
  section: string,
  groups: readonly FaqEntryGroup[],
  topicLabel: (topic: string) => string | undefined = () => undefined,
): SearchRecord[] {
  return groups.flatMap((group) =>
    group.items.map((item) => ({
      objectID: `faq-entry:${item.slug}`,
      kind: 'faq' as const,
      name: item.question,
      routeUrl: localeUrl(locale, faqEntryPath(item.slug)),
      section,
      locale,
      text: item.answerText || plainText(item.answerHtml),
      keywords: [topicLabel(group.topic)].filter((k): k is string => Boolean(k)),
    })),
  );
}

/** The same entries as the assistant's passages: Dora quotes the answer and links its question and the pages it cites. */
export function faqEntryPassages(locale: Locale, section: string, groups: readonly FaqEntryGroup[]): SearchRecord[] {
  return faqEntryRecords(locale, section, groups).map((record, index) => {
    const item = groups.flatMap((g) => g.items)[index] as FaqEntryRecordEntry;
    return {
      ...record,
      objectID: `passage:faq-entry:${item.slug}`,
      keywords: [section],
      links: siteLinksOf(item.answerHtml, locale),
    };
  });
}

/** What the directory gives the index (features/establishments DirectoryEntry, narrowed). */
export interface DirectoryRecordEntry {
  id: number;
  slug: string;
  name: string;
  businessType: string;
  businessTypeName: Record<Locale, string>;
  categoryName: Record<Locale, string> | null;
  productNames: Record<Locale, string>[];
  terminal: string;
  floor: number;
  zone: string;
  nearGate: string | null;
  airlineCode: string | null;
  description: Record<Locale, string>;
}

/** The establishment's page (the directory's rule: restaurants and shops have short detail URLs). */
export function establishmentPath(entry: Pick<DirectoryRecordEntry, 'id' | 'businessType'>): string {
  if (entry.businessType === 'restaurantes' || entry.businessType === 'tiendas')
    return `/establecimientos/${entry.businessType}/${entry.id}`;
  return `/establecimientos/${entry.businessType}/detalle/${entry.id}`;
}

export function establishmentRecords(locale: Locale, entries: readonly DirectoryRecordEntry[]): SearchRecord[] {
  return entries.map((entry) => ({
    objectID: `establishment:${entry.id}`,
    kind: 'establishment' as const,
    name: entry.name,
    routeUrl: localeUrl(locale, establishmentPath(entry)),
    section: entry.businessTypeName[locale],
    locale,
    text: [
      entry.description[locale],
      entry.categoryName?.[locale],
      entry.productNames.map((p) => p[locale]).join(', '),
      `${entry.terminal} · ${entry.zone}${entry.nearGate ? ` · ${entry.nearGate}` : ''}`,
    ]
      .filter(Boolean)
      .join(' '),
    keywords: [entry.slug.replace(/-/g, ' '), entry.airlineCode ?? ''].filter(Boolean),
  }));
}

/** What the offers feature gives the index (features/offers OfferItem, narrowed): offers valid today. */
export interface OfferRecordEntry {
  id: number;
  title: string;
  summary: string;
  badge: string;
  establishment: { name: string; terminal: string; zone: string };
}

/** One record per valid offer, under the offers page's title as its section. */
export function offerRecords(locale: Locale, section: string, offers: readonly OfferRecordEntry[]): SearchRecord[] {
  return offers.map((offer) => ({
    objectID: `offer:${offer.id}`,
    kind: 'offer' as const,
    name: offer.title,
    routeUrl: localeUrl(locale, `/ofertas/detalle/${offer.id}`),
    section,
    locale,
    text: `${offer.badge} · ${offer.summary} · ${offer.establishment.name} (${offer.establishment.terminal} · ${offer.establishment.zone})`,
    keywords: [offer.establishment.name],
  }));
}

/** Site paths a rich text links to (`/servicios/guarda-equipaje`), with the locale prefix, anchors dropped. */
export function siteLinksOf(html: string, locale: Locale): string[] {
  const prefix = localeUrl(locale, '/').replace(/\/$/, '');
  const paths = [...html.matchAll(/href="(\/[^"#?]*)/g)].map((m) => {
    const path = m[1] as string;
    // Already localised (the content store's HTML): keep it as it is.
    return prefix && (path === prefix || path.startsWith(`${prefix}/`)) ? path : localeUrl(locale, path);
  });
  return [...new Set(paths)];
}

function htmlOf(block: ContentBlock): string {
  if (block.type === 'richText' || block.type === 'callout') return block.html;
  if (block.type === 'cards') return block.items.map((i) => `<a href="${i.href}"></a>`).join('');
  return '';
}

/** Passages for the assistant: one per block of each content page, plus each FAQ answer. */
export function passageRecords({ locale, contentPages }: Omit<RecordInput, 'messages'>): SearchRecord[] {
  return contentPages.flatMap((page) => {
    const localized = localizedContent(page, locale);
    return localized.blocks.flatMap((block, b): SearchRecord[] => {
      if (block.type === 'accordion') {
        return block.items.map((item, i) => ({
          objectID: `passage:${page.path}:${b}.${i}`,
          kind: 'faq',
          name: item.question,
          routeUrl: localeUrl(locale, page.path),
          section: localized.title,
          locale,
          text: plainText(item.answerHtml),
          keywords: [localized.title],
          links: siteLinksOf(item.answerHtml, locale),
        }));
      }
      const { title, text } = blockText(block);
      if (!text || block.type === 'image' || block.type === 'downloads') return [];
      return [
        {
          objectID: `passage:${page.path}:${b}`,
          kind: 'page',
          name: title ?? localized.title,
          routeUrl: localeUrl(locale, page.path),
          section: localized.title,
          locale,
          text,
          keywords: [localized.title, ...slugWords(page.path)],
          links: siteLinksOf(htmlOf(block), locale),
        },
      ];
    });
  });
}
