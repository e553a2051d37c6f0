import { z } from 'zod';

/*
 * The flight-alerts contract: a passenger follows one flight on one day and chooses how to
 * be told when it changes, by Web Push or by email (double opt-in). Client-safe: no server imports.
 * Error messages are field keys; the route handler and the form show them localised
 * (`flightAlerts.errors.<key>` in messages/*.json).
 */

export const ALERT_CHANNELS = ['push', 'email'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
export const ALERT_LOCALES = ['es', 'en', 'fr', 'pt'] as const;

/** Flight ids of the flights API: `YYYYMMDD-<designator>-dep|arr`. */
export const FLIGHT_ID_PATTERN = /^\d{8}-[A-Z0-9]{2}\d{1,5}[A-Z]?-(dep|arr)$/;
const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

export const pushSubscriptionSchema = z.object(
  {
    endpoint: z
      .string({ error: 'pushSubscription' })
      .max(1000, 'pushSubscription')
      .pipe(z.url({ protocol: /^https$/, error: 'pushSubscription' })),
    keys: z.object(
      {
        p256dh: z
          .string({ error: 'pushSubscription' })
          .min(40, 'pushSubscription')
          .max(200)
          .regex(base64url, 'pushSubscription'),
        auth: z
          .string({ error: 'pushSubscription' })
          .min(16, 'pushSubscription')
          .max(100)
          .regex(base64url, 'pushSubscription'),
      },
      { error: 'pushSubscription' },
    ),
  },
  { error: 'pushSubscription' },
);
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

const common = {
  flightId: z
    .string({ error: 'flightId' })
    .trim()
    .max(40, 'flightId')
    .regex(FLIGHT_ID_PATTERN, 'flightId')
    .meta({ description: 'The flight API id (one flight on one day)', examples: ['20261122-AV9364-dep'] }),
  locale: z.enum(ALERT_LOCALES, { error: 'locale' }).meta({ description: 'Language of the alerts' }),
  browserId: z
    .string({ error: 'browserId' })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'browserId')
    .optional()
    .meta({ description: 'Random id the browser keeps, to cap followed flights per browser' }),
};

export const createAlertRequestSchema = z
  .discriminatedUnion(
    'channel',
    [
      z.object({ ...common, channel: z.literal('push'), subscription: pushSubscriptionSchema }),
      z.object({
        ...common,
        channel: z.literal('email'),
        email: z
          .string({ error: 'email' })
          .trim()
          .toLowerCase()
          .max(254, 'email')
          .pipe(z.email({ error: 'email' })),
        captchaToken: z.string().trim().max(4000).optional().meta({
          description: 'The captcha answer (an email sign-up sends a mail); required unless the captcha is off',
        }),
      }),
    ],
    { error: 'channel' },
  )
  .meta({ description: 'Follow a flight by Web Push (a PushSubscription) or by email (double opt-in)' });
export type CreateAlertRequest = z.infer<typeof createAlertRequestSchema>;

export const createAlertResponseSchema = z.object({
  id: z.uuid().meta({ description: 'The subscription id' }),
  token: z.string().meta({
    description: 'Manage token, given only here and only once, to cancel it: DELETE /api/v2/flight-alerts/{id}?token=',
  }),
  status: z
    .enum(['active', 'pending'])
    .meta({ description: 'active (push), or pending until the email address confirms the link it was sent' }),
});
export type CreateAlertResponse = z.infer<typeof createAlertResponseSchema>;

export const alertIdParamsSchema = z.object({ id: z.uuid({ error: 'id' }) });
export const alertTokenQuerySchema = z.object({
  token: z.string({ error: 'token' }).regex(/^[A-Za-z0-9_-]{20,100}$/, 'token'),
});

export const pushKeyResponseSchema = z.object({
  publicKey: z.string().meta({ description: 'VAPID application server key (base64url) for PushManager.subscribe' }),
});
