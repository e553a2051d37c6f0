import { z } from 'zod';

/* Paraíso Sello Local (local brands) and the Oro Puro photo exhibition. Client-safe. */

export const EXHIBITION_CATEGORIES = [
  'cultura_pueblos',
  'bosques_ecosistemas',
  'paisajes_iconicos',
  'fauna_flora',
  'rios_aguas',
] as const;
export type ExhibitionCategory = (typeof EXHIBITION_CATEGORIES)[number];

export const BRAND_CATEGORIES = [
  'crafts',
  'coffee',
  'sweets',
  'fashion',
  'jewelry',
  'natural_cosmetics',
  'home_decor',
] as const;
export type BrandCategory = (typeof BRAND_CATEGORIES)[number];

export const photoSchema = z.object({
  id: z.number().int(),
  category: z.enum(EXHIBITION_CATEGORIES),
  title: z.string(),
  author: z.string(),
  place: z.string(),
  caption: z.string(),
  diameterCm: z.number().int(),
  image: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;

export const brandSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  category: z.enum(BRAND_CATEGORIES),
  region: z.string(),
  description: z.string(),
  color: z.string(),
});
export type LocalBrand = z.infer<typeof brandSchema>;

/** Query of the gallery page: `categoria` filter and the photo open in the lightbox. */
export const galleryQuerySchema = z.object({
  categoria: z.enum(EXHIBITION_CATEGORIES).optional().catch(undefined),
  foto: z.coerce.number().int().positive().optional().catch(undefined),
});

export const brandQuerySchema = z.object({
  categoria: z.enum(BRAND_CATEGORIES).optional().catch(undefined),
});
