import { errorResponses, type OpenApiRegistry } from '@/lib/http/openapi';
import {
  alertIdParamsSchema,
  alertTokenQuerySchema,
  createAlertRequestSchema,
  createAlertResponseSchema,
  pushKeyResponseSchema,
} from './schemas';

export function registerFlightAlertsApi(registry: OpenApiRegistry): void {
  registry.registerTag('flight-alerts', 'Follow a flight: alerts by Web Push or email when it changes');
  registry.registerSchema('CreateFlightAlert', createAlertRequestSchema);
  registry.registerSchema('FlightAlert', createAlertResponseSchema);
  registry.registerPath({
    method: 'post',
    path: '/api/v2/flight-alerts',
    operationId: 'createFlightAlert',
    summary: 'Follow a flight',
    description:
      'Alerts for a gate assigned or changed, a delay of 15 minutes or more, boarding, final call, cancellation ' +
      'or diversion, landing and the baggage belt, each told once, until 2 hours after the flight. `push` takes ' +
      'the browser PushSubscription (`endpoint` https, `keys.p256dh`, `keys.auth`) and is active at once; ' +
      '`email` is pending until the link mailed to the address is opened (double opt-in, 48 h), and needs ' +
      '`captchaToken` unless the captcha is off (an ALTCHA payload from GET /api/v2/captcha/challenge, or the ' +
      'reCAPTCHA v2 response; 400 `captcha_failed` otherwise). Signing the ' +
      'same endpoint or address up twice answers the same subscription. At most 10 followed flights per ' +
      '`browserId` (409 follow_limit); per-IP hourly limit (429). Data is deleted 24 hours after the flight. ' +
      'Messages follow `Accept-Language`.',
    tags: ['flight-alerts'],
    body: createAlertRequestSchema,
    responses: {
      201: {
        description:
          'Subscribed. An email sign-up is always pending, whether or not the address already follows the flight',
        schema: createAlertResponseSchema,
      },
      ...errorResponses(400, 404, 409, 413, 429, 500),
    },
  });
  registry.registerPath({
    method: 'delete',
    path: '/api/v2/flight-alerts/{id}',
    operationId: 'deleteFlightAlert',
    summary: 'Stop the alerts of a subscription',
    description:
      'With the manage token returned at sign-up, or the token of an alert’s unsubscribe link. Deletes what it stored.',
    tags: ['flight-alerts'],
    pathParams: alertIdParamsSchema,
    query: alertTokenQuerySchema,
    responses: { 204: { description: 'Stopped and deleted' }, ...errorResponses(400, 404, 500) },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/v2/flight-alerts/push-key',
    operationId: 'getFlightAlertsPushKey',
    summary: 'VAPID public key',
    description: 'The application server key for `PushManager.subscribe` (base64url).',
    tags: ['flight-alerts'],
    responses: { 200: { description: 'The key', schema: pushKeyResponseSchema }, ...errorResponses(500) },
  });
}
