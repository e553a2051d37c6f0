import { z } from 'zod';

/* The offers contract: list and detail, filters audience, category, area, featured. Client-safe. */

export const OFFER_AUDIENCES = ['passengers', 'employees'] as const;
export const OFFER_CATEGORIES = ['duty_free', 'food_beverages', 'shopping'] as const;
export const OFFER_AREAS = ['departures', 'arrivals'] as const;
export const OFFER_LOCALES = ['es', 'en', 'fr', 'pt'] as const;
export const OFFERS_PAGE_SIZE = 12;
export const MAX_OFFERS_PAGE_SIZE = 50;

export type OfferAudience = (typeof OFFER_AUDIENCES)[number];
export type OfferCategory = (typeof OFFER_CATEGORIES)[number];
export type OfferArea = (typeof OFFER_AREAS)[number];

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ examples: ['2027-06-30'] });

export const offerPlaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  businessType: z.string().meta({ description: 'List slug of the establishment', examples: ['tiendas'] }),
  terminal: z.string(),
  floor: z.number().int(),
  zone: z.string(),
  area: z.string(),
});

export const offerItemSchema = z.object({
  id: z
    .number()
    .int()
    .meta({ examples: [1] }),
  title: z.string(),
  summary: z.string(),
  badge: z.string().meta({ description: 'Headline figure', examples: ['20 %', '2×1'] }),
  audience: z.enum(OFFER_AUDIENCES),
  category: z.enum(OFFER_CATEGORIES),
  area: z.enum(OFFER_AREAS),
  featured: z.boolean(),
  validFrom: isoDate,
  validUntil: isoDate,
  establishment: offerPlaceSchema,
  image: z
    .string()
    .meta({ description: 'Path of the generated SVG illustration', examples: ['/api/v2/offers/1/image'] }),
});
export type OfferItem = z.infer<typeof offerItemSchema>;

export const offerDetailSchema = offerItemSchema
  .extend({
    body: z.string().meta({ description: 'The full offer' }),
    terms: z.string().meta({ description: 'Terms and conditions' }),
  })
  .meta({ description: 'One offer with its full text and terms' });
export type OfferDetail = z.infer<typeof offerDetailSchema>;

export const offerListSchema = z
  .object({
    items: z.array(offerItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ description: 'One page of offers valid today, featured first' });
export type OfferList = z.infer<typeof offerListSchema>;

export const offerQuerySchema = z.object({
  audience: z.enum(OFFER_AUDIENCES).optional(),
  category: z.enum(OFFER_CATEGORIES).optional(),
  area: z.enum(OFFER_AREAS).optional(),
  featured: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  establishment: z.coerce.number().int().positive().optional().meta({ description: 'Establishment id' }),
  page: z.coerce.number().int('Use a whole page number').min(1, 'Pages start at 1').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_OFFERS_PAGE_SIZE, `At most ${MAX_OFFERS_PAGE_SIZE} per page`)
    .default(OFFERS_PAGE_SIZE),
  locale: z.enum(OFFER_LOCALES).default('es'),
});
export type OfferQuery = z.infer<typeof offerQuerySchema>;
export type OfferFilters = Pick<OfferQuery, 'audience' | 'category' | 'area' | 'featured' | 'establishment'>;

export const offerIdParamsSchema = z.object({ id: z.string().meta({ examples: ['1'] }) });
