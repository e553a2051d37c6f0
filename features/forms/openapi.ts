import { apiErrorBodySchema } from '@/lib/http/errors';
import { errorResponses, type OpenApiRegistry } from '@/lib/http/openapi';
import {
  dataErasureConfirmSchema,
  dataErasureResponseSchema,
  dataRequestResponseSchema,
  messageResponseSchema,
  pqrsResponseSchema,
  unsubscribeSchema,
} from './response-schemas';
import { contactSchema, dataRequestSchema, newsletterSchema, PHOTO_TYPES, pqrsSchema } from './schemas';

const COMMON =
  'Validated by the same zod schema as the site form. Bad input answers 400 with one message per field in ' +
  '`error.fields`, in the language of `Accept-Language` (es, en, fr, pt; Spanish by default) or `?locale=`. ' +
  'Send an `Idempotency-Key` (a UUID): a retry with the same key replays the first answer ' +
  '(`Idempotent-Replayed: true`) and never files twice. 10 submissions per 10 minutes per IP and form ' +
  '(rejected ones count): 429 with Retry-After. `captchaToken` is required unless the captcha is off ' +
  '(CAPTCHA_PROVIDER): an ALTCHA payload solved from GET /api/v2/captcha/challenge (the default; single use), ' +
  'or the reCAPTCHA v2 response. `consent` must be true; it is ' +
  'stored with its time, the policy version and the form. The submission is committed before the answer; ' +
  'mails go through the transactional outbox.';

export function registerFormsApi(registry: OpenApiRegistry): void {
  registry.registerTag('forms', 'PQRS (complaints and requests), contact, newsletter and personal-data requests');
  registry.registerSchema('PqrsRequest', pqrsSchema);
  registry.registerSchema('PqrsFiled', pqrsResponseSchema);
  registry.registerSchema('ContactRequest', contactSchema);
  registry.registerSchema('NewsletterRequest', newsletterSchema);
  registry.registerSchema('DataRequest', dataRequestSchema);
  registry.registerSchema('DataRequestFiled', dataRequestResponseSchema);
  registry.registerSchema('DataErasureConfirm', dataErasureConfirmSchema);
  registry.registerSchema('DataErasureDone', dataErasureResponseSchema);
  registry.registerSchema('FormAccepted', messageResponseSchema);

  registry.registerPath({
    method: 'post',
    path: '/api/v2/pqrs',
    operationId: 'filePqrs',
    summary: 'File a PQRS (complaint, request or compliment)',
    description:
      `${COMMON} Also accepted as multipart/form-data with the same keys plus an optional \`photo\` file ` +
      '(JPEG, PNG or WebP by its bytes, at most 5 MB and 40 megapixels; re-encoded, metadata removed; HEIC is ' +
      'refused with a message naming the accepted formats). ' +
      'By topic: Aerolineas needs `airline` and `flightNumber`; Establecimientos `establishmentType`; ' +
      'Servicios Aeroportuarios `airportService`; Infraestructura Aeroportuaria `infrastructureItem`. ' +
      'The answer carries the filing number and the legal answer deadline (15 business days). A body over ' +
      '5.25 MB or a photo over 5 MB answers 413.',
    tags: ['forms'],
    body: pqrsSchema,
    multipart: {
      files: {
        photo: {
          description:
            'Optional photo: JPEG, PNG or WebP (checked by its bytes), at most 5 MB and 40 megapixels. HEIC is refused.',
          contentTypes: PHOTO_TYPES,
        },
      },
    },
    responses: {
      201: { description: 'Filed; receipts mailed to the requester and the operator', schema: pqrsResponseSchema },
      ...errorResponses(400, 413, 422, 429, 500, 503),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/v2/contact',
    operationId: 'sendContactMessage',
    summary: 'Send a message through the contact form',
    description: `${COMMON} \`channel: "sustainability"\` routes it to the El Dorado Sostenible inbox.`,
    tags: ['forms'],
    body: contactSchema,
    responses: {
      201: { description: 'Sent', schema: messageResponseSchema },
      ...errorResponses(400, 413, 422, 429, 500, 503),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/v2/newsletter',
    operationId: 'subscribeNewsletter',
    summary: 'Subscribe to the newsletter (double opt-in)',
    description:
      `${COMMON} Mails a confirmation link to /auth/accountValidation/{token}, valid for 48 hours and usable ` +
      'once. The same answer whether or not the address was already subscribed; one subscriber per address.',
    tags: ['forms'],
    body: newsletterSchema,
    responses: {
      202: { description: 'Confirmation mail on its way', schema: messageResponseSchema },
      ...errorResponses(400, 413, 422, 429, 500, 503),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/v2/newsletter/unsubscribe',
    operationId: 'unsubscribeNewsletter',
    summary: 'Unsubscribe from the newsletter',
    description: 'The token from the unsubscribe link of any newsletter mail. JSON or form-encoded. Idempotent.',
    tags: ['forms'],
    body: unsubscribeSchema,
    responses: {
      200: { description: 'Unsubscribed', schema: messageResponseSchema },
      ...errorResponses(400, 404, 429, 500),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/v2/data-requests',
    operationId: 'fileDataRequest',
    summary: 'Personal-data request (Ley 1581 de 2012): consult, update or delete',
    description:
      `${COMMON} Recorded with its legal deadline (10 business days for a consult, 15 for an update or ` +
      'deletion) and a receipt mailed. A deletion (`status: "awaiting_confirmation"`) erases nothing by the ' +
      'typed address: its receipt carries a link (valid 7 days, its secret only in that mail) whose page asks ' +
      'for a confirmation, posted to POST /api/v2/data-requests/confirm. A deletion with a phone proven by the ' +
      'taxi sign-in (`Authorization: Bearer <taxi access token>`) erases that taxi account at once all the same.',
    tags: ['forms'],
    body: dataRequestSchema,
    responses: {
      201: { description: 'Recorded', schema: dataRequestResponseSchema },
      ...errorResponses(400, 413, 422, 429, 500, 503),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/v2/data-requests/confirm',
    operationId: 'confirmDataErasure',
    summary: 'Carry out a deletion request from the link mailed to its address',
    description:
      'The `request` (filing number) and `token` of the link a deletion request mailed, as JSON or form-encoded ' +
      '(the button of the link page: answered with a 303 back to that page, which shows the outcome). In one ' +
      'transaction, by the address (case-insensitive): newsletter subscriptions, flight alert subscriptions, ' +
      'outbox mails and PQRS photos are deleted; PQRS requests, contact messages, earlier data requests, form ' +
      'consents and the email of taxi accounts and bookings are anonymised; PQRS filing numbers, types, topics ' +
      'and dates, consents (form, submission, policy version, time) and this request are kept. A taxi account, ' +
      'keyed by its phone, is deleted only with the phone proven (the taxi sign-in). A used link erases nothing ' +
      'more and answers what was done the first time. 10 attempts per 10 minutes per IP.',
    tags: ['forms'],
    body: dataErasureConfirmSchema,
    responses: {
      200: { description: 'Carried out (now, or the first time the link was used)', schema: dataErasureResponseSchema },
      303: {
        description: 'Form-encoded post: back to the link page, which shows the outcome',
        headers: { Location: { description: 'The link page, in the language posted', schema: { type: 'string' } } },
      },
      404: { description: 'No deletion request matches this link (nothing erased)', schema: apiErrorBodySchema },
      410: { description: 'The link expired (nothing erased)', schema: apiErrorBodySchema },
      ...errorResponses(400, 429, 500),
    },
  });
}
