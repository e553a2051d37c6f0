import { z } from 'zod';
import { locales, type Locale } from '@/lib/i18n/locales';

/*
 * Schemas of the content files' dated entries, documents and transport modes, beside the page
 * contract in schemas.ts. Entries are written as arrays in content/entries/*.ts and seeded like pages:
 * es is the source, en/fr/pt real translations, rich text in the same HTML subset.
 */

const text = z.string().trim().min(1);
const html = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes');

function perLocale<T extends z.ZodType>(schema: T) {
  return z.object({ es: schema, en: schema, fr: schema, pt: schema });
}

const articleText = z.object({ title: text.max(140), summary: text.max(300), bodyHtml: html });

export const newsEntrySchema = z.object({
  slug,
  publishedAt: z.iso.date(),
  /** Illustration id (generated SVG). */
  illustration: slug.optional(),
  locales: perLocale(articleText),
});
export type NewsEntry = z.infer<typeof newsEntrySchema>;

export const storyEntrySchema = newsEntrySchema;
export type StoryEntry = NewsEntry;

export const eventEntrySchema = z.object({
  slug,
  /** Local Bogota time with offset, e.g. `2026-12-05T10:00:00-05:00`. */
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  illustration: slug.optional(),
  locales: perLocale(articleText.extend({ place: text })),
});
export type EventEntry = z.infer<typeof eventEntrySchema>;

export const FAQ_TOPICS = ['llegada', 'equipaje', 'seguridad', 'servicios', 'accesibilidad', 'transporte'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

export const faqEntrySchema = z.object({
  slug,
  topic: z.enum(FAQ_TOPICS),
  locales: perLocale(z.object({ question: text.max(200), answerHtml: html })),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const documentSchema = z.object({
  /** The id used in downloads blocks and /pdfViewer?file=<id>. */
  id: slug,
  publishedAt: z.iso.date(),
  locales: perLocale(
    z.object({
      title: text.max(140),
      summary: text.max(300),
      sections: z.array(z.object({ heading: text, paragraphs: z.array(text).min(1) })).min(1),
    }),
  ),
});
export type ContentDocument = z.infer<typeof documentSchema>;
export type DocumentText = ContentDocument['locales']['es'];

/** A way of getting to the airport, with its routes (empty: the chooser says so). */
export const transportModeSchema = z.object({
  id: slug,
  locales: perLocale(z.object({ name: text, intro: text })),
  routes: z.array(
    z.object({
      locales: perLocale(z.object({ name: text, description: text, time: text, cost: text })),
    }),
  ),
});
export type TransportMode = z.infer<typeof transportModeSchema>;

export function localized<T>(value: Record<Locale, T>, locale: Locale): T {
  return value[locale] ?? value.es;
}

export { locales };
