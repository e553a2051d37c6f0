import { z } from 'zod';
import { TRAVEL_MODES } from './travel';

/*
 * The trip plan's contract: the route's flight id, the plan form (a GET form: the address travels in the
 * query only when JavaScript is off; otherwise it stays in the browser), and what the browser keeps.
 * Every text input is capped; messages are keys under `tripPlan.errors`, worded per locale by the page.
 */

export const MAX_ADDRESS_LENGTH = 120;

/** `20261122-AV9392-dep`: the flights feature's id (date, designator, direction). */
export const tripFlightIdSchema = z
  .string()
  .max(40)
  .regex(/^\d{8}-[A-Z0-9]{2,9}-(dep|arr)$/);

export const tripModeSchema = z.enum(TRAVEL_MODES);

export const tripQuerySchema = z.object({
  address: z
    .string()
    .trim()
    .min(2, { error: 'addressShort' })
    .max(MAX_ADDRESS_LENGTH, { error: 'addressLong' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  mode: tripModeSchema.catch('taxi'),
});
export type TripQuery = z.infer<typeof tripQuerySchema>;

/** One place the browser keeps (localStorage), never sent to the server unless the visitor asks for a plan. */
export const storedOriginSchema = z.object({
  address: z.string().max(MAX_ADDRESS_LENGTH),
  label: z.string().max(200),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  mode: tripModeSchema,
});
export type StoredOrigin = z.infer<typeof storedOriginSchema>;

/** The .ics route's query: the place as coordinates (never stored), the mode and the language. */
export const tripCalendarQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  label: z.string().trim().max(200).optional(),
  mode: tripModeSchema.catch('taxi'),
  lang: z.enum(['es', 'en', 'fr', 'pt']).catch('es'),
});
