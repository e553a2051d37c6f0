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

export const dataRequestResponseSchema = z.object({
  filingNumber: z.string(),
  dueDate: z.string(),
  status: z.enum(['received', 'completed']),
  message: z.string(),
});
export type DataRequestResponse = z.infer<typeof dataRequestResponseSchema>;

export const unsubscribeSchema = z.object({ token: z.string().trim().min(16).max(200) });
