import { z } from 'zod';
import { REALTIME_REFRESH_MS, STALE_AFTER_MINUTES } from './constants';

/*
 * The real-time contract (SPEC §3): queue times per checkpoint and queue type, parking
 * availability per lot, walking times between points of Terminal 1. Every answer has a top-level
 * `updatedAt`; items measured separately carry their own. Missing data is `null` (shown as
 * 'Sin información'), never zero. Client-safe: no server imports.
 */

const isoInstant = z.iso
  .datetime({ offset: true })
  .meta({ description: 'Instant with the Bogota offset', examples: ['2026-11-22T10:00:00-05:00'] });

export const localizedTextSchema = z
  .object({ es: z.string(), en: z.string(), fr: z.string(), pt: z.string() })
  .meta({ description: 'A name in each language of the site' });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const TERMINALS = ['T1', 'T2'] as const;
export const terminalSchema = z.enum(TERMINALS);

export { REALTIME_REFRESH_MS, STALE_AFTER_MINUTES };

// ---- Queue forecasts (features/realtime/forecast/schemas.ts) --------------------------------

export {
  FORECAST_CHECKPOINTS,
  FORECAST_SLOT_MINUTES,
  forecastCheckpointSchema,
  forecastQuerySchema,
  forecastSlotSchema,
  queueForecastSchema,
  type ForecastCheckpoint,
  type ForecastQuery,
  type ForecastSlot,
  type QueueForecast,
} from './forecast/schemas';

// ---- Queues -------------------------------------------------------------------------------

export const CHECKPOINT_IDS = [
  'security-domestic',
  'security-international',
  'migration-departures',
  'migration-arrivals',
  'security-t2',
] as const;
export type CheckpointId = (typeof CHECKPOINT_IDS)[number];

export const QUEUE_TYPES = [
  'general',
  'preferential',
  'national-biometric',
  'foreigners-biometric',
  'traditional',
] as const;
export type QueueType = (typeof QUEUE_TYPES)[number];

export const waitSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('lessThan'), maxMinutes: z.number().int().positive() }),
    z.object({
      kind: z.literal('between'),
      minMinutes: z.number().int().nonnegative(),
      maxMinutes: z.number().int().positive(),
    }),
  ])
  .meta({ description: "'less than N minutes' or 'between X and Y minutes'" });
export type Wait = z.infer<typeof waitSchema>;

export const queueSchema = z.object({
  type: z.enum(QUEUE_TYPES).meta({ description: 'Queue type at the checkpoint' }),
  wait: waitSchema.nullable().meta({ description: 'null: no information (never shown as zero)' }),
  updatedAt: isoInstant.nullable().meta({ description: 'When this queue was measured; null when never' }),
  stale: z.boolean().meta({ description: `Measured more than ${STALE_AFTER_MINUTES} minutes ago` }),
});
export type Queue = z.infer<typeof queueSchema>;

export const historyPointSchema = z.object({
  at: isoInstant,
  minutes: z.number().int().nonnegative().nullable().meta({ description: 'Estimated wait of the main queue' }),
});
export type HistoryPoint = z.infer<typeof historyPointSchema>;

export const checkpointSchema = z.object({
  id: z.enum(CHECKPOINT_IDS),
  kind: z.enum(['security', 'migration']),
  direction: z.enum(['departures', 'arrivals']),
  terminal: terminalSchema,
  name: localizedTextSchema,
  queues: z.array(queueSchema),
  historyQueue: z.enum(QUEUE_TYPES).meta({ description: 'The main queue: the one `history` follows' }),
  history: z.array(historyPointSchema).meta({ description: 'The main queue every 10 minutes over the last 2 hours' }),
});
export type Checkpoint = z.infer<typeof checkpointSchema>;

export const REALTIME_SOURCES = ['simulation', 'feed'] as const;

export const queuesResponseSchema = z
  .object({
    updatedAt: isoInstant,
    source: z
      .enum(REALTIME_SOURCES)
      .meta({ description: 'simulation = estimated from the flight bank; feed = measured' }),
    checkpoints: z.array(checkpointSchema),
  })
  .meta({ description: 'Waiting times at security and migration' });
export type QueuesResponse = z.infer<typeof queuesResponseSchema>;

export const terminalQuerySchema = z.object({
  terminal: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(TERMINALS, { error: 'Use T1 or T2' }))
    .optional()
    .meta({ description: 'Only this terminal: T1 or T2' }),
});

// ---- Parking ------------------------------------------------------------------------------

export const pricingSchema = z.object({
  currency: z.literal('COP'),
  carPerMinute: z
    .number()
    .int()
    .positive()
    .meta({ description: 'Car, per minute (COP)', examples: [150] }),
  motorbikePerMinute: z
    .number()
    .int()
    .positive()
    .meta({ description: 'Motorbike, per minute (COP)', examples: [90] }),
  dailyMaximum: z
    .number()
    .int()
    .positive()
    .meta({ description: 'Car, most charged per 24 h (COP)', examples: [72000] }),
  lostTicket: z
    .number()
    .int()
    .positive()
    .meta({ description: 'Lost ticket fee (COP)', examples: [65000] }),
});
export type Pricing = z.infer<typeof pricingSchema>;

export const lotSchema = z.object({
  id: z.string().meta({ examples: ['p1'] }),
  terminal: terminalSchema,
  name: localizedTextSchema,
  capacity: z.number().int().positive().meta({ description: 'Total spaces' }),
  available: z.number().int().nonnegative().nullable().meta({ description: 'Free spaces; null: no information' }),
  updatedAt: isoInstant.nullable().meta({ description: 'When availability was measured; null when never' }),
  stale: z.boolean().meta({ description: `Measured more than ${STALE_AFTER_MINUTES} minutes ago` }),
  contact: z.object({ phone: z.string(), email: z.string() }),
  pricing: pricingSchema,
  paymentUrl: z.url().meta({ description: "The operator's online payment page for this lot" }),
});
export type Lot = z.infer<typeof lotSchema>;

export const parkingResponseSchema = z
  .object({
    updatedAt: isoInstant,
    source: z
      .enum(REALTIME_SOURCES)
      .meta({ description: 'simulation = occupancy curve by hour and weekday; feed = measured' }),
    lots: z.array(lotSchema),
  })
  .meta({ description: 'Parking availability and pricing' });
export type ParkingResponse = z.infer<typeof parkingResponseSchema>;

// ---- Walking distances --------------------------------------------------------------------

export const POINT_IDS = [
  'entrance-north',
  'entrance-central',
  'entrance-south',
  'check-in-a-d',
  'check-in-e-h',
  'check-in-j-m',
  'security-domestic',
  'security-international',
  'migration-departures',
  'gates-1-9',
  'gates-10-18',
  'gates-19-26',
  'gates-40-49',
  'gates-50-58',
  'gates-59-66',
  'food-court-public-central',
  'food-court-public-south',
  'food-court-domestic',
  'food-court-international-north',
  'food-court-international-south',
  'migration-arrivals',
  'baggage-domestic',
  'baggage-international',
  'taxi-rank',
  'transmilenio',
] as const;
export type PointId = (typeof POINT_IDS)[number];

export const POINT_KINDS = [
  'entrance',
  'check-in',
  'security',
  'migration',
  'gates',
  'food',
  'arrivals',
  'transport',
] as const;

export const pointSchema = z.object({
  id: z.enum(POINT_IDS),
  kind: z.enum(POINT_KINDS),
  name: localizedTextSchema,
});
export type Point = z.infer<typeof pointSchema>;

export const legSchema = z.object({
  from: z.enum(POINT_IDS),
  to: z.enum(POINT_IDS),
  minutes: z.number().int().nonnegative(),
});

export const walkingRouteSchema = z.object({
  from: z.enum(POINT_IDS),
  to: z.enum(POINT_IDS),
  minutes: z.number().int().nonnegative().meta({ description: 'Approximate walking time, Terminal 1' }),
  legs: z.array(legSchema).meta({ description: 'The way, point by point' }),
});
export type WalkingRoute = z.infer<typeof walkingRouteSchema>;

export const distanceTableSchema = z.object({
  from: z.array(z.enum(POINT_IDS)).meta({ description: 'Columns: the entrances' }),
  rows: z.array(z.object({ to: z.enum(POINT_IDS), minutes: z.array(z.number().int().nonnegative().nullable()) })),
});
export type DistanceTable = z.infer<typeof distanceTableSchema>;

export const distancesResponseSchema = z
  .object({
    updatedAt: isoInstant.meta({ description: 'When the walking times were surveyed' }),
    terminal: z.literal('T1'),
    approximate: z.literal(true).meta({ description: 'Walking times are approximate, for Terminal 1 (SPEC §9)' }),
    points: z.array(pointSchema),
    table: distanceTableSchema,
    route: walkingRouteSchema.optional().meta({ description: 'Present when from and to are given' }),
  })
  .meta({ description: 'Walking times between points of Terminal 1' });
export type DistancesResponse = z.infer<typeof distancesResponseSchema>;

const pointParam = (name: 'from' | 'to') =>
  z
    .enum(POINT_IDS, {
      error: `Unknown point. Use an id from points[] of GET /api/v2/distances, e.g. entrance-central`,
    })
    .optional()
    .meta({ description: `Point id to walk ${name}; give both from and to, or neither` });

export const distancesQuerySchema = z
  .object({ from: pointParam('from'), to: pointParam('to') })
  .superRefine((value, ctx) => {
    if (value.from && !value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Give to together with from' });
    if (value.to && !value.from)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'Give from together with to' });
  });
export type DistancesQuery = z.infer<typeof distancesQuerySchema>;

export function isPointId(value: unknown): value is PointId {
  return typeof value === 'string' && (POINT_IDS as readonly string[]).includes(value);
}
