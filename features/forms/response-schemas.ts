import { z } from 'zod';

/*
 * The answers of the form endpoints. Only the route handlers and the OpenAPI document use these
 * schemas; the client islands need their types alone (re-exported by schemas.ts), so they stay out of
 * the form pages' JavaScript (the budget of scripts/bench/bundle.mts).
 */

export const pqrsResponseSchema = z
  .object({
    filingNumber: z.string().meta({ examples: ['PQRS-2026-000042'] }),
    dueDate: z.string().meta({ description: 'Legal answer deadline (YYYY-MM-DD, 15 business days)' }),
    message: z.string(),
  })
  .meta({ description: 'The PQRS was filed; receipts are on their way by mail' });
export type PqrsResponse = z.infer<typeof pqrsResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() }).meta({ description: 'Accepted' });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const dataRequestResponseSchema = z
  .object({
    filingNumber: z.string().meta({ examples: ['DATOS-2026-000007'] }),
    dueDate: z
      .string()
      .meta({ description: 'Legal answer deadline (YYYY-MM-DD: 10 business days, 15 to update or delete)' }),
    status: z.enum(['received', 'awaiting_confirmation']).meta({
      description:
        '`awaiting_confirmation`: a deletion request; a link to confirm it was mailed to the address given (valid 7 ' +
        'days), and nothing is erased by that address until it is confirmed. A taxi account whose phone the request ' +
        "proves (the taxi sign-in's bearer token) is erased at once all the same.",
    }),
    message: z.string(),
  })
  .meta({ description: 'The request was recorded; a receipt is on its way by mail' });
export type DataRequestResponse = z.infer<typeof dataRequestResponseSchema>;

const count = z.number().int().min(0);

/** POST /api/v2/data-requests/confirm: the secret of the link a deletion request mailed. */
export const dataErasureConfirmSchema = z.object({
  request: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .meta({ examples: ['DATOS-2026-000007'] }),
  token: z.string().trim().min(16).max(200),
});

export const dataErasureSummarySchema = z
  .object({
    deleted: z.object({
      newsletterSubscribers: count,
      flightAlertSubscriptions: count,
      outboxMessages: count,
      pqrsPhotos: count,
    }),
    anonymised: z.object({
      pqrsRequests: count,
      contactMessages: count,
      formConsents: count,
      dataRequests: count,
      taxiBookings: count,
      taxiUsers: count,
    }),
    taxiAccount: z.enum(['erased', 'kept', 'none']).meta({
      description:
        '`erased`: deleted with this request (phone proven by the taxi sign-in); `kept`: it carried this address ' +
        '(removed), but an account is keyed by its phone and is deleted only with the phone proven; `none`: no ' +
        'taxi account carried this address',
    }),
  })
  .meta({ description: 'Rows deleted and anonymised per table' });

export const dataErasureResponseSchema = z
  .object({
    filingNumber: z.string(),
    status: z.literal('completed'),
    completedAt: z.string().meta({ description: 'ISO 8601 instant' }),
    erasure: dataErasureSummarySchema,
    deleted: z.array(z.string()).meta({ description: 'What was deleted, in the request language' }),
    anonymised: z.array(z.string()).meta({ description: 'What was anonymised, in the request language' }),
    kept: z.array(z.string()).meta({ description: 'What was kept and why, in the request language' }),
    message: z.string(),
  })
  .meta({ description: 'The erasure was carried out (now, or the first time the link was used)' });
export type DataErasureResponse = z.infer<typeof dataErasureResponseSchema>;

export const unsubscribeSchema = z.object({ token: z.string().trim().min(16).max(200) });
