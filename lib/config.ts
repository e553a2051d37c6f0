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
  /** Currency converter: `embedded` (dated table shipped with the site) or `trm` (official TRM feed). */
  EXCHANGE_RATES_PROVIDER: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.enum(['embedded', 'trm']).default('embedded'),
  ),
  /** TRM feed (Socrata JSON of datos.gov.co: `valor`, `vigenciadesde`, `vigenciahasta`). */
  TRM_API_URL: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url().optional())
    .optional()
    .transform((v) => v ?? 'https://www.datos.gov.co/resource/32sa-8pi3.json?$order=vigenciadesde%20DESC&$limit=1'),
  /** Seconds a TRM reading is served before the feed is read again. */
  EXCHANGE_RATES_TTL_SECONDS: integer(60, 86_400, 3600),
  /** Milliseconds to wait for the TRM feed before serving the last good rates. */
  EXCHANGE_RATES_TIMEOUT_MS: integer(100, 60_000, 4000),
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
