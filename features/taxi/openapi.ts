import { z } from 'zod';
import { errorResponses, type OpenApiRegistry } from '@/lib/http/openapi';
import {
  bookingIdParamsSchema,
  bookingItemSchema,
  bookingsResponseSchema,
  bookRequestSchema,
  bookResponseSchema,
  cancelBookingResponseSchema,
  geocodingRequestSchema,
  geocodingResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
  operatorBookingResponseSchema,
  operatorBookingSchema,
  operatorCancelRequestSchema,
  operatorConfirmRequestSchema,
  operatorListQuerySchema,
  operatorListResponseSchema,
  rateRequestSchema,
  rateResponseSchema,
  sendOtpRequestSchema,
  sendOtpResponseSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
  verifyPlateQuerySchema,
  verifyPlateResponseSchema,
} from './schemas';

const BASE = '/api/v2/taxi-imperial';
const TAG = 'taxi';
const BEARER = 'Requires `Authorization: Bearer <access_token>` from verify-otp-phone.';
const LANGUAGE = 'Messages follow `Accept-Language` (es, en, fr, pt; es by default).';
const OPERATOR = 'Operator API: requires the `X-Api-Key` header (TAXI_OPERATOR_API_KEY); 503 when not configured.';

/** Security scheme names in components.securitySchemes. */
export const TAXI_BEARER = 'taxiBearer';
export const TAXI_OPERATOR_KEY = 'taxiOperatorKey';
const signedIn = [{ [TAXI_BEARER]: [] }];
const operator = [{ [TAXI_OPERATOR_KEY]: [] }];

export function registerTaxiApi(registry: OpenApiRegistry): void {
  registry.registerSecurityScheme(TAXI_BEARER, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'opaque',
    description: 'The access_token of POST verify-otp-phone (random, 30 days; revoked by POST logout).',
  });
  registry.registerSecurityScheme(TAXI_OPERATOR_KEY, {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description:
      "The taxi company's key (TAXI_OPERATOR_API_KEY); the operator API answers 503 while it is not configured.",
  });
  registry.registerTag(TAG, 'Authorised taxi: sign-in by SMS code, rates, bookings, plate check (SPEC §7)');
  registry.registerTag('taxi-operator', 'The taxi company: list, confirm, fulfil and cancel bookings');
  registry.registerSchema('TaxiBooking', bookingItemSchema);
  registry.registerSchema('TaxiOperatorBooking', operatorBookingSchema);

  registry.registerPath({
    method: 'post',
    path: `${BASE}/send-otp-phone`,
    operationId: 'taxiSendOtp',
    summary: 'Send a sign-in code by SMS',
    description:
      '6 digits, valid 10 minutes; a resend within 30 s is a 429; at most 5 per phone and 20 per IP an hour ' +
      '(settings), within a site-wide and a per-country hourly budget. `captchaToken` is required unless the ' +
      'captcha is off (CAPTCHA_PROVIDER): an ALTCHA payload solved from GET /api/v2/captcha/challenge, or the ' +
      'reCAPTCHA v2 response; a missing, wrong or reused one answers 400 `captcha_failed`. ' +
      LANGUAGE,
    tags: [TAG],
    body: sendOtpRequestSchema,
    responses: {
      200: { description: 'Code sent', schema: sendOtpResponseSchema },
      ...errorResponses(400, 429, 500, 503),
    },
  });
  registry.registerPath({
    method: 'post',
    path: `${BASE}/verify-otp-phone`,
    operationId: 'taxiVerifyOtp',
    summary: 'Sign in with the code',
    description: `Single use; 5 wrong tries and a new code is needed. Creates or updates the user; name and email are required when needsName was true (error code name_required). Tokens last 30 days. ${LANGUAGE}`,
    tags: [TAG],
    body: verifyOtpRequestSchema,
    responses: { 200: { description: 'Signed in', schema: verifyOtpResponseSchema }, ...errorResponses(400, 500) },
  });
  registry.registerPath({
    method: 'get',
    path: `${BASE}/me`,
    operationId: 'taxiMe',
    security: signedIn,
    summary: 'The signed-in user',
    description: BEARER,
    tags: [TAG],
    responses: { 200: { description: 'The user', schema: meResponseSchema }, ...errorResponses(401, 500) },
  });
  registry.registerPath({
    method: 'get',
    path: `${BASE}/bookings`,
    operationId: 'taxiBookings',
    security: signedIn,
    summary: "The caller's bookings by status",
    description: `${BEARER} \`simulated: true\` marks a booking confirmed by the embedded dispatcher (TAXI_DISPATCHER=embedded): its driverName and plate are sample data, not a real service; a booking the taxi company confirmed (operator API) has \`simulated: false\`.`,
    tags: [TAG],
    responses: { 200: { description: 'Bookings', schema: bookingsResponseSchema }, ...errorResponses(401, 500) },
  });
  registry.registerPath({
    method: 'post',
    path: `${BASE}/bookings/{id}/cancel`,
    operationId: 'taxiCancelBooking',
    security: signedIn,
    summary: 'Cancel one of your bookings',
    description: `${BEARER} Only nueva or confirmada bookings (409 otherwise); someone else's booking is a 404.`,
    tags: [TAG],
    pathParams: bookingIdParamsSchema,
    responses: {
      200: { description: 'Cancelled', schema: cancelBookingResponseSchema },
      ...errorResponses(400, 401, 404, 500),
      409: { description: 'The booking can no longer be cancelled', schema: errorResponses(400)[400]!.schema },
    },
  });
  registry.registerPath({
    method: 'post',
    path: `${BASE}/calculate-rate`,
    operationId: 'taxiCalculateRate',
    summary: 'Approximate fares (COP) for Taxi, Minivan and Van',
    description:
      "Bogota's regulated tariff: start units + distance units over the estimated road distance, minimum fare, airport surcharge, night/Sunday/holiday surcharge by fechaReserva (Bogota time), vehicle factors, rounded to COP 100. fechaReserva may be at most 5 minutes past and 30 days ahead. 422 outside the service area. No sign-in.",
    tags: [TAG],
    body: rateRequestSchema,
    responses: {
      200: { description: 'Fares', schema: rateResponseSchema },
      ...errorResponses(400, 500),
      422: { description: 'Outside the service area', schema: errorResponses(400)[400]!.schema },
    },
  });
  registry.registerPath({
    method: 'post',
    path: `${BASE}/book`,
    operationId: 'taxiBook',
    security: signedIn,
    summary: 'Book an authorised taxi',
    description: `${BEARER} Send an \`Idempotency-Key\` header (8–200 visible characters, a UUID is ideal): a retry with the same key returns the first answer (header Idempotent-Replayed: true) and books nothing more. 201 when booked; 200 with status false when the taxi company refuses (userMessage says why). \`accessible: true\` asks for a wheelchair-accessible vehicle (with a ramp) of the chosen type at the same price; the booking lists and the operator API show it, and only an accessible vehicle may be assigned to it.`,
    tags: [TAG],
    body: bookRequestSchema,
    responses: {
      201: { description: 'Booked', schema: bookResponseSchema },
      200: { description: 'Refused by the taxi company (status false)', schema: bookResponseSchema },
      ...errorResponses(400, 401, 403, 500),
      422: {
        description: 'Outside the service area, or Idempotency-Key reused for another body',
        schema: errorResponses(400)[400]!.schema,
      },
    },
  });
  registry.registerPath({
    method: 'post',
    path: `${BASE}/geocoding`,
    operationId: 'taxiGeocoding',
    summary: 'Place an address in Bogota',
    description: `Colombian street addresses ("Calle 93 # 11-26", "Cra 7 No. 72-41", "Calle 45 Sur # 78-20", "Avenida Boyacá # 80-94") and named places (localities, neighbourhoods, landmarks, hotels, malls, universities). 422 when it cannot be placed. ${LANGUAGE}`,
    tags: [TAG],
    body: geocodingRequestSchema,
    responses: {
      200: { description: 'Placed', schema: geocodingResponseSchema },
      ...errorResponses(400, 500, 503),
      422: { description: 'The address cannot be placed', schema: errorResponses(400)[400]!.schema },
    },
  });
  registry.registerPath({
    method: 'post',
    path: `${BASE}/logout`,
    operationId: 'taxiLogout',
    security: signedIn,
    summary: 'Revoke the access token',
    description: BEARER,
    tags: [TAG],
    responses: { 200: { description: 'Revoked', schema: logoutResponseSchema }, ...errorResponses(401, 500) },
  });
  registry.registerPath({
    method: 'get',
    path: `${BASE}/verify-plate`,
    operationId: 'taxiVerifyPlate',
    summary: 'Is this an authorised airport taxi?',
    description:
      'Plate as 3 letters + 3 digits (case, spaces and dashes ignored). An unknown plate answers 200 with authorised false.',
    tags: [TAG],
    query: verifyPlateQuerySchema,
    responses: { 200: { description: 'The check', schema: verifyPlateResponseSchema }, ...errorResponses(400, 500) },
  });

  registry.registerPath({
    method: 'get',
    path: `${BASE}/operator/bookings`,
    operationId: 'taxiOperatorList',
    security: operator,
    summary: 'Bookings by status (default nueva)',
    description: `${OPERATOR} \`accessible: true\` marks a booking that needs a wheelchair-accessible vehicle (with a ramp).`,
    tags: ['taxi-operator'],
    query: operatorListQuerySchema,
    responses: {
      200: { description: 'Bookings', schema: operatorListResponseSchema },
      ...errorResponses(400, 401, 503),
    },
  });
  const idParams = z.object({ id: bookingIdParamsSchema.shape.id });
  for (const [action, summary, body] of [
    [
      'confirm',
      'Confirm: driver, authorised plate of the booked type (a wheelchair-accessible one when the booking has accessible: true), optional agreed price; the booking is then a real one (simulated: false)',
      operatorConfirmRequestSchema,
    ],
    ['fulfil', 'Mark a confirmed booking fulfilled', undefined],
    ['cancel', 'Cancel or refuse a new or confirmed booking', operatorCancelRequestSchema],
  ] as const) {
    registry.registerPath({
      method: 'post',
      path: `${BASE}/operator/bookings/{id}/${action}`,
      operationId: `taxiOperator${action[0]!.toUpperCase()}${action.slice(1)}`,
      security: operator,
      summary,
      description: `${OPERATOR} 409 when the booking is not in the expected status.`,
      tags: ['taxi-operator'],
      pathParams: idParams,
      ...(body ? { body } : {}),
      responses: {
        200: { description: 'The booking', schema: operatorBookingResponseSchema },
        ...errorResponses(400, 401, 404, 503),
      },
    });
  }
}
