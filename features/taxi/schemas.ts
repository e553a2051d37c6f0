import { z } from 'zod';
import { bogotaMs } from '@/lib/bogota-time';
import { PHONE_INPUT_MAX_LENGTH } from '@/lib/phone/mobile';
import { callingCodeIssueMessage } from '@/lib/phone/issue';
import { mobileForCallingCode, phoneTextSchema } from '@/lib/phone/schema';

/*
 * The authorised-taxi contract (SPEC §3, §5, §7, §9): request and response bodies of every
 * `/api/v2/taxi-imperial/*` endpoint, shared by the client forms, the route handlers, the tests
 * and the OpenAPI document. Field names follow SPEC §7 exactly (including `formatedAddress`,
 * `phone_country_code`, `fechaReserva`); additions never rename them. Client-safe: no server imports.
 */

// ---------------------------------------------------------------------------------------------
// Constants (SPEC §9)
// ---------------------------------------------------------------------------------------------

export const TAXI_LIMITS = {
  /** SPEC §9: default calling code (Colombia). */
  defaultCountryCode: '57',
  /** The longest phone text taken (spaces and dashes included); the number itself is checked per country. */
  phoneInputMaxLength: PHONE_INPUT_MAX_LENGTH,
  otpDigits: 6,
  /** SPEC §9: a new code may be requested 30 s after the previous one. */
  resendSeconds: 30,
  /** A code is valid for 10 minutes (ARCHITECTURE §8). */
  otpValidSeconds: 600,
  /** Wrong tries before a new code is needed. */
  otpMaxAttempts: 5,
  /** SPEC §9: geocoding is skipped for shorter addresses. */
  minAddressLength: 2,
  maxAddressLength: 200,
  maxNameLength: 100,
  maxEmailLength: 254,
  /** A pickup time may be at most this many minutes in the past ("now" is valid). */
  pickupPastToleranceMinutes: 5,
  /** … and at most this many days ahead. */
  pickupMaxDaysAhead: 30,
  /** Access tokens expire after 30 days. */
  tokenValidDays: 30,
} as const;

/** Endpoint paths under the API base (`NEXT_PUBLIC_API_BASE_URL`, default `/api`), SPEC §7. */
export const TAXI_API_PATHS = {
  sendOtp: '/v2/taxi-imperial/send-otp-phone',
  verifyOtp: '/v2/taxi-imperial/verify-otp-phone',
  me: '/v2/taxi-imperial/me',
  bookings: '/v2/taxi-imperial/bookings',
  cancelBooking: (id: number) => `/v2/taxi-imperial/bookings/${id}/cancel`,
  calculateRate: '/v2/taxi-imperial/calculate-rate',
  book: '/v2/taxi-imperial/book',
  geocoding: '/v2/taxi-imperial/geocoding',
  logout: '/v2/taxi-imperial/logout',
  verifyPlate: '/v2/taxi-imperial/verify-plate',
} as const;

export const VEHICLE_TYPES = ['NORMAL', 'MINIVAN', 'VAN'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** The vehicle name shown on cards and bookings; its lower-cased form picks the image (SPEC §3). */
export const VEHICLE_NAMES = { NORMAL: 'Taxi', MINIVAN: 'Minivan', VAN: 'Van' } as const satisfies Record<
  VehicleType,
  string
>;
export type VehicleName = (typeof VEHICLE_NAMES)[VehicleType];

export const PAYMENT_METHODS = ['CASH', 'CARD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** `from_airport` (default): pickup at the airport, `lat`/`lon`/`address` are the destination. */
export const BOOKING_DIRECTIONS = ['from_airport', 'to_airport'] as const;
export type BookingDirection = (typeof BOOKING_DIRECTIONS)[number];

/** Booking statuses, as the `GET bookings` groups name them. */
export const BOOKING_STATUSES = ['nueva', 'confirmada', 'cumplida', 'cancelada'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Statuses the owner may still cancel. */
export const CANCELLABLE_STATUSES: readonly BookingStatus[] = ['nueva', 'confirmada'];

/** The airport end of every trip (Terminal 1, authorised taxi bays on floor 1, gates 5 and 10). */
export const AIRPORT_LOCATION = {
  address: 'Aeropuerto Internacional El Dorado, Av. Calle 26 # 103-09, Bogotá',
  lat: 4.69843,
  lng: -74.14112,
} as const;

// ---------------------------------------------------------------------------------------------
// Field formats
// ---------------------------------------------------------------------------------------------

/**
 * The mobile number as typed, before its calling code is known: national form (with or without the trunk
 * prefix: "06 12 34 56 78" in France) or the whole number with `+`; spaces, dashes, dots and parentheses are
 * ignored. The request schemas check it against the calling code (`withMobilePhone`): a valid MOBILE number of
 * that country at its real length (Spain 9 digits, Panama 8, Colombia 10…). SPEC §5's "10 to 15 digits"
 * described the original form; what it meant is every valid number and no invalid one (docs/taxi.md).
 */
export const phoneNumberSchema = phoneTextSchema({
  required: 'Enter your mobile number.',
  tooLong: `The phone number may have at most ${PHONE_INPUT_MAX_LENGTH} characters.`,
}).meta({
  description:
    "Mobile number without the country code, as people of its country write it (trunk prefix allowed), or with + and the calling code. Must be a valid mobile number of the calling code's country; stored as E.164.",
  examples: ['3001234567', '06 12 34 56 78'],
});

/** Calling code, digits without `+` (1–4 digits). The server checks it against the calling-code list. */
export const countryCodeDigitsSchema = z
  .string({ error: 'Enter the country calling code as digits.' })
  .trim()
  .regex(/^[1-9]\d{0,3}$/, 'The country code must be 1 to 4 digits without + (e.g. 57).')
  .meta({ description: 'Country calling code, digits without +', examples: ['57'] });

export const otpCodeSchema = z
  .string({ error: 'Enter the code you received.' })
  .trim()
  .regex(/^\d{6}$/, 'The code has 6 digits.')
  .meta({ description: 'The 6-digit code sent by SMS', examples: ['123456'] });

export const personNameSchema = z
  .string({ error: 'Enter your name.' })
  .trim()
  .min(2, 'Enter your name.')
  .max(TAXI_LIMITS.maxNameLength, `The name may have at most ${TAXI_LIMITS.maxNameLength} characters.`)
  .regex(/^[^<>{}[\]\\/$;=`|]*$/u, 'The name contains characters that are not allowed.')
  .meta({ examples: ['María Pérez'] });

export const emailSchema = z
  .string({ error: 'Enter an email address.' })
  .trim()
  .max(TAXI_LIMITS.maxEmailLength, 'The email address is too long.')
  .pipe(z.email('Enter a valid email address.'))
  .meta({ examples: ['maria@example.com'] });

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

/** True for a real calendar date and time written `YYYY-MM-DD HH:mm`. */
export function isValidLocalDateTime(value: string): boolean {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return false;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi
  );
}

/** Bogota local date and time, `YYYY-MM-DD HH:mm` (SPEC: fechaReserva, booking date). */
export const bogotaDateTimeSchema = z
  .string({ error: 'Enter the date and time as YYYY-MM-DD HH:mm.' })
  .trim()
  .refine(isValidLocalDateTime, 'Use a real Bogota date and time written YYYY-MM-DD HH:mm, e.g. 2026-11-22 14:30.')
  .meta({ description: 'Bogota local time (UTC−5), YYYY-MM-DD HH:mm', examples: ['2026-11-22 14:30'] });

/** The instant of a Bogota local `YYYY-MM-DD HH:mm` (Bogota is UTC−5 all year). */
export function bogotaLocalToInstant(value: string): Date {
  return new Date(bogotaMs(value));
}

export type PickupWindowProblem = 'past' | 'too_far_ahead';

/**
 * Whether a pickup time is bookable at `now`: at most 5 minutes in the past ("now" is valid)
 * and at most 30 days ahead. Undefined when it is fine.
 */
export function pickupWindowProblem(localDateTime: string, now: Date): PickupWindowProblem | undefined {
  const at = bogotaLocalToInstant(localDateTime).getTime();
  if (at < now.getTime() - TAXI_LIMITS.pickupPastToleranceMinutes * 60_000) return 'past';
  if (at > now.getTime() + TAXI_LIMITS.pickupMaxDaysAhead * 86_400_000) return 'too_far_ahead';
  return undefined;
}

export const latitudeSchema = z
  .number({ error: 'The latitude must be a number.' })
  .min(-90, 'The latitude must be between -90 and 90.')
  .max(90, 'The latitude must be between -90 and 90.')
  .meta({ examples: [4.6097] });

export const longitudeSchema = z
  .number({ error: 'The longitude must be a number.' })
  .min(-180, 'The longitude must be between -180 and 180.')
  .max(180, 'The longitude must be between -180 and 180.')
  .meta({ examples: [-74.0817] });

export const addressSchema = z
  .string({ error: 'Enter an address.' })
  .trim()
  .min(TAXI_LIMITS.minAddressLength, 'Enter an address.')
  .max(TAXI_LIMITS.maxAddressLength, `The address may have at most ${TAXI_LIMITS.maxAddressLength} characters.`)
  .regex(/^[^<>{}\\`$;|]*$/u, 'The address contains characters that are not allowed.')
  .meta({ examples: ['Calle 93 # 11-26'] });

/** Colombian taxi plate: 3 letters + 3 digits. Spaces, dashes and lower case are tolerated. */
export const PLATE_PATTERN = /^[A-Z]{3}\d{3}$/;

export function normalisePlate(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

export const plateSchema = z
  .string({ error: 'Enter a plate.' })
  .max(20, 'Enter a plate as 3 letters and 3 digits, e.g. ABC123.')
  .transform(normalisePlate)
  .pipe(z.string().regex(PLATE_PATTERN, 'Enter a plate as 3 letters and 3 digits, e.g. ABC123.'))
  .meta({ description: 'Colombian plate, 3 letters + 3 digits', examples: ['ABC123'] });

// ---------------------------------------------------------------------------------------------
// Requests: `countryCode` and `phoneCountryCode` are accepted in both OTP endpoints
// ---------------------------------------------------------------------------------------------

const phoneFields = {
  phone: phoneNumberSchema,
  phoneCountryCode: countryCodeDigitsSchema.optional(),
  countryCode: countryCodeDigitsSchema.optional(),
};

interface CountryCodeFields {
  phoneCountryCode?: string | undefined;
  countryCode?: string | undefined;
}

/** One of the two names is required; when both are sent they must agree. */
function checkCountryCode(body: CountryCodeFields, ctx: z.core.$RefinementCtx<CountryCodeFields>): void {
  if (body.phoneCountryCode === undefined && body.countryCode === undefined) {
    ctx.addIssue({
      code: 'custom',
      message: 'Enter the country calling code (phoneCountryCode or countryCode), e.g. 57.',
      path: ['phoneCountryCode'],
    });
  } else if (
    body.phoneCountryCode !== undefined &&
    body.countryCode !== undefined &&
    body.phoneCountryCode !== body.countryCode
  ) {
    ctx.addIssue({
      code: 'custom',
      message: 'phoneCountryCode and countryCode differ; send one of them.',
      path: ['countryCode'],
    });
  }
}

/** The calling code of a parsed body, whichever name carried it. */
export function callingCodeOf(body: CountryCodeFields): string {
  return body.phoneCountryCode ?? body.countryCode ?? TAXI_LIMITS.defaultCountryCode;
}

/** A request's phone, canonical: what is stored, texted and rate-limited is `e164`. */
export interface CanonicalPhone {
  /** National significant number, digits, without the trunk prefix (`612345678`). */
  phone: string;
  /** Calling code, digits (`33`). */
  callingCode: string;
  /** `+33612345678`. */
  e164: string;
}

/** The phone rule's messages; an unknown calling code is said on the field that carried it. */
const PHONE_RULE_MESSAGES = (body: CountryCodeFields) => ({
  callingCodePath:
    body.phoneCountryCode === undefined && body.countryCode !== undefined ? 'countryCode' : 'phoneCountryCode',
  // Said by the route as "+999 is no country's calling code" in the caller's language (lib/phone/issue.ts).
  unknownCallingCode: callingCodeIssueMessage(callingCodeOf(body)),
  required: 'Enter your mobile number.',
});

/**
 * The object-level phone rule of a request: the typed number must be a valid mobile of its calling code's
 * country. Its output replaces `phone` with the national significant number and adds `callingCode` and `e164`.
 * An invalid number's message is a phone issue token (lib/phone/issue.ts): the route answers it in the
 * caller's language with the country's example mobile.
 */
function withMobilePhone<Body extends CountryCodeFields & { phone: string }>(
  body: Body,
  ctx: z.core.$RefinementCtx<Body>,
): Body & CanonicalPhone {
  const number = mobileForCallingCode(ctx, body.phone, callingCodeOf(body), PHONE_RULE_MESSAGES(body));
  if (!number) return z.NEVER;
  return { ...body, phone: number.nationalNumber, callingCode: number.callingCode, e164: number.e164 };
}

/** POST send-otp-phone. SPEC names the calling code `phoneCountryCode`; `countryCode` is accepted too. */
export const sendOtpRequestSchema = z
  .object({
    ...phoneFields,
    captchaToken: z.string().trim().max(4000).optional().meta({
      description: 'The captcha answer (ALTCHA payload or reCAPTCHA response); required unless the captcha is off.',
    }),
  })
  .superRefine(checkCountryCode)
  .transform(withMobilePhone)
  .meta({
    description:
      'Asks for a sign-in code by SMS. One of phoneCountryCode / countryCode is required; phone must be a valid mobile number of that country.',
  });
export type SendOtpRequest = z.input<typeof sendOtpRequestSchema>;

export const sendOtpResponseSchema = z
  .object({
    needsName: z
      .boolean()
      .meta({ description: 'True when no name is stored for this phone: send name + email to verify' }),
    resendAfterSeconds: z.number().int().meta({ description: 'Seconds before another code may be requested' }),
    expiresInSeconds: z.number().int().meta({ description: 'Seconds the code stays valid' }),
  })
  .meta({ description: 'A code was sent' });
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

/** POST verify-otp-phone. SPEC names the calling code `countryCode`; `phoneCountryCode` is accepted too. */
export const verifyOtpRequestSchema = z
  .object({
    ...phoneFields,
    code: otpCodeSchema,
    name: personNameSchema.optional(),
    email: emailSchema.optional(),
  })
  .superRefine(checkCountryCode)
  .transform(withMobilePhone)
  .meta({ description: 'Checks the code. name and email are required when send-otp-phone answered needsName: true.' });
export type VerifyOtpRequest = z.input<typeof verifyOtpRequestSchema>;

export const verifyOtpResponseSchema = z
  .object({
    access_token: z.string().meta({ description: 'Bearer token for the taxi endpoints' }),
    token_type: z.literal('Bearer'),
    expires_at: z.string().meta({ description: 'ISO 8601 instant when the token expires (30 days)' }),
  })
  .meta({ description: 'Signed in' });
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

export const meResponseSchema = z
  .object({
    user: z.object({
      name: z.string().nullable().meta({ description: 'Null until a name is given' }),
      email: z.string().nullable(),
    }),
    phone: z.string().meta({ description: 'National significant number, digits', examples: ['3001234567'] }),
    phone_country_code: z.string().meta({ examples: ['57'] }),
    phone_e164: z.string().meta({ description: 'The phone in E.164', examples: ['+573001234567'] }),
  })
  .meta({ description: 'The signed-in taxi user' });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** POST calculate-rate (SPEC §3 rate request). lat/lon: the non-airport end of the trip. */
export const rateRequestSchema = z
  .object({
    lat: latitudeSchema,
    lon: longitudeSchema,
    fechaReserva: bogotaDateTimeSchema,
  })
  .meta({ description: 'The non-airport end of the trip and the pickup time' });
export type RateRequest = z.input<typeof rateRequestSchema>;

export const rateResponseSchema = z
  .object({
    normal: z
      .number()
      .int()
      .meta({ description: 'Taxi, COP, rounded to 100', examples: [45300] }),
    minivan: z
      .number()
      .int()
      .meta({ description: 'Minivan, COP', examples: [58900] }),
    van: z
      .number()
      .int()
      .meta({ description: 'Van, COP', examples: [72500] }),
    currency: z.literal('COP'),
    distanceKm: z.number().meta({ description: 'Estimated road distance' }),
    surcharges: z
      .array(z.enum(['airport', 'night', 'sunday', 'holiday']))
      .meta({ description: 'Surcharges applied (night/sunday/holiday are one surcharge, listed by reason)' }),
  })
  .meta({ description: 'Approximate regulated fares in COP' });
export type RateResponse = z.infer<typeof rateResponseSchema>;

/** POST book (SPEC §3 booking request, plus `direction` and the origin address when inverted). */
export const bookRequestSchema = z
  .object({
    name: personNameSchema.optional(),
    email: emailSchema.optional(),
    phone: phoneNumberSchema.optional().meta({ description: 'Must be the signed-in phone when sent' }),
    phoneCountryCode: countryCodeDigitsSchema.optional(),
    countryCode: countryCodeDigitsSchema.optional(),
    date: bogotaDateTimeSchema,
    lat: latitudeSchema,
    lon: longitudeSchema,
    address: addressSchema.meta({ description: 'The non-airport end of the trip' }),
    vehicleType: z.enum(VEHICLE_TYPES, 'Choose a vehicle: NORMAL, MINIVAN or VAN.'),
    paymentMethod: z.enum(PAYMENT_METHODS, 'Choose a payment method: CASH or CARD.'),
    direction: z.enum(BOOKING_DIRECTIONS, 'direction is from_airport or to_airport.').default('from_airport'),
    accessible: z.boolean({ error: 'accessible is true or false (JSON boolean).' }).default(false).meta({
      description:
        'True asks for a wheelchair-accessible vehicle (with a ramp) of the chosen type. The price does not change.',
    }),
  })
  .superRefine((body, ctx) => {
    // A phone sent with its calling code must be a valid mobile (then compared with the signed-in one);
    // without a code, the signed-in user's code applies (features/taxi/server/bookings.ts).
    if (body.phone !== undefined && (body.phoneCountryCode ?? body.countryCode) !== undefined) {
      mobileForCallingCode(ctx, body.phone, callingCodeOf(body), PHONE_RULE_MESSAGES(body));
    }
  })
  .meta({ description: 'A booking. The caller is the bearer; name/email update the profile when sent.' });
export type BookRequest = z.input<typeof bookRequestSchema>;
export type BookInput = z.output<typeof bookRequestSchema>;

export const bookResponseSchema = z
  .object({
    status: z.boolean().meta({ description: 'False when the taxi company refuses; userMessage says why' }),
    userMessage: z.string(),
    bookingId: z.number().int().nullable(),
    bookingNumber: z.string().nullable(),
  })
  .meta({ description: 'Booking outcome' });
export type BookResponse = z.infer<typeof bookResponseSchema>;

/** One booking as `GET bookings` lists it (SPEC §3 booking display). */
export const bookingItemSchema = z
  .object({
    id: z.number().int(),
    bookingNumber: z.string().meta({ examples: ['TX-2611-000042'] }),
    status: z.enum(BOOKING_STATUSES),
    from: z.string(),
    to: z.string(),
    date: z.string().meta({ description: 'Pickup day, YYYY-MM-DD (Bogota)' }),
    time: z.string().meta({ description: 'Pickup time, HH:mm (Bogota)' }),
    paymentMethod: z.enum(PAYMENT_METHODS),
    vehicle: z.enum(['Taxi', 'Minivan', 'Van']),
    vehicleType: z.enum(VEHICLE_TYPES),
    direction: z.enum(BOOKING_DIRECTIONS),
    accessible: z.boolean().meta({ description: 'A wheelchair-accessible vehicle (with a ramp) was asked for' }),
    driverName: z.string().nullable(),
    plate: z.string().nullable(),
    simulated: z.boolean().meta({
      description:
        'True when the embedded dispatcher (TAXI_DISPATCHER=embedded) confirmed it: driverName and plate are sample data, not a real service. False before confirmation and when the taxi company confirmed it (operator API).',
    }),
    price: z.number().int().meta({ description: 'Approximate price, COP' }),
  })
  .meta({ description: 'A booking' });
export type BookingItem = z.infer<typeof bookingItemSchema>;

export const bookingsResponseSchema = z
  .object({
    nueva: z.array(bookingItemSchema),
    confirmada: z.array(bookingItemSchema),
    cumplida: z.array(bookingItemSchema),
    cancelada: z.array(bookingItemSchema),
  })
  .meta({ description: "The caller's bookings by status; active = nueva + confirmada" });
export type BookingsResponse = z.infer<typeof bookingsResponseSchema>;

export const bookingIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The booking id is a number.' })
    .int('The booking id is a whole number.')
    .positive('The booking id is a positive number.')
    .max(2_147_483_647, 'Unknown booking id.'),
});

export const cancelBookingResponseSchema = z
  .object({ status: z.literal(true), booking: bookingItemSchema })
  .meta({ description: 'The cancelled booking' });
export type CancelBookingResponse = z.infer<typeof cancelBookingResponseSchema>;

export const logoutResponseSchema = z.object({ status: z.literal(true) }).meta({ description: 'Token revoked' });

/** POST geocoding. */
export const geocodingRequestSchema = z.object({ address: addressSchema });
export type GeocodingRequest = z.input<typeof geocodingRequestSchema>;

export const geocodingResponseSchema = z
  .object({
    formatedAddress: z.string().meta({ description: 'SPEC spelling (one t)', examples: ['Calle 93 # 11-26, Bogotá'] }),
    lat: z.number(),
    lng: z.number(),
    source: z.enum(['gazetteer', 'street-grid', 'google']).meta({ description: 'Which geocoder placed it' }),
  })
  .meta({ description: 'Where the address is' });
export type GeocodingResponse = z.infer<typeof geocodingResponseSchema>;

/** GET verify-plate?plate= */
export const verifyPlateQuerySchema = z.object({ plate: plateSchema });

export const verifyPlateResponseSchema = z
  .object({
    plate: z.string(),
    authorised: z.boolean(),
    vehicle: z
      .object({
        company: z.string(),
        vehicleType: z.enum(VEHICLE_TYPES),
        vehicle: z.enum(['Taxi', 'Minivan', 'Van']),
        brand: z.string(),
        model: z.string(),
      })
      .nullable()
      .meta({ description: 'Null when the plate is not in the authorised registry' }),
  })
  .meta({ description: 'Whether the plate belongs to an authorised airport taxi' });
export type VerifyPlateResponse = z.infer<typeof verifyPlateResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Operator API (the taxi company), header `X-Api-Key`
// ---------------------------------------------------------------------------------------------

export const operatorListQuerySchema = z.object({
  status: z.enum(BOOKING_STATUSES, 'status is nueva, confirmada, cumplida or cancelada.').default('nueva'),
});

export const operatorBookingSchema = bookingItemSchema
  .extend({
    customerName: z.string().nullable(),
    customerPhone: z.string().meta({ description: 'Digits with the country code', examples: ['573001234567'] }),
    lat: z.number(),
    lng: z.number(),
    pickupAt: z.string().meta({ description: 'ISO 8601 instant' }),
  })
  .meta({ description: 'A booking as the taxi company sees it' });
export type OperatorBooking = z.infer<typeof operatorBookingSchema>;

export const operatorListResponseSchema = z.object({ bookings: z.array(operatorBookingSchema) });

export const operatorConfirmRequestSchema = z.object({
  driverName: personNameSchema,
  plate: plateSchema,
  price: z.number().int().min(1000).max(2_000_000).optional().meta({ description: 'Agreed price, COP' }),
});
export type OperatorConfirmRequest = z.input<typeof operatorConfirmRequestSchema>;

export const operatorCancelRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(2)
    .max(300)
    .regex(/^[^<>{}\\`$]*$/u)
    .optional(),
});

export const operatorBookingResponseSchema = z.object({ booking: operatorBookingSchema });
