import { errorResponses, type OpenApiRegistry } from '@/lib/http/openapi';
import {
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
  '(rejected ones count): 429 with Retry-After. When the captcha is configured, `captchaToken` (the ' +
  'reCAPTCHA v2 response) is required; without a site key the captcha is off. `consent` must be true; it is ' +
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
      'deletion) and a receipt mailed. A deletion with a phone proven by the taxi sign-in ' +
      '(`Authorization: Bearer <taxi access token>`) is carried out at once (`status: "completed"`).',
    tags: ['forms'],
    body: dataRequestSchema,
    responses: {
      201: { description: 'Recorded', schema: dataRequestResponseSchema },
      ...errorResponses(400, 413, 422, 429, 500, 503),
    },
  });
}
