import { z } from 'zod';

/*
 * The content files' entry, document and transport-mode schemas (content/entry-schemas.ts, re-exported) and the
 * document and revalidation API's own.
 */

export * from '../../content/entry-schemas';

/** GET /api/v2/documents/{id}: the id is a slug of a known document, never a path. */
export const documentParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'A document id: lower-case letters, digits and dashes'),
});
export const documentQuerySchema = z.object({
  lang: z.enum(['es', 'en', 'fr', 'pt'], { error: 'Use es, en, fr or pt' }).default('es'),
});

/** POST /api/v2/content/revalidate: site paths (Spanish slugs, no locale) whose cached pages to drop. */
export const revalidateBodySchema = z.object({
  paths: z
    .array(z.string().regex(/^\/[a-zA-Z0-9/_-]{0,200}$/, 'A site path such as /servicios/mascotas'))
    .min(1)
    .max(500),
});
export const revalidateResponseSchema = z.object({
  purgedEntries: z.number().int().nonnegative().meta({ description: 'Cached pages dropped' }),
  paths: z.array(z.string()),
});
