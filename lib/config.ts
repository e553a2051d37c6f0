import { z } from 'zod';

/**
 * The only reader of process.env. Every variable is listed in .env.example.
 * A bad value stops start-up with a message naming the variable.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

/** A whole number with a default; an empty value (as .env.example leaves it) means the default. */
function integer(min: number, max: number, fallback: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(min).max(max).default(fallback),
  );
}

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SITE_URL: z.url().default('http://localhost:3000'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: optionalUrl,
  APP_NOW: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.iso.datetime({ offset: true }).optional())
    .optional(),
  NEXT_PUBLIC_API_BASE_URL: z.string().default('/api'),
  REDIS_URL: optionalUrl,
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** Flights: upstream API of the airport's v2 shape (`…/departures`, `…/arrivals`); unset = simulated day. */
  FLIGHTS_API_URL: optionalUrl,
  /** Flights: seconds an upstream answer is served before it is fetched again. */
  FLIGHTS_API_TTL_SECONDS: integer(1, 3600, 30),
  /** Flights: milliseconds to wait for the upstream before serving the last good data. */
  FLIGHTS_API_TIMEOUT_MS: integer(100, 60_000, 4000),
  /** Mail: SMTP server (`smtp://user:pass@host:587`, `smtps://…`); unset = append to DATA_DIR/outbox/mail.jsonl. */
  SMTP_URL: optionalUrl,
  /** Mail: the sender of every message. */
  MAIL_FROM: z.string().trim().min(3).default('Aeropuerto El Dorado <no-reply@eldorado.aero>'),
  /** SMS: gateway endpoint that takes `POST {to, text}` (bearer SMS_GATEWAY_TOKEN); unset = DATA_DIR/outbox/sms.jsonl. */
  SMS_GATEWAY_URL: optionalUrl,
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /** Outbox: milliseconds between delivery rounds of pending mail and SMS. */
  OUTBOX_POLL_MS: integer(200, 600_000, 5000),
  /** Taxi OTP: codes sent per phone per hour (ARCHITECTURE §8); 429 + Retry-After beyond. */
  TAXI_OTP_MAX_PER_PHONE_PER_HOUR: integer(1, 10_000, 5),
  /** Taxi OTP: codes sent per client IP per hour. */
  TAXI_OTP_MAX_PER_IP_PER_HOUR: integer(1, 100_000, 20),
  /** Taxi dispatch: `embedded` confirms and fulfils bookings itself; `off` when the taxi company drives the operator API. */
  TAXI_DISPATCHER: z.enum(['embedded', 'off']).default('embedded'),
  /** Taxi dispatch: seconds after booking before the embedded dispatcher confirms it (driver + plate). */
  TAXI_DISPATCHER_CONFIRM_SECONDS: integer(0, 3600, 45),
  /** Taxi operator API key (header X-Api-Key); unset = the operator API answers 503. At least 24 characters. */
  TAXI_OPERATOR_API_KEY: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().min(24, 'use at least 24 random characters').optional())
    .optional(),
  /** Geocoding: Google Geocoding API key; unset = the embedded Bogota gazetteer + street-grid parser. */
  GOOGLE_GEOCODING_API_KEY: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  /** Geocoding: milliseconds to wait for Google before answering 503. */
  GOOGLE_GEOCODING_TIMEOUT_MS: integer(100, 60_000, 4000),
});

export type AppConfig = z.infer<typeof configSchema>;

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid configuration. Fix these environment variables (see .env.example):\n${problems}`);
  }
  return result.data;
}

let cached: AppConfig | undefined;

/** Parsed once per process; configuration is process-wide, never per request. */
export function config(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}

/** For tests only: forget the parsed configuration so a changed env is read again. */
export function resetConfigForTests(): void {
  cached = undefined;
}
