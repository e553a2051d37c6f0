import { z } from 'zod';
import { LIST_PAGE_SIZE, NARROW_MAX_WIDTH_PX } from '@/lib/list-page-size';

/*
 * The establishments contract: list and detail items of the directory, the list filters
 * (SPEC §3: name, area, category, subcategory, product, terminal; plus businessType) and pagination.
 * One schema serves the route handler, the pages' query-string parsing and the tests. Client-safe.
 */

export const LOCALES = ['es', 'en', 'fr', 'pt'] as const;
export const AREAS = ['pasajeros', 'publica'] as const;
export const TERMINALS = ['T1', 'T2'] as const;

/**
 * The directory's lists by their Spanish URL slug, and the business kind (SPEC §3) each one shows.
 * `{businessType}` in URLs and in the API is this slug.
 */
export const BUSINESS_TYPE_SLUGS = {
  restaurantes: 'restaurants',
  tiendas: 'establishments',
  'salas-vip': 'vip_rooms',
  'cajeros-electronicos': 'bank_entities',
  'renta-de-vehiculos': 'rent_car',
  aerolineas: 'airlines',
  'entidades-aeroportuarias': 'entities',
  'casas-de-cambio': 'exchange_house',
  servicios: 'services',
  otros: 'others',
} as const;
export type BusinessTypeSlug = keyof typeof BUSINESS_TYPE_SLUGS;
export const BUSINESS_TYPE_SLUG_LIST = Object.keys(BUSINESS_TYPE_SLUGS) as [BusinessTypeSlug, ...BusinessTypeSlug[]];

/** The lists with a page of their own under /establecimientos (lib/routes.ts ESTABLISHMENT_LISTS). */
export const LIST_PAGES = [
  'restaurantes',
  'tiendas',
  'salas-vip',
  'cajeros-electronicos',
  'renta-de-vehiculos',
  'aerolineas',
  'entidades-aeroportuarias',
] as const satisfies readonly BusinessTypeSlug[];
export type ListPage = (typeof LIST_PAGES)[number];

/** Service formats inside a category (the `subcategory` filter). */
export const SUBCATEGORIES = ['food_court', 'table_service', 'takeaway', 'bar', 'store', 'kiosk'] as const;

/** SPEC §9: 10 under 576 px, 5 otherwise (lib/list-page-size, shared by every list page). The API allows up to 50. */
export const PAGE_SIZE_WIDE = LIST_PAGE_SIZE.wide;
export const PAGE_SIZE_NARROW = LIST_PAGE_SIZE.narrow;
export { NARROW_MAX_WIDTH_PX };
export const MAX_PAGE_SIZE = 50;

/** Weekday letters of the schedule, Monday first: Lunes, Martes, miércoles (X), Jueves, Viernes, Sábado, Domingo. */
export const WEEKDAY_LETTERS = ['L', 'M', 'X', 'J', 'V', 'S', 'D'] as const;
export type WeekdayLetter = (typeof WEEKDAY_LETTERS)[number];

const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use HH:mm (00:00 to 24:00)')
  .meta({ examples: ['05:00'] });

export const schedulePeriodSchema = z
  .object({
    days: z
      .string()
      .regex(/^[LMXJVSD]{1,7}$/, 'Weekday letters L M X J V S D')
      .meta({ description: 'Weekday letters: L M X J V S D (lunes … domingo)', examples: ['LMXJV'] }),
    opens: time,
    closes: time.meta({
      description: 'Closing time; earlier than `opens` means after midnight (the next day); 24:00 = midnight',
      examples: ['23:00'],
    }),
  })
  .meta({ description: 'An opening period on the given weekdays (Bogota time)' });
export type SchedulePeriod = z.infer<typeof schedulePeriodSchema>;

export const hoursSchema = z.object({ opens: time, closes: time });

export const mapPoiSchema = z
  .object({
    terminal: z.enum(TERMINALS),
    floor: z.number().int(),
    x: z.number().meta({ description: 'Metres east along the terminal floor plan from its south end' }),
    y: z.number().meta({ description: 'Metres from the landside curb towards the apron' }),
  })
  .meta({ description: 'Position on the floor plan (docs/directory.md)' });

export const establishmentItemSchema = z.object({
  id: z
    .number()
    .int()
    .meta({ examples: [1001] }),
  slug: z.string().meta({ examples: ['juan-valdez-cafe-hall-check-in'] }),
  name: z.string().meta({ examples: ['Juan Valdez Café'] }),
  businessType: z.enum(BUSINESS_TYPE_SLUG_LIST).meta({ description: 'Spanish slug of the list it belongs to' }),
  businessTypeName: z.string(),
  category: z
    .string()
    .nullable()
    .meta({
      description: 'Category keyword (food categories of SPEC §3, shop categories, bank…)',
      examples: ['coffee_pastries'],
    }),
  categoryName: z.string().nullable(),
  subcategory: z.enum(SUBCATEGORIES).nullable().meta({ description: 'Service format inside the category' }),
  products: z
    .array(z.string())
    .meta({ description: 'Product keywords (filter `product`)', examples: [['cafe', 'postres']] }),
  productNames: z.array(z.string()),
  area: z.enum(AREAS).meta({ description: 'pasajeros = after security, publica = before' }),
  terminal: z.enum(TERMINALS),
  floor: z.number().int(),
  zone: z.string().meta({ description: 'Zone keyword (food court, pier, hall…)', examples: ['muelle-nacional'] }),
  nearGate: z
    .string()
    .nullable()
    .meta({ description: 'Nearest boarding gate', examples: ['12'] }),
  counters: z
    .string()
    .nullable()
    .meta({ description: 'Check-in counters of an airline', examples: ['13–18'] }),
  schedule: z.array(schedulePeriodSchema),
  openNow: z.boolean().meta({ description: 'Open at the time of the request, Bogota time' }),
  todayHours: z.array(hoursSchema).meta({ description: "Today's opening periods (empty: closed all day)" }),
  openAllDay: z.boolean().meta({ description: 'Open 24 hours today' }),
  description: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  airlineCode: z.string().nullable().meta({ description: 'IATA code of an airline counter' }),
  logo: z.object({ text: z.string(), color: z.string() }).meta({ description: 'Monogram logo: letters and colour' }),
  mapPoi: mapPoiSchema,
});
export type EstablishmentItem = z.infer<typeof establishmentItemSchema>;

export const establishmentListSchema = z
  .object({
    items: z.array(establishmentItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ description: 'One page of establishments' });
export type EstablishmentList = z.infer<typeof establishmentListSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

const keyword = z
  .string()
  .trim()
  .regex(/^[a-z0-9_-]{1,40}$/, 'Use a keyword of lower-case letters, digits, - or _')
  .optional();

export const localeParamSchema = z.enum(LOCALES).default('es').meta({ description: 'Language of the texts' });

/** GET /api/v2/establishments query, and the list pages' query string. */
export const establishmentQuerySchema = z.object({
  name: optionalText(60).meta({ description: 'Part of the name (accents and case ignored)' }),
  area: z.enum(AREAS).optional(),
  category: keyword.meta({ description: 'Category keyword, e.g. fast_food' }),
  subcategory: z.enum(SUBCATEGORIES).optional(),
  product: keyword.meta({ description: 'Product keyword, e.g. cafe' }),
  terminal: z.enum(TERMINALS).optional(),
  businessType: z.enum(BUSINESS_TYPE_SLUG_LIST).optional().meta({ description: 'List slug, e.g. restaurantes' }),
  openNow: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true'))
    .meta({ description: 'Only places open (true) or closed (false) now' }),
  page: z.coerce.number().int('Use a whole page number').min(1, 'Pages start at 1').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} per page`)
    .default(PAGE_SIZE_WIDE),
  locale: localeParamSchema,
});
export type EstablishmentQuery = z.infer<typeof establishmentQuerySchema>;
export type EstablishmentFilters = Partial<Omit<EstablishmentQuery, 'page' | 'pageSize' | 'locale'>>;

export const establishmentIdParamsSchema = z.object({
  id: z.string().meta({ description: 'Numeric id or slug', examples: ['1001'] }),
});

export const establishmentOfferSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  badge: z.string(),
  audience: z.enum(['passengers', 'employees']),
  validUntil: z.string(),
});

export const establishmentDetailSchema = establishmentItemSchema
  .extend({
    offers: z.array(establishmentOfferSchema).meta({ description: 'Offers of this place valid today' }),
  })
  .meta({ description: 'One establishment with its valid offers' });
export type EstablishmentDetail = z.infer<typeof establishmentDetailSchema>;
