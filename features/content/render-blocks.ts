import { escapeMarkup } from '@/lib/escape-markup';
import type { LiveFacts } from '@/lib/facts';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { isSitePath } from '@/lib/security/safe-link';
import { fillFacts } from './fill-facts';
import type { ContentBlock } from './schemas';

/*
 * Turns stored blocks into what the block components render, for one locale: fact placeholders
 * filled (money formatted for the locale), site links in rich text given the locale prefix, and
 * downloads resolved to known documents (an unknown document id is left out, never linked).
 */

export type DownloadItem = { label: string; href: string; documentTitle: string };
export type RenderBlock =
  Exclude<ContentBlock, { type: 'downloads' }> | { type: 'downloads'; title?: string; items: DownloadItem[] };

/** Sanitised HTML → HTML for a locale: facts filled and escaped, `/path` links prefixed (/en/path…). */
export function localizeHtml(html: string, locale: Locale, live: LiveFacts = {}): string {
  return fillFacts(html, locale, escapeMarkup, live).replace(/href="(\/[^"]*)"/g, (attribute, path: string) =>
    // `path` is already escaped (it comes from the sanitiser's quoted attribute).
    isSitePath(path) ? `href="${localizePath(path, locale)}"` : attribute,
  );
}

export function pdfViewerHref(documentId: string): string {
  return `/pdfViewer?file=${encodeURIComponent(documentId)}`;
}

export function prepareBlocks(
  blocks: ContentBlock[],
  locale: Locale,
  documentTitles: ReadonlyMap<string, string>,
  live: LiveFacts = {},
): RenderBlock[] {
  const text = (value: string) => fillFacts(value, locale, undefined, live);
  const html = (value: string) => localizeHtml(value, locale, live);
  const optional = (value: string | undefined) => (value === undefined ? undefined : text(value));
  return blocks.flatMap((block): RenderBlock[] => {
    switch (block.type) {
      case 'richText':
        return [{ ...block, html: html(block.html) }];
      case 'callout':
        return [{ ...block, title: optional(block.title), html: html(block.html) }];
      case 'accordion':
        return [
          {
            ...block,
            title: optional(block.title),
            items: block.items.map((item) => ({
              question: text(item.question),
              answerHtml: html(item.answerHtml),
            })),
          },
        ];
      case 'cards':
        return [
          {
            ...block,
            title: optional(block.title),
            items: block.items.map((item) => ({
              ...item,
              title: text(item.title),
              text: text(item.text),
              linkLabel: optional(item.linkLabel),
            })),
          },
        ];
      case 'table':
        return [
          {
            ...block,
            caption: text(block.caption),
            columns: block.columns.map(text),
            rows: block.rows.map((row) => row.map(text)),
          },
        ];
      case 'steps':
        return [
          {
            ...block,
            title: optional(block.title),
            items: block.items.map((item) => ({ title: text(item.title), text: text(item.text) })),
          },
        ];
      case 'contact':
        return [
          {
            ...block,
            title: optional(block.title),
            phone: optional(block.phone),
            whatsapp: optional(block.whatsapp),
            address: optional(block.address),
            hours: optional(block.hours),
          },
        ];
      case 'downloads': {
        const items = block.items.flatMap((item) => {
          const documentTitle = documentTitles.get(item.document);
          return documentTitle ? [{ label: text(item.label), href: pdfViewerHref(item.document), documentTitle }] : [];
        });
        return items.length ? [{ type: 'downloads', title: optional(block.title), items }] : [];
      }
      case 'image':
        return [{ ...block, alt: text(block.alt), caption: optional(block.caption) }];
    }
  });
}
