import * as z from 'zod/mini';

/** The part of the flight list response that the board reads, checked on every client refresh. */

const text = z.string();
const nullableText = z.nullable(z.string());
const labels = { es: text, en: text, fr: text, pt: text };

export const boardFlightSchema = z.object({
  id: text,
  flight: text,
  number: text,
  airline: z.object({ code: text, name: text }),
  direction: z.enum(['departure', 'arrival']),
  kind: z.enum(['commercial', 'cargo']),
  flighttype: z.enum(['D', 'I']),
  status: z.object({ code: text, ...labels }),
  city: z.object({ code: text, ...labels }),
  gate: nullableText,
  terminal: text,
  claim: nullableText,
  scheduleDate: text,
  estimatedDate: nullableText,
  actualDate: nullableText,
  codeshares: z.array(z.object({ airline: z.object({ code: text, name: text }), number: text, flight: text })),
});

export const boardListSchema = z.object({
  flights: z.array(boardFlightSchema),
  total: z.number(),
  page: z.number(),
  offset: z.number(),
  pageSize: z.number(),
  date: text,
  updatedAt: text,
  stale: z.boolean(),
  simulated: z.boolean(),
});

export type BoardFlight = z.infer<typeof boardFlightSchema>;
export type BoardList = z.infer<typeof boardListSchema>;
