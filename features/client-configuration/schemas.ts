import { z } from 'zod';
import { isSafeLink } from '@/lib/security/safe-link';

/*
 * The client configuration (SPEC §3): what every page and the mobile app need to know about the
 * airport's set-up. Served by GET /api/v2/config. Client-safe: no server imports here.
 */

/** Same lists as lib/server/db/schema/reference.ts (kept apart so this file stays client-safe; a test checks they match). */
export const BUSINESS_KINDS = [
  'restaurants',
  'establishments',
  'airlines',
  'services',
  'entities',
  'others',
  'exchange_house',
  'rent_car',
  'bank_entities',
  'vip_rooms',
] as const;
export const TERMINAL_CODES = ['T1', 'T2'] as const;
export const FLIGHT_TYPES = ['D', 'I'] as const;
/** Establishment type meaning 'not applicable' (SPEC §3). */
export const NOT_APPLICABLE_ESTABLISHMENT_TYPE_ID = 1;

export const localizedTextSchema = z
  .object({ es: z.string(), en: z.string(), fr: z.string(), pt: z.string() })
  .meta({ description: 'Text per locale; es is the fallback' });

/** A site path ("/vuelos") or an absolute http(s) URL; anything else (javascript:, //host, /\host) is refused. */
export const linkSchema = z
  .string()
  .refine((value) => isSafeLink(value, ['site', 'https', 'http']), 'Use a site path starting with / or an http(s) URL');

const idSchema = z.number().int().positive();
const terminalCodeSchema = z.enum(TERMINAL_CODES);

export const businessTypeSchema = z.object({
  id: idSchema,
  keyword: z.string().meta({ description: 'Spanish slug used in URLs and filters', examples: ['restaurantes'] }),
  kind: z.enum(BUSINESS_KINDS),
  name: localizedTextSchema,
});

export const terminalSchema = z.object({ id: idSchema, code: terminalCodeSchema, name: localizedTextSchema });

export const flightTerminalSchema = z.object({
  code: terminalCodeSchema,
  name: localizedTextSchema,
  flightTypes: z.array(z.enum(FLIGHT_TYPES)).meta({ description: 'D = domestic, I = international' }),
});

export const airportStateSchema = localizedTextSchema;

export const moneySchema = z.object({
  amount: z.number().nonnegative(),
  currency: z.string().regex(/^[A-Z]{3}$/, 'ISO 4217 code'),
});

export const airportTaxesSchema = z.object({
  year: z.number().int().min(2000).max(2100),
  domestic: moneySchema,
  international: moneySchema,
});

export const establishmentTypeSchema = z.object({ id: idSchema, keyword: z.string(), name: localizedTextSchema });

export const establishmentSubcategorySchema = z.object({
  id: idSchema,
  keyword: z.string().meta({ examples: ['fast_food'] }),
  businessTypeId: idSchema,
  name: localizedTextSchema,
});

export const bannerImageSchema = z.object({
  id: z.string().min(1),
  desktopImgUrl: linkSchema,
  mobileImgUrl: linkSchema,
  url: linkSchema.nullable(),
  alt: localizedTextSchema,
});

export const popupDialogSchema = z.object({
  id: z.string().min(1),
  title: localizedTextSchema,
  body: localizedTextSchema,
  imageUrl: linkSchema.nullable(),
  url: linkSchema.nullable(),
  startsAt: z.iso.datetime({ offset: true }).nullable(),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
});

/** SPEC §3 global app state: desktopImgUrl, mobileImgUrl, url (+ alt text for accessibility). */
export const homeTopBannerSchema = z.object({
  desktopImgUrl: linkSchema,
  mobileImgUrl: linkSchema,
  url: linkSchema,
  alt: localizedTextSchema.optional(),
});

export const callingCodeSchema = z.object({
  code: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .meta({ description: 'ISO 3166-1 alpha-2', examples: ['CO'] }),
  name: z.object({ es: z.string(), en: z.string() }),
  dialCode: z
    .string()
    .regex(/^\+\d{1,4}$/)
    .meta({ examples: ['+57'] }),
  isDefault: z.boolean(),
});

export const clientConfigurationSchema = z.object({
  businessTypes: z.array(businessTypeSchema),
  terminals: z.array(terminalSchema),
  flightTerminals: z.array(flightTerminalSchema),
  airportState: airportStateSchema,
  airportTaxes: airportTaxesSchema,
  establishmentTypes: z.array(establishmentTypeSchema),
  defaultEstablishmentTypeId: idSchema,
  establishmentSubcategories: z.array(establishmentSubcategorySchema),
  bannerImages: z.array(bannerImageSchema),
  internalBannerImages: z.array(bannerImageSchema),
  popupDialogs: z.array(popupDialogSchema),
  homeTopBanner: homeTopBannerSchema.nullable().meta({ description: 'null when no banner is shown' }),
  callingCodes: z.array(callingCodeSchema).meta({ description: 'Default (Colombia, +57) first' }),
});

export type LocalizedText = z.infer<typeof localizedTextSchema>;
export type BusinessKind = (typeof BUSINESS_KINDS)[number];
export type BusinessType = z.infer<typeof businessTypeSchema>;
export type Terminal = z.infer<typeof terminalSchema>;
export type FlightTerminal = z.infer<typeof flightTerminalSchema>;
export type AirportState = z.infer<typeof airportStateSchema>;
export type AirportTaxes = z.infer<typeof airportTaxesSchema>;
export type EstablishmentType = z.infer<typeof establishmentTypeSchema>;
export type EstablishmentSubcategory = z.infer<typeof establishmentSubcategorySchema>;
export type BannerImage = z.infer<typeof bannerImageSchema>;
export type PopupDialog = z.infer<typeof popupDialogSchema>;
export type HomeTopBanner = z.infer<typeof homeTopBannerSchema>;
export type CallingCode = z.infer<typeof callingCodeSchema>;
export type ClientConfiguration = z.infer<typeof clientConfigurationSchema>;
