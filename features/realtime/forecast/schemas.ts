import { z } from 'zod';

/*
 * The queue-forecast contract: expected waiting minutes per 15-minute slot at each checkpoint for
 * today and the next two days (Bogotá dates). `source` says whether the slots come from the embedded
 * model (flight schedule, seats, load factors, show-up curves, lanes: docs/realtime.md) or from a
 * configured forecast feed. Client-safe: no server imports.
 */

export const FORECAST_CHECKPOINTS = [
  'security-domestic',
  'security-international',
  'migration-departures',
  'migration-arrivals',
] as const;
export const forecastCheckpointSchema = z.enum(FORECAST_CHECKPOINTS);
export type ForecastCheckpoint = (typeof FORECAST_CHECKPOINTS)[number];

/**
 * Former checkpoint ids still accepted on input (query parameters, the forecast feed, the queue feed) and
 * read as today's id; never emitted. `security-national` was the forecast's name for the live API's
 * `security-domestic` (one name per checkpoint across the live, forecast, maps and trip-plan APIs).
 */
export const LEGACY_CHECKPOINT_IDS: Readonly<Record<string, ForecastCheckpoint>> = {
  'security-national': 'security-domestic',
};

/** The current id of a checkpoint id as received: a former name mapped to today's, anything else as is. */
export function currentCheckpointId(id: string): string {
  return Object.hasOwn(LEGACY_CHECKPOINT_IDS, id) ? LEGACY_CHECKPOINT_IDS[id]! : id;
}

/** Minutes per forecast slot. */
export const FORECAST_SLOT_MINUTES = 15;
/** Days forecast: today and the next two. */
export const FORECAST_DAYS = 3;
/** Today's calibration (forecast/model.ts): a measured slot's correction holds in full this close to it… */
export const CALIBRATION_HOLD_MINUTES = 30;
/** …and beyond that halves every this many minutes. */
export const CALIBRATION_HALF_LIFE_MINUTES = 60;

const isoInstant = z.iso
  .datetime({ offset: true })
  .meta({ description: 'Instant with the Bogota offset', examples: ['2026-11-22T14:00:00-05:00'] });

export const forecastDateSchema = z.iso
  .date({ error: 'Use a date as YYYY-MM-DD (Bogotá), today or one of the next two days' })
  .meta({ description: 'Bogotá date, YYYY-MM-DD', examples: ['2026-11-22'] });

export const forecastSlotSchema = z.object({
  start: isoInstant.meta({ description: 'Start of the 15-minute slot' }),
  minutes: z.number().int().nonnegative().meta({ description: 'Expected wait for someone joining the queue then' }),
});
export type ForecastSlot = z.infer<typeof forecastSlotSchema>;

export const FORECAST_SOURCES = ['model', 'feed'] as const;

export const forecastCalibrationSchema = z
  .object({
    readingMinutes: z.number().nonnegative().meta({ description: 'The live reading used (midpoint of its band)' }),
    measuredAt: isoInstant,
    factor: z
      .number()
      .positive()
      .meta({ description: 'Scale from the model to the live reading at its slot; decays over the next hours' }),
    measuredSlots: z.number().int().positive().meta({
      description: "Slots set to a measurement: the live reading's slot and those of the last 2 hours' history",
    }),
  })
  .meta({
    description:
      "How today's model was moved to the live readings (GET /api/v2/queues): the slot of the live reading says " +
      "it and the slots of the main queue's 2-hour history say what was measured; around them the correction " +
      `holds for ${CALIBRATION_HOLD_MINUTES} minutes, then halves every ${CALIBRATION_HALF_LIFE_MINUTES} minutes back ` +
      'to the model. null when there was no fresh reading',
  });
export type ForecastCalibration = z.infer<typeof forecastCalibrationSchema>;

export const queueForecastSchema = z
  .object({
    checkpoint: forecastCheckpointSchema,
    date: forecastDateSchema,
    slotMinutes: z.literal(FORECAST_SLOT_MINUTES),
    generatedAt: isoInstant,
    source: z
      .enum(FORECAST_SOURCES)
      .meta({ description: 'model = embedded model from the flight schedule; feed = the configured forecast feed' }),
    calibration: forecastCalibrationSchema.nullable(),
    notice: z
      .enum(['feed-unavailable'])
      .nullable()
      .meta({ description: 'feed-unavailable: the forecast feed failed and the embedded model answered instead' }),
    slots: z.array(forecastSlotSchema).meta({ description: 'The 96 slots of the day, in order, past ones included' }),
  })
  .meta({ description: 'Expected waiting minutes per 15-minute slot at one checkpoint on one day' });
export type QueueForecast = z.infer<typeof queueForecastSchema>;

const CHECKPOINT_HINT = `Use one of ${FORECAST_CHECKPOINTS.join(', ')}`;
const LEGACY_NOTE = Object.entries(LEGACY_CHECKPOINT_IDS)
  .map(([legacy, current]) => `\`${legacy}\` (the former name of \`${current}\`)`)
  .join(', ');

export const forecastQuerySchema = z.object({
  checkpoint: z
    .string({ error: `Give checkpoint. ${CHECKPOINT_HINT}` })
    .trim()
    .toLowerCase()
    .transform(currentCheckpointId)
    .pipe(z.enum(FORECAST_CHECKPOINTS, { error: CHECKPOINT_HINT }))
    .meta({
      description: `Checkpoint to forecast: ${FORECAST_CHECKPOINTS.join(', ')}. Still accepted: ${LEGACY_NOTE}; answers use the current id.`,
    }),
  date: forecastDateSchema
    .optional()
    .meta({ description: 'Bogotá date (YYYY-MM-DD): today or one of the next two days; default today' }),
});
export type ForecastQuery = z.infer<typeof forecastQuerySchema>;
