import { z } from 'zod';
import { matchPage } from '@/lib/routes';
import { contentPageSchema, localizedPageSchema } from '../../content/schemas';

/*
 * The content feature's contract: the content files' schemas (content/schemas.ts, re-exported so other
 * features keep one entry point) and the API's own, for pages an operator publishes at run time.
 */

export * from '../../content/schemas';

/** A public page of the site: not hidden (preview, auth links, search) nor the 404 page. */
function isPublishablePath(path: string): boolean {
  const match = matchPage(path);
  return Boolean(match && !match.route.hidden && !match.route.status404 && !match.route.requiresSecret);
}

/**
 * PUT /api/v2/content/pages: one published page written by an operator at run time, in the definePage format;
 * es is required, a locale left out shows the Spanish text with the fallback notice.
 */
export const publishPageSchema = contentPageSchema
  .extend({
    locales: z.object({
      es: localizedPageSchema,
      en: localizedPageSchema.optional(),
      fr: localizedPageSchema.optional(),
      pt: localizedPageSchema.optional(),
    }),
  })
  .refine((page) => isPublishablePath(page.path), {
    path: ['path'],
    message:
      'A path of the site: a route of lib/routes.ts or a generic page (/{slug}, /servicios/{pageSlug}, /comunicados/{pageSlug}, /corporativo/servicios/{pageSlug})',
  });
export type PublishPageInput = z.infer<typeof publishPageSchema>;

export const publishPageResponseSchema = z.object({
  path: z.string(),
  /** The locales stored with their own text (the others fall back to es). */
  locales: z.array(z.enum(['es', 'en', 'fr', 'pt'])),
  /** false when the same text was already stored. */
  changed: z.boolean(),
  purgedEntries: z.number().int().nonnegative().meta({ description: 'Cached pages dropped' }),
});
