import { z } from 'zod';
import { CONTENT_LINK_KINDS, CONTENT_LINK_MESSAGE, isSafeLink, isSitePath } from '@/lib/security/safe-link';

/*
 * The contract of the content files. Pages are written as versioned files under content/
 * (see content/README.md), validated by these schemas, seeded into the database and rendered by
 * features/content. es is the source language; en, fr and pt are real translations.
 * content/ is data below the features: its files import only this contract and lib/, and features/content
 * reads them (an ESLint zone keeps it one-way).
 *
 * Rich text is a small HTML subset (p, h3, h4, ul, ol, li, strong, em, sub, a[href], br, abbr[title]),
 * sanitised when it is saved. Text may use fact placeholders like {{cartDepositCop}} (facts.ts):
 * a tariff change is then a one-line edit.
 */

const text = z.string().trim().min(1);
const html = z.string().trim().min(1).meta({ description: 'Rich text: the allowed HTML subset' });
/** A site path (`/servicios/mascotas`, with the locale added when rendered; never `//host` nor `/\host`), an anchor or an https URL. */
const href = z.string().refine((value) => isSafeLink(value, CONTENT_LINK_KINDS), CONTENT_LINK_MESSAGE);

export const richTextBlockSchema = z.object({ type: z.literal('richText'), html });
export const calloutBlockSchema = z.object({
  type: z.literal('callout'),
  tone: z.enum(['info', 'warning', 'success']).default('info'),
  title: text.optional(),
  html,
});
export const accordionBlockSchema = z.object({
  type: z.literal('accordion'),
  title: text.optional(),
  /** true: the items are questions and answers (FAQPage JSON-LD on the FAQ page). */
  faq: z.boolean().default(false),
  items: z.array(z.object({ question: text, answerHtml: html })).min(1),
});
export const cardsBlockSchema = z.object({
  type: z.literal('cards'),
  title: text.optional(),
  items: z.array(z.object({ title: text, text, href, linkLabel: text.optional() })).min(1),
});
export const tableBlockSchema = z.object({
  type: z.literal('table'),
  caption: text,
  columns: z.array(text).min(2),
  rows: z.array(z.array(z.string())).min(1),
});
export const stepsBlockSchema = z.object({
  type: z.literal('steps'),
  title: text.optional(),
  items: z.array(z.object({ title: text, text })).min(2),
});
export const contactBlockSchema = z.object({
  type: z.literal('contact'),
  title: text.optional(),
  phone: z.string().optional(),
  email: z.email().optional(),
  whatsapp: z.string().optional(),
  address: z.string().optional(),
  hours: z.string().optional(),
  url: href.optional(),
});
export const downloadsBlockSchema = z.object({
  type: z.literal('downloads'),
  title: text.optional(),
  /** `document` is the id of a known PDF (content/documents), never a free path. */
  items: z.array(z.object({ label: text, document: z.string().regex(/^[a-z0-9-]+$/) })).min(1),
});
export const imageBlockSchema = z.object({
  type: z.literal('image'),
  /** An illustration id (generated SVG, no stock photos: DESIGN.md). */
  illustration: z.string().regex(/^[a-z0-9-]+$/),
  alt: text,
  caption: text.optional(),
});

export const contentBlockSchema = z.discriminatedUnion('type', [
  richTextBlockSchema,
  calloutBlockSchema,
  accordionBlockSchema,
  cardsBlockSchema,
  tableBlockSchema,
  stepsBlockSchema,
  contactBlockSchema,
  downloadsBlockSchema,
  imageBlockSchema,
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

/** A site image (`/images/…`, served from public/) or an https URL. */
const imageHref = z
  .string()
  .regex(
    /^(\/images\/(?!.*\.\.)[\w./-]+\.(svg|png|jpe?g|webp|avif)|https:\/\/[^\s"'()]+)$/,
    'Use /images/… or an https:// URL',
  );

/**
 * SPEC's page header (§2): background image, mobile image, image position, content position, shadow,
 * height (default 25rem). Every field is optional; the header's gradient art and defaults apply otherwise.
 */
export const pageHeaderSchema = z
  .object({
    backgroundImage: imageHref.optional(),
    mobileImage: imageHref.optional(),
    /** CSS background-position, e.g. `center top`, `50% 30%`. */
    imagePosition: z
      .string()
      .regex(/^[a-z0-9%. -]{1,40}$/)
      .optional(),
    contentPosition: z.enum(['start', 'center', 'end']).optional(),
    shadow: z.boolean().optional(),
    /** CSS height in rem, px or vh, e.g. `20rem`. */
    height: z
      .string()
      .regex(/^\d{1,3}(\.\d+)?(rem|px|vh)$/)
      .optional(),
  })
  .strict();
export type PageHeaderFields = z.infer<typeof pageHeaderSchema>;

/** Search and sharing text of one locale; the page's title and description are used when absent. */
export const localizedSeoSchema = z
  .object({
    /** The <title> (before " | site name") and og:title; ≤ 70 characters. */
    title: text.max(70).optional(),
    /** Meta and og:description; ≤ 160 characters. */
    description: text.max(160).optional(),
  })
  .strict();

/** Sharing image and indexing of a page (all locales). */
export const pageSeoSchema = z
  .object({
    /** Open Graph image (1200×630), else the site's og-image.png. */
    ogImage: imageHref.optional(),
    /** true: `noindex` in the robots meta, and left out of sitemap.xml. */
    noindex: z.boolean().optional(),
  })
  .strict();

/** What the store keeps in a page row's `seo` column (page fields + the locale's own). */
export type PageSeoFields = z.infer<typeof localizedSeoSchema> & z.infer<typeof pageSeoSchema>;

export const localizedPageSchema = z.object({
  title: text.max(120),
  /** Meta description and page-header subtitle: one or two sentences, ≤ 200 characters. */
  description: text.max(200),
  seo: localizedSeoSchema.optional(),
  blocks: z.array(contentBlockSchema).min(3).max(10),
});
export type LocalizedPage = z.infer<typeof localizedPageSchema>;

export const contentPageSchema = z.object({
  /** The route's path in lib/routes.ts (Spanish slugs, no locale), e.g. `/servicios/mascotas`. */
  path: z
    .string()
    .regex(/^\/[a-z0-9/-]*$/)
    .refine(isSitePath, 'A site path such as /servicios/mascotas'),
  /** Date the facts were last checked (YYYY-MM-DD). */
  updatedAt: z.iso.date(),
  header: pageHeaderSchema.optional(),
  seo: pageSeoSchema.optional(),
  locales: z.object({
    es: localizedPageSchema,
    en: localizedPageSchema,
    fr: localizedPageSchema,
    pt: localizedPageSchema,
  }),
});
export type ContentPageInput = z.input<typeof contentPageSchema>;
export type ContentPage = z.infer<typeof contentPageSchema>;

/** Typed helper for content files: `export default definePage({ ... })`. */
export function definePage(page: ContentPageInput): ContentPageInput {
  return page;
}
