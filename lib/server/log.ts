import { pino, type DestinationStream, type LevelWithSilent, type Logger, type LogFn } from 'pino';
import { config } from '../config';
import { registerProcessStateHook } from '../process-state';

/*
 * The server's one logger (docs/security.md, "Logs"): pino, one JSON object per line on stdout, no
 * transports (no worker thread, nothing for the Next server bundle to trace). Logs carry no personal data
 * (ARCHITECTURE §8), and that is enforced here rather than trusted to each call site:
 *   - values under personal or secret keys (phone, email, to, code, token, body, text, …) are replaced at
 *     any depth, errors included (their own properties, e.g. a query's `params`);
 *   - every string that is written — the message, string fields, error messages and stacks — goes through
 *     `scrubText`, which masks e-mail addresses, phone-like digit runs, sign-in codes next to the word
 *     "code"/"código", credentials in URLs and query strings, and the parameters of failed SQL queries;
 *   - pino's own `redact` censors the same keys at the top level and one level down, child bindings included.
 *
 * Not "server-only" on purpose: tsx scripts (`npm run content:seed` reaches the page cache) and
 * instrumentation.ts import modules that log. It is still server code: never import it in a client island.
 * The module holds one process-wide logger and no per-request state.
 */

export type LogLevel = LevelWithSilent;

/** What call sites use: `log.warn({ err, kind }, 'outbox send failed')`. */
export type Log = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

const CENSOR = '[redacted]';

/**
 * Keys whose values never reach a log line, compared lower-case without `-`/`_` (so `replyTo`, `reply_to`
 * and `Reply-To` are one key). Personal data (contact details, names, documents, addresses, message
 * contents) and secrets (codes, tokens, keys, credentials).
 */
const SENSITIVE_KEYS = new Set([
  // contact details and who a message goes to
  'phone',
  'phones',
  'phonenumber',
  'phonecountrycode',
  'mobile',
  'cellphone',
  'celular',
  'telefono',
  'msisdn',
  'email',
  'emails',
  'emailaddress',
  'to',
  'from',
  'cc',
  'bcc',
  'replyto',
  'recipient',
  'recipients',
  'sender',
  // message contents and free text
  'body',
  'text',
  'html',
  'subject',
  'comment',
  'comments',
  'description',
  'params',
  // people and places
  'fullname',
  'firstname',
  'lastname',
  'surname',
  'document',
  'documentnumber',
  'address',
  'pickupaddress',
  'ip',
  'clientip',
  'xforwardedfor',
  'endpoint',
  // codes and secrets
  'code',
  'otp',
  'pin',
  'passcode',
  'token',
  'accesstoken',
  'refreshtoken',
  'managetoken',
  'secret',
  'clientsecret',
  'password',
  'passwd',
  'apikey',
  'privatekey',
  'hmackey',
  'p256dh',
  'auth',
  'authorization',
  'cookie',
  'setcookie',
]);

/**
 * The same keys as pino `redact` paths (top level and one level down, child bindings included), in the
 * spellings the code uses. Not `code`: `err.code` (`ECONNREFUSED`) is worth keeping; scrubValue decides.
 */
const REDACT_KEYS = [
  'phone',
  'phoneNumber',
  'email',
  'to',
  'cc',
  'bcc',
  'replyTo',
  'recipient',
  'body',
  'text',
  'html',
  'subject',
  'comment',
  'description',
  'params',
  'fullName',
  'address',
  'ip',
  'endpoint',
  'otp',
  'token',
  'accessToken',
  'manageToken',
  'secret',
  'password',
  'apiKey',
  'authorization',
  'cookie',
];
const REDACT_PATHS = REDACT_KEYS.flatMap((key) => [key, `*.${key}`]);

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEYS.has(key.toLowerCase().replace(/[-_\s]/g, ''));
}

const MAX_STRING = 8000;
const MAX_DEPTH = 8;
const MAX_ITEMS = 50;

/*
 * Each pattern starts with a look-behind that refuses to begin inside a run of the same characters, so a
 * long string without a match is scanned once, not once per position.
 */
/** `scheme://user:password@host` */
const URL_CREDENTIALS = /(\b[a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi;
/** `?token=…`, `&email=…`, `appid=…`: a secret or personal value in a query string or form body. */
const QUERY_SECRET =
  /((?:^|[?&;\s])(?:token|access_token|secret|key|api_?key|appid|code|otp|email|phone|to|password|signature|sig)=)[^&#\s"']+/gi;
/** `Authorization: Bearer …` */
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{6,}/g;
/** A failed drizzle query lists its parameters (the person's values) after `params: `, up to the stack. */
const QUERY_PARAMS = /(\bparams: )[\s\S]*?(?=\n\s+at |$)/g;
/** PostgreSQL's detail of a unique violation: `Key (phone)=(3001234567) already exists.` */
const KEY_DETAIL = /(\bKey \([^)]*\)=\()[^)]*\)/g;
const EMAIL = /(?<![\w.%+-])[\w.%+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;
/** Words a sign-in code sits next to, in the site's languages. */
const CODE_WORD = String.raw`(?:c[oó]digo|code|otp|pin|passcode|clave|contrase[nñ]a|password|senha|token)`;
/** `código 123456`, `your code is: 123456` (singular: `5 codes an hour … 3600 s` is a count, not a code) */
const CODE_AFTER_WORD = new RegExp(String.raw`(\b${CODE_WORD}\b[^\d\n;]{0,30}?)(?<!\d)\d{4,8}(?!\d)`, 'giu');
/** `123456 es tu código` */
const CODE_BEFORE_WORD = new RegExp(String.raw`(?<![\d-])\d{4,8}(?!\d)(?=[^\d\n;]{0,30}?\b${CODE_WORD}\b)`, 'giu');
/**
 * `+57 300 123 4567`, `(601) 742-5000`, `3001234567`: digits with single separators, 7 or more of them
 * (not the seconds of a time, `10:00:00.000-05:00`).
 */
const PHONE_LIKE = /(?<![\w+.-]|\d:)\+?\(?\d[\d ().-]{5,}\d(?![\w-])/g;
const ISO_DATE_PREFIX = /^\d{4}-\d{2}-\d{2}(?!\d)/;

function maskPhones(text: string): string {
  return text.replace(PHONE_LIKE, (match) => {
    // `2026-10-02 18:00` is a date, not a phone; whatever follows it is checked on its own.
    const date = ISO_DATE_PREFIX.exec(match);
    if (date) return date[0] + maskPhones(match.slice(date[0].length));
    const digits = match.replace(/\D/g, '').length;
    return digits >= 7 ? '[phone]' : match;
  });
}

/**
 * Masks the personal data and secrets a free text may carry: e-mail addresses (`[email]`), phone-like
 * numbers of 7 digits or more (`[phone]`), 4–8 digit codes next to the word code/código (`[code]`),
 * credentials in URLs and query strings, bearer tokens and the parameters of a failed SQL query.
 * Dates, times, small counts, HTTP statuses and UUIDs stay as they are.
 */
export function scrubText(text: string): string {
  const capped = text.length > MAX_STRING ? `${text.slice(0, MAX_STRING)}…[truncated]` : text;
  return maskPhones(
    capped
      .replace(QUERY_PARAMS, `$1${CENSOR}`)
      .replace(KEY_DETAIL, `$1${CENSOR})`)
      .replace(URL_CREDENTIALS, `$1${CENSOR}@`)
      .replace(AUTH_SCHEME, `$1 ${CENSOR}`)
      .replace(QUERY_SECRET, `$1${CENSOR}`)
      .replace(EMAIL, '[email]')
      .replace(CODE_AFTER_WORD, '$1[code]')
      .replace(CODE_BEFORE_WORD, '[code]'),
  );
}

/**
 * A copy of `error` for the log with the given values masked wherever they appear: the recipient, subject
 * and text of the message being sent, which a provider may repeat in its refusal. Patterns find addresses,
 * numbers and codes; only this finds a message's free text.
 */
export function errorWithout(error: unknown, values: ReadonlyArray<string | null | undefined>): unknown {
  const known = values.filter((value): value is string => typeof value === 'string' && value.trim().length >= 3);
  if (known.length === 0) return error;
  const mask = (text: string) => known.reduce((masked, value) => masked.split(value).join(CENSOR), text);
  const seen = new WeakSet<object>();
  const copy = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return mask(value);
    if (typeof value !== 'object' || value === null) return value;
    if (seen.has(value)) return '[circular]';
    if (depth >= MAX_DEPTH) return '[depth]';
    seen.add(value);
    if (value instanceof Error) return copy(pino.stdSerializers.err(value), depth);
    if (Array.isArray(value)) return value.map((item) => copy(item, depth + 1));
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item, depth + 1)]));
  };
  return copy(error, 0);
}

function isErrorLike(value: unknown): value is Error {
  return (
    value instanceof Error ||
    (typeof value === 'object' &&
      value !== null &&
      typeof (value as Error).message === 'string' &&
      typeof (value as Error).stack === 'string')
  );
}

/**
 * A copy of `value` fit for a log line: sensitive keys censored at any depth, every string scrubbed,
 * errors serialised (pino's err serializer: type, message and stack with their causes, own properties),
 * cycles, depth and long lists cut.
 */
export function scrubValue(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  switch (typeof value) {
    case 'string':
      return scrubText(value);
    case 'number':
    case 'boolean':
    case 'undefined':
      return value;
    case 'bigint':
      return value.toString();
    case 'symbol':
      return value.toString();
    case 'function':
      return undefined;
  }
  if (value === null) return null;
  const object = value as object;
  if (seen.has(object)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[depth]';
  if (ArrayBuffer.isView(object)) return `[${object.byteLength} bytes]`;
  seen.add(object);
  try {
    if (object instanceof Error) {
      return scrubRecord(pino.stdSerializers.err(object) as unknown as Record<string, unknown>, depth, seen, true);
    }
    if (isErrorLike(object)) return scrubRecord(object as unknown as Record<string, unknown>, depth, seen, true);
    if (Array.isArray(object)) {
      const items = object.slice(0, MAX_ITEMS).map((item) => scrubValue(item, depth + 1, seen));
      if (object.length > MAX_ITEMS) items.push(`[${object.length - MAX_ITEMS} more]`);
      return items;
    }
    if (typeof (object as { toJSON?: unknown }).toJSON === 'function') {
      return scrubValue((object as { toJSON: () => unknown }).toJSON(), depth + 1, seen);
    }
    return scrubRecord(object as Record<string, unknown>, depth, seen);
  } finally {
    seen.delete(object);
  }
}

function scrubRecord(
  record: Record<string, unknown>,
  depth: number,
  seen: WeakSet<object>,
  isError = false,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(record)) {
    const item = record[key];
    if (item === undefined) continue;
    out[key] = isSensitiveKey(key) && !isErrorCode(key, item, isError) ? CENSOR : scrubValue(item, depth + 1, seen);
  }
  return out;
}

/**
 * `code` is also what errors call their kind (`ECONNREFUSED`, `internal_error`, an HTTP status, PostgreSQL's
 * five-character SQLSTATE on a database error): those are kept; anything else under `code` may be a sign-in code.
 */
function isErrorCode(key: string, value: unknown, isError: boolean): boolean {
  if (key.toLowerCase() !== 'code') return false;
  if (typeof value === 'number') return value < 1000;
  if (typeof value !== 'string') return false;
  return /^[A-Za-z_.-]{1,64}$/.test(value) || (isError && /^[0-9A-Z]{5}$/.test(value));
}

/**
 * Runs before pino formats a line: the merging object and every argument are scrubbed. An error logged on
 * its own (`log.error(err)`, `log.error({ err })`) gives pino its message: the scrubbed one is passed instead.
 */
function scrubArguments(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  if (typeof first !== 'object' || first === null) return args.map((arg) => scrubValue(arg));
  const error = isErrorLike(first) ? first : (first as { err?: unknown }).err;
  const merging = (isErrorLike(first) ? { err: scrubValue(first) } : scrubValue(first)) as Record<string, unknown>;
  const message =
    rest.length > 0
      ? rest.map((arg) => scrubValue(arg))
      : isErrorLike(error) && merging.msg === undefined
        ? [scrubText(error.message)]
        : [];
  return [merging, ...message];
}

export interface CreateLoggerOptions {
  /** Where the JSON lines go; default stdout (file descriptor 1, written synchronously). */
  stream?: DestinationStream;
  /** Default: LOG_LEVEL (lib/config.ts). */
  level?: LogLevel;
}

/** A redacting pino logger. The site uses `log`/`logger()`; tests give their own stream. */
export function createLogger({ stream, level }: CreateLoggerOptions = {}): Logger {
  return pino(
    {
      level: level ?? configuredLevel(),
      timestamp: pino.stdTimeFunctions.isoTime,
      // scrubArguments has serialised errors already (pino's err serializer would call the copy an `Object`).
      serializers: { err: (value: unknown) => (value instanceof Error ? scrubValue(value) : value) },
      redact: { paths: REDACT_PATHS, censor: CENSOR },
      hooks: {
        logMethod(args, method) {
          method.apply(this, scrubArguments(args) as Parameters<LogFn>);
        },
      },
    },
    stream ?? pino.destination({ dest: 1, sync: true }),
  );
}

function configuredLevel(): LogLevel {
  try {
    return config().LOG_LEVEL ?? 'info';
  } catch {
    // An invalid environment stops start-up with its own message (instrumentation.ts); logging goes on.
    return 'info';
  }
}

let root: Logger | undefined;
let replaced: Logger | undefined;

function rootLogger(): Logger {
  if (replaced) return replaced;
  root ??= createLogger();
  return root;
}

/**
 * The logger of one part of the server: every line carries `module`. Made at module load, it binds to the
 * process logger on first use (so LOG_LEVEL is read after start-up, and tests can capture the output).
 */
export function logger(module: string): Log {
  let bound: { parent: Logger; child: Logger } | undefined;
  const current = (): Logger => {
    const parent = rootLogger();
    if (bound?.parent !== parent) bound = { parent, child: parent.child({ module }) };
    return bound.child;
  };
  const method =
    (level: keyof Log): LogFn =>
    (...args: unknown[]) => {
      const target = current();
      (target[level] as (...values: unknown[]) => void).apply(target, args);
    };
  return { debug: method('debug'), info: method('info'), warn: method('warn'), error: method('error') };
}

/** For code that belongs to no module in particular. */
export const log: Log = logger('server');

declare module '../process-state' {
  interface ProcessStateHooks {
    /** Send every logger's output to `replacement` (undefined: back to the process logger). */
    logger: (replacement: Logger | undefined) => void;
  }
}
registerProcessStateHook('logger', (replacement) => {
  replaced = replacement;
});
