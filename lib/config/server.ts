import { z } from 'zod';
import { registerProcessStateHook } from '../process-state';

/**
 * The server's configuration: with lib/config/public.ts (what client bundles may read), the only reader of
 * process.env. Every variable is listed in .env.example. A bad value stops start-up with a message naming
 * the variable.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A number within bounds with a default; an empty value (as .env.example leaves it) means the default. */
function bounded(min: number, max: number, fallback: number, whole: boolean) {
  const number = whole ? z.coerce.number().int() : z.coerce.number();
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    number.min(min).max(max).default(fallback),
  );
}

/** A whole number with a default. */
const integer = (min: number, max: number, fallback: number) => bounded(min, max, fallback, true);
/** A number, fractions allowed, with a default. */
const decimal = (min: number, max: number, fallback: number) => bounded(min, max, fallback, false);

/** An https URL with a default; an empty value (as .env.example leaves it) means the default. */
function urlWithDefault(fallback: string) {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.url().default(fallback));
}

const DEFAULT_PUSH_SERVICE_HOSTS =
  'fcm.googleapis.com,updates.push.services.mozilla.com,web.push.apple.com,*.push.apple.com,*.notify.windows.com';

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
  /** Server log level (lib/server/log.ts: JSON lines on stdout, personal data redacted); `silent` = no logs. */
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Flights: upstream API of the airport's v2 shape (`…/departures`, `…/arrivals`); unset = simulated day. */
  FLIGHTS_API_URL: optionalUrl,
  /** Flights: seconds an upstream answer is served before it is fetched again. */
  FLIGHTS_API_TTL_SECONDS: integer(1, 3600, 30),
  /** Flights: milliseconds to wait for the upstream before serving the last good data. */
  FLIGHTS_API_TIMEOUT_MS: integer(100, 60_000, 4000),
  /**
   * Maps: the operator's IMDF archive (a path to a zip or folder, or an http(s) URL of a zip) replacing the
   * embedded model of El Dorado (docs/maps.md); unset = the embedded model.
   */
  IMDF_ARCHIVE: optionalText,
  /** Maps: seconds between reloads of IMDF_ARCHIVE (0 = load once); a bad reload keeps the last good model. */
  IMDF_ARCHIVE_RELOAD_SECONDS: integer(0, 86_400, 3600),
  /** Maps: milliseconds to wait for an IMDF_ARCHIVE URL. */
  IMDF_ARCHIVE_TIMEOUT_MS: integer(100, 120_000, 15_000),
  /** Mail: SMTP server (`smtp://user:pass@host:587`, `smtps://…`); unset = append to DATA_DIR/outbox/mail.jsonl. */
  SMTP_URL: optionalUrl,
  /** Mail: the sender of every message. */
  MAIL_FROM: z.string().trim().min(3).default('Aeropuerto El Dorado <no-reply@eldorado.aero>'),
  /** SMS: gateway endpoint that takes `POST {to, text}` (bearer SMS_GATEWAY_TOKEN); unset = DATA_DIR/outbox/sms.jsonl. */
  SMS_GATEWAY_URL: optionalUrl,
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /** Outbox: milliseconds between delivery rounds of pending mail and SMS. */
  OUTBOX_POLL_MS: integer(200, 600_000, 5000),
  /** Outbox: days a sent or failed message (recipient and text: personal data) is kept before the worker deletes it. */
  OUTBOX_RETENTION_DAYS: integer(1, 3650, 30),
  /** Queue times: HTTP feed (`GET` → `{ checkpoints: [...] }`, docs/realtime.md); unset = simulation from flights. */
  QUEUES_API_URL: optionalUrl,
  /** Parking: HTTP feed (`GET` → `{ lots: [...] }`, docs/realtime.md); unset = occupancy curve by hour and weekday. */
  PARKING_API_URL: optionalUrl,
  /** Queue forecast: HTTP feed (`GET` → `{ forecasts: [...] }`, docs/realtime.md); unset = the embedded model. */
  QUEUE_FORECAST_URL: optionalUrl,
  /** Queue forecast feed: milliseconds to wait before answering from the embedded model instead. */
  QUEUE_FORECAST_TIMEOUT_MS: integer(100, 60_000, 3000),
  /** Queue and parking feeds: seconds an answer is reused, and milliseconds to wait before serving the last good data. */
  REALTIME_API_TTL_SECONDS: integer(5, 900, 60),
  REALTIME_API_TIMEOUT_MS: integer(100, 60_000, 4000),
  /** Parking: the operator's payment page; each lot links to it with `?lot=<id>`. */
  PARKING_PAYMENT_URL: z.url().default('https://pagos.eldorado.aero/parqueaderos'),
  /** Content preview: secret asked by the preview route (`?secret=`); unset = preview disabled (404). */
  PREVIEW_SECRET: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().min(16, 'Use at least 16 characters').optional())
    .optional(),
  /**
   * Content: bearer secret of POST /api/v2/content/revalidate, which `npm run content:seed` calls on
   * SITE_URL after writing so a running server drops its cached pages; unset = endpoint disabled (403).
   */
  REVALIDATE_SECRET: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().min(16, 'Use at least 16 characters').optional())
    .optional(),
  /**
   * /qr-descarga-app: the airport app's store listings (iPhone and Android visitors are sent there).
   * The defaults are store searches for the app's name; set the listing URLs in production.
   */
  APP_STORE_URL: urlWithDefault('https://apps.apple.com/co/search?term=Aeropuerto%20El%20Dorado'),
  PLAY_STORE_URL: urlWithDefault('https://play.google.com/store/search?q=Aeropuerto%20El%20Dorado&c=apps'),
  /** Weather: OpenWeatherMap API key; unset = the embedded Bogota hourly climatology. */
  OPENWEATHER_API_KEY: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  /** Weather: OpenWeatherMap current-weather endpoint (override for a proxy or tests). */
  OPENWEATHER_API_URL: z.url().default('https://api.openweathermap.org/data/2.5/weather'),
  /** Taxi OTP: codes sent per phone per hour (ARCHITECTURE §8); 429 + Retry-After beyond. */
  TAXI_OTP_MAX_PER_PHONE_PER_HOUR: integer(1, 10_000, 5),
  /** Taxi OTP: codes sent per client IP per hour. */
  TAXI_OTP_MAX_PER_IP_PER_HOUR: integer(1, 100_000, 20),
  /**
   * SMS pumping: sign-in codes the whole site sends per hour, and per destination country outside Colombia
   * (+57) per hour. Beyond either, sending is refused (429) and the operator log says so. docs/security.md.
   */
  SMS_CODES_PER_HOUR: integer(1, 1_000_000, 600),
  SMS_CODES_PER_FOREIGN_COUNTRY_PER_HOUR: integer(0, 1_000_000, 10),
  /** Taxi: bookings, and separately cancellations, a signed-in user may make per hour; 429 beyond. */
  TAXI_BOOKING_ACTIONS_PER_USER_PER_HOUR: integer(1, 10_000, 30),
  /** Taxi: address lookups (geocoding) per client per hour; 429 beyond. */
  GEOCODING_PER_CLIENT_PER_HOUR: integer(1, 100_000, 120),
  /** Trip plan: when bag drop closes, `AIRLINE:D|I=minutes` pairs (`AV:D=45,*:I=75`) over the defaults (docs/my-trip.md). */
  TRIP_CHECKIN_CLOSE: z.string().trim().max(2000).default(''),
  /** Trip plan: when to be at the terminal, the same pairs over the airport's advice (`*:D=120,*:I=180`). */
  TRIP_TERMINAL_ARRIVAL: z.string().trim().max(2000).default(''),
  /**
   * Per-IP rate limits: how many proxies in front of Next write the caller's address into
   * X-Forwarded-For. The client address is the entry this many places from the right (the left part
   * is whatever the client sent, so it is never trusted). 0 (default) = no proxy: no client header is
   * trusted and every request counts as one client (a warning at start-up in production).
   * docs/security.md, docs/platform-services.md.
   */
  TRUSTED_PROXY_HOPS: integer(0, 10, 0),
  /**
   * Page cache: client navigations and prefetches (RSC payloads) this process renders a second for the pages the
   * cache serves, twice that saved up; past it they get 503 and the router loads the cached document instead.
   * 0 = no budget. lib/page-cache/render-budget.ts, docs/page-cache.md.
   */
  RSC_RENDERS_PER_SECOND: decimal(0, 10_000, 30),
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
  /** Search: Algolia application id; with ALGOLIA_SEARCH_KEY the header search queries Algolia instead of /api/v2/search. */
  ALGOLIA_APP_ID: optionalText,
  /** Search: Algolia's search-only key, the only key that reaches the browser. */
  ALGOLIA_SEARCH_KEY: optionalText,
  /** Search: Algolia admin key, read only by `npm run search:push` (never by the site). */
  ALGOLIA_ADMIN_KEY: optionalText,
  /** Search: index name prefix; the indexes are `<prefix>es`, `<prefix>en`, `<prefix>fr`, `<prefix>pt`. */
  ALGOLIA_INDEX_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]*$/)
    .default('eldorado_'),
  /**
   * Chatbot: `embedded` = Dora, the site's own assistant; `script` = the bot provider's script for
   * the page's language (CHATBOT_SCRIPT_URL_<LOCALE>), loaded after idle or the first interaction.
   */
  CHATBOT_PROVIDER: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.enum(['embedded', 'script']).default('embedded'),
  ),
  /** Chatbot provider scripts, one bot per language; a missing language uses the Spanish bot (ES is required). */
  CHATBOT_SCRIPT_URL_ES: optionalUrl,
  CHATBOT_SCRIPT_URL_EN: optionalUrl,
  CHATBOT_SCRIPT_URL_FR: optionalUrl,
  CHATBOT_SCRIPT_URL_PT: optionalUrl,
  /** Chatbot provider: the mobile variant per language, used when the page is opened with `?chatbot=1`. */
  CHATBOT_MOBILE_SCRIPT_URL_ES: optionalUrl,
  CHATBOT_MOBILE_SCRIPT_URL_EN: optionalUrl,
  CHATBOT_MOBILE_SCRIPT_URL_FR: optionalUrl,
  CHATBOT_MOBILE_SCRIPT_URL_PT: optionalUrl,
  /**
   * Captcha of the forms and the taxi sign-in codes: `altcha` (embedded proof of work, no third party),
   * `recaptcha` (v2 checkbox; needs its keys) or `off`. Unset: `recaptcha` when a reCAPTCHA site key is
   * configured, `altcha` otherwise. `off` is for tests and benches, and is warned about at start-up.
   */
  CAPTCHA_PROVIDER: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.enum(['altcha', 'recaptcha', 'off']).optional())
    .optional(),
  /** ALTCHA: the key its challenges are signed with (32+ characters); unset = one the site generates and stores. */
  ALTCHA_HMAC_KEY: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().min(32).optional())
    .optional(),
  /** ALTCHA: the work asked of a browser (key derivations; half of it at least). 3000 ≈ 1–2 s on a phone. */
  ALTCHA_COUNTER_MAX: integer(10, 1_000_000, 3000),
  /** Captcha (reCAPTCHA v2): the site key. */
  RECAPTCHA_SITE_KEY: optionalText,
  /** Captcha: the secret for `siteverify`; required with a site key. */
  RECAPTCHA_SECRET_KEY: optionalText,
  /** Captcha: the widget version; only `v2` (checkbox) is supported. Required with a site key, and only with one. */
  RECAPTCHA_VERSION: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.enum(['v2']).optional())
    .optional(),
  /** Captcha: the siteverify endpoint (change only to point at a test double). */
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  /** Forms: the operator's inboxes that receive a copy of each submission. */
  FORMS_PQRS_INBOX: z.email().default('pqrs@eldorado.aero'),
  FORMS_CONTACT_INBOX: z.email().default('contacto@eldorado.aero'),
  FORMS_SUSTAINABILITY_INBOX: z.email().default('sostenibilidad@eldorado.aero'),
  FORMS_DATA_PROTECTION_INBOX: z.email().default('datospersonales@eldorado.aero'),
  /** Receipts the forms mail to one address in 24 hours (beyond, the submission is kept but no receipt is sent). */
  FORMS_RECEIPTS_PER_ADDRESS_PER_DAY: integer(1, 1000, 3),
  /** Forms: version of the personal-data policy the consent checkbox refers to (stored with each consent). */
  PRIVACY_POLICY_VERSION: z.string().trim().min(1).default('2024-06'),
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
  /**
   * Flight alerts: VAPID key pair (base64url, from `npx web-push generate-vapid-keys`) and the
   * contact (`mailto:` or https URL) push services see. Unset = embedded: the site generates a key pair once
   * (stored in the database) and writes each push to DATA_DIR/outbox/push.jsonl instead of sending it.
   */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: z.string().trim().min(1).default('mailto:alertas@eldorado.aero'),
  /** Flight alerts: milliseconds between change-detector rounds (each round compares every followed flight). */
  FLIGHT_ALERTS_POLL_MS: integer(1000, 3_600_000, 60_000),
  /** Flight alerts: followed flights per browser, and alert sign-ups per IP per hour. */
  FLIGHT_ALERTS_PER_BROWSER: integer(1, 100, 10),
  FLIGHT_ALERTS_IP_HOURLY_LIMIT: integer(1, 100_000, 30),
  /**
   * Flight alerts: the push services a subscription's endpoint may point at, comma-separated host names;
   * `*.example.com` allows its subdomains. Default: the services of Chrome/Edge/Opera, Firefox, Safari and
   * Windows. Any other endpoint is refused (400), so the site never posts to an address a visitor chose.
   */
  PUSH_SERVICE_HOSTS: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .default(DEFAULT_PUSH_SERVICE_HOSTS)
      .transform((v) =>
        v
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'a host name or *.domain')).min(1)),
  ),
  /** Analytics: URL of the tracking pixel image (a CDN); unset = no pixel. Omitted on pages opened with ?noBe=1. */
  TRACKING_PIXEL_URL: optionalUrl,
  /** Analytics: session-recording script URL with `{id}` where the id goes; unset = no recording. */
  SESSION_RECORDING_SCRIPT_URL: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url().optional())
    .optional(),
  /** Analytics: the session-recording id; a script URL without it logs one console error in the browser. */
  SESSION_RECORDING_ID: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
});

const CHATBOT_URL_KEYS = [
  'CHATBOT_SCRIPT_URL_ES',
  'CHATBOT_SCRIPT_URL_EN',
  'CHATBOT_SCRIPT_URL_FR',
  'CHATBOT_SCRIPT_URL_PT',
  'CHATBOT_MOBILE_SCRIPT_URL_ES',
  'CHATBOT_MOBILE_SCRIPT_URL_EN',
  'CHATBOT_MOBILE_SCRIPT_URL_FR',
  'CHATBOT_MOBILE_SCRIPT_URL_PT',
] as const;

const checkedConfigSchema = configSchema.superRefine((value, ctx) => {
  // A captcha key without its version (or the reverse) is a configuration error (SPEC §8).
  if (Boolean(value.ALGOLIA_APP_ID) !== Boolean(value.ALGOLIA_SEARCH_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [value.ALGOLIA_APP_ID ? 'ALGOLIA_SEARCH_KEY' : 'ALGOLIA_APP_ID'],
      message: 'set ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY together (or neither, for the embedded index)',
    });
  }
  if (Boolean(value.VAPID_PUBLIC_KEY) !== Boolean(value.VAPID_PRIVATE_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [value.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
      message: 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together (or neither, for the embedded push outbox)',
    });
  }
  if (value.CHATBOT_PROVIDER === 'script' && !value.CHATBOT_SCRIPT_URL_ES) {
    ctx.addIssue({
      code: 'custom',
      path: ['CHATBOT_SCRIPT_URL_ES'],
      message: 'required with CHATBOT_PROVIDER=script (the Spanish bot, also used for a language without its own)',
    });
  }
  for (const key of CHATBOT_URL_KEYS) {
    const url = value[key];
    if (url && !/^https:\/\//.test(url) && value.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: [key], message: 'use an https:// script URL' });
    }
  }
  if (value.RECAPTCHA_SITE_KEY && !value.RECAPTCHA_VERSION) {
    ctx.addIssue({
      code: 'custom',
      path: ['RECAPTCHA_VERSION'],
      message: 'set RECAPTCHA_VERSION=v2 with RECAPTCHA_SITE_KEY',
    });
  }
  if (value.RECAPTCHA_VERSION && !value.RECAPTCHA_SITE_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['RECAPTCHA_SITE_KEY'],
      message: 'RECAPTCHA_VERSION is set but RECAPTCHA_SITE_KEY is missing',
    });
  }
  if (value.CAPTCHA_PROVIDER === 'recaptcha' && !value.RECAPTCHA_SITE_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['RECAPTCHA_SITE_KEY'],
      message: 'required with CAPTCHA_PROVIDER=recaptcha (with RECAPTCHA_SECRET_KEY and RECAPTCHA_VERSION=v2)',
    });
  }
  if (value.RECAPTCHA_SITE_KEY && !value.RECAPTCHA_SECRET_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['RECAPTCHA_SECRET_KEY'],
      message: 'required with RECAPTCHA_SITE_KEY (server-side siteverify)',
    });
  }
});

export type AppConfig = z.infer<typeof configSchema>;

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = checkedConfigSchema.safeParse(env);
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

declare module '../process-state' {
  interface ProcessStateHooks {
    /** Forget the parsed configuration so a changed env is read again. */
    config: () => void;
  }
}
registerProcessStateHook('config', () => {
  cached = undefined;
});

/**
 * This server's own address, for loopback requests (the page cache renders pages through it).
 * `next start` sets these once it listens, so they are read when needed, not at start-up.
 */
export function serverOrigin(): string {
  const origin = process.env.__NEXT_PRIVATE_ORIGIN;
  if (origin) return origin.replace('://0.0.0.0', '://127.0.0.1').replace('://[::]', '://[::1]');
  return `http://localhost:${process.env.PORT || 3000}`;
}

/** Page cache switch: `PAGE_CACHE=off` renders every page per request (debugging). */
export function pageCacheEnabled(): boolean {
  return process.env.PAGE_CACHE !== 'off';
}
