import { z } from 'zod';
import { STATUS_CODES } from './status';

/*
 * The flights contract (ARCHITECTURE §1): the airport's v2 flight shape, which third-party clients
 * already consume, plus our additions (id, flight, direction, kind, codeshares, fr/pt labels,
 * filters and pagination). Additions never change the v2 fields. Client-safe: no server imports.
 */

export const DIRECTIONS = ['departure', 'arrival'] as const;
export const FLIGHT_KINDS = ['commercial', 'cargo'] as const;
export const FLIGHT_TYPE_CODES = ['D', 'I'] as const;
export const FLIGHT_TYPE_FILTERS = ['all', 'domestic', 'international'] as const;
export const FLIGHT_TERMINALS = ['T1', 'T2'] as const;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;

export type FlightKind = (typeof FLIGHT_KINDS)[number];
export type FlightTypeCode = (typeof FLIGHT_TYPE_CODES)[number];
export type FlightTypeFilter = (typeof FLIGHT_TYPE_FILTERS)[number];
export type FlightTerminal = (typeof FLIGHT_TERMINALS)[number];

/** Local Bogota time as the v2 API writes it. */
export const localDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  .meta({ description: 'Local Bogota time (UTC−5), YYYY-MM-DD HH:mm:ss', examples: ['2026-11-22 10:05:00'] });

export const flightDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD, e.g. 2026-11-22')
  .meta({ description: 'A day in Bogota time, YYYY-MM-DD', examples: ['2026-11-22'] });

export const airlineRefSchema = z.object({
  code: z.string().meta({ description: 'IATA airline code', examples: ['AV'] }),
  name: z.string().meta({ examples: ['Avianca'] }),
});

export const flightStatusSchema = z
  .object({
    code: z.string().meta({ description: `Status code: ${STATUS_CODES.join(', ')}`, examples: ['SCH'] }),
    es: z.string().meta({ examples: ['Programado'] }),
    en: z.string().meta({ examples: ['Scheduled'] }),
    fr: z.string().meta({ examples: ['Programmé'] }),
    pt: z.string().meta({ examples: ['Programado'] }),
  })
  .meta({ description: 'Status with its label per language' });

export const flightCitySchema = z
  .object({
    code: z.string().meta({ description: 'IATA airport code', examples: ['MDE'] }),
    es: z.string(),
    en: z.string(),
    fr: z.string(),
    pt: z.string(),
  })
  .meta({ description: 'Destination of a departure, origin of an arrival; name per language' });

export const codeshareSchema = z.object({
  airline: airlineRefSchema,
  number: z.string().meta({ examples: ['7364'] }),
  flight: z.string().meta({ description: 'Marketing designator', examples: ['UA7364'] }),
});

export const flightSchema = z.object({
  id: z.string().meta({
    description: 'Unique per flight and day, URL-safe: YYYYMMDD-designator-dep|arr',
    examples: ['20261122-AV9364-dep'],
  }),
  flight: z.string().meta({ description: 'Designator passengers read: airline code + number', examples: ['AV9364'] }),
  number: z.string().meta({ description: 'Numeric part of the designator', examples: ['9364'] }),
  airline: airlineRefSchema,
  direction: z.enum(DIRECTIONS),
  kind: z.enum(FLIGHT_KINDS).meta({ description: 'Passenger (commercial) or cargo flight' }),
  flighttype: z.enum(FLIGHT_TYPE_CODES).meta({ description: 'D = domestic, I = international' }),
  status: flightStatusSchema,
  city: flightCitySchema,
  gate: z.string().nullable().meta({ description: 'Boarding gate (cargo: stand); null until assigned' }),
  terminal: z.string().meta({ examples: ['T1'] }),
  claim: z.string().nullable().meta({ description: 'Baggage belt of an arrival; null until assigned' }),
  scheduleDate: localDateTimeSchema,
  estimatedDate: localDateTimeSchema.nullable(),
  actualDate: localDateTimeSchema.nullable().meta({ description: 'Take-off or landing time, once it happened' }),
  codeshares: z.array(codeshareSchema).meta({ description: 'Designators other airlines sell this flight under' }),
});

/** Whether the answer comes from the embedded simulation (no real flight source configured). */
export const simulatedSchema = z.boolean().meta({
  description:
    'true when the flights come from the embedded simulation (a plausible El Dorado day, not real operations): ' +
    'no upstream flight source is configured. false for data from the real source, even when stale.',
});

export const flightListResponseSchema = z.object({
  flights: z.array(flightSchema),
  total: z.number().int().nonnegative().meta({ description: 'Flights matching the filters on that day' }),
  page: z.number().int().positive(),
  offset: z
    .number()
    .int()
    .nonnegative()
    .meta({
      description:
        'Index of the first flight listed among the matching ones (0-based): (page − 1) × pageSize, or where `offset` ' +
        'asked to start',
    }),
  pageSize: z.number().int().positive(),
  date: flightDateSchema,
  updatedAt: z.iso.datetime({ offset: true }).meta({ description: 'When the data was last refreshed' }),
  stale: z.boolean().meta({ description: 'true when the upstream is down and this is the last good data' }),
  simulated: simulatedSchema,
});

/** GET /api/v2/flights/{id}: the flight in the v2 shape, plus whether it is simulated. */
export const flightResponseSchema = flightSchema.extend({ simulated: simulatedSchema });

/*
 * Query of GET /api/v2/flights/departures|arrivals. Values are case-insensitive; empty values are
 * treated as absent by the route. Every message names what to send instead.
 */
export const flightListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(60, 'Search with at most 60 characters')
    .optional()
    .meta({ description: 'Flight number, airline or city; case- and accent-insensitive', examples: ['medellin'] }),
  type: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(FLIGHT_TYPE_FILTERS, { error: 'Use all, domestic or international' }))
    .default('all')
    .meta({ description: 'all | domestic | international' }),
  kind: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(FLIGHT_KINDS, { error: 'Use commercial or cargo' }))
    .optional()
    .meta({ description: 'commercial | cargo; both when absent' }),
  airline: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2}$/, 'Use a two-character IATA airline code, e.g. AV')
    .optional()
    .meta({ description: 'IATA airline code (operating or codeshare)', examples: ['AV'] }),
  terminal: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(FLIGHT_TERMINALS, { error: 'Use T1 or T2' }))
    .optional()
    .meta({ description: 'T1 | T2' }),
  date: flightDateSchema.optional().meta({ description: 'Yesterday, today (default) or tomorrow, YYYY-MM-DD' }),
  page: z.coerce
    .number({ error: 'Use a whole number from 1' })
    .int('Use a whole number from 1')
    .min(1, 'Use a whole number from 1')
    .default(1),
  offset: z.coerce
    .number({ error: 'Use a whole number from 0' })
    .int('Use a whole number from 0')
    .min(0, 'Use a whole number from 0')
    .max(100_000, 'Use a whole number from 0 to 100000')
    .optional()
    .meta({ description: 'Start at this index of the matching flights (0-based) instead of at `page`' }),
  pageSize: z.coerce
    .number({ error: `Use a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int(`Use a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `Use a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `Use a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
});

export const flightIdParamsSchema = z.object({
  id: z.string().meta({
    description: 'Flight id (20261122-AV9364-dep) or designator (AV9364: the nearest day it flies)',
    examples: ['20261122-AV9364-dep'],
  }),
});

export const calendarQuerySchema = z.object({
  lang: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['es', 'en', 'fr', 'pt'], { error: 'Use es, en, fr or pt' }))
    .default('es')
    .meta({ description: 'Language of the event text' }),
});

export type Flight = z.infer<typeof flightSchema>;
export type FlightStatus = z.infer<typeof flightStatusSchema>;
export type FlightCity = z.infer<typeof flightCitySchema>;
export type Codeshare = z.infer<typeof codeshareSchema>;
export type FlightList = z.infer<typeof flightListResponseSchema>;
export type FlightResponse = z.infer<typeof flightResponseSchema>;
export type FlightListQuery = z.infer<typeof flightListQuerySchema>;
