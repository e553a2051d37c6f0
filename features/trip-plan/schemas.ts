import { z } from 'zod';
import { MAX_ADDRESS_LENGTH, MIN_ADDRESS_LENGTH } from './address';
import { TRAVEL_MODES } from './travel';

/*
 * The trip plan's contract: the route's flight id, the plan form (a GET form: the address travels in the
 * query only when JavaScript is off; otherwise it stays in the browser), and what the browser keeps.
 * Every text input is capped; messages are keys under `tripPlan.errors`, worded per locale by the page.
 */

export { MAX_ADDRESS_LENGTH };

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
    .min(MIN_ADDRESS_LENGTH, { error: 'addressShort' })
    .max(MAX_ADDRESS_LENGTH, { error: 'addressLong' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  mode: tripModeSchema.catch('taxi'),
});
export type TripQuery = z.infer<typeof tripQuerySchema>;

/** One place the browser keeps (localStorage, browser-store.ts), never on the server. */
export interface StoredOrigin {
  address: string;
  label: string;
  lat: number;
  lng: number;
  mode: (typeof TRAVEL_MODES)[number];
}

/** The .ics route's query: the place as coordinates (never stored), the mode and the language. */
export const tripCalendarQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  label: z.string().trim().max(200).optional(),
  mode: tripModeSchema.catch('taxi'),
  lang: z.enum(['es', 'en', 'fr', 'pt']).catch('es'),
});
