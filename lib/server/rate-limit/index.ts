import { tooManyRequests } from '../../http/errors';
import { now } from '../../clock';
import { config } from '../../config';
import { registerProcessStateHook } from '../../process-state';
import { logger } from '../log';
import { redisReady } from '../redis';
import { FallbackRateLimitStore, RedisRateLimitStore } from './redis-store';

/*
 * Fixed-window rate limits (ARCHITECTURE §8). The store is an adapter: in-process by default;
 * with REDIS_URL (several instances) a Redis store shared by all, falling back to the in-process
 * one while Redis is unreachable (./redis-store.ts).
 */

export interface RateLimitHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the current window ends (epoch ms). */
  resetAtMs: number;
}

export interface RateLimitStore {
  /** Counts one hit for `key` in a window of `windowMs` that started at its first hit. */
  hit(key: string, windowMs: number, nowMs: number): Promise<RateLimitHit>;
  /** How many hits `key` has in its current window, without counting one. */
  peek(key: string, nowMs: number): Promise<RateLimitHit | undefined>;
}

export interface RateLimitRule {
  /** What is counted, e.g. `taxi:otp:phone:573001234567`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

const log = logger('rate-limit');

/**
 * Keys the in-process store holds at most. A key is a rule and a client (an IP, a phone), ≈ 200 bytes with its
 * window, so 100k keys is ≈ 20 MB: room for tens of thousands of clients within the longest (hourly) windows
 * of one instance, and a bound on what a client rotating addresses or phone numbers can make it hold.
 */
export const MEMORY_STORE_MAX_KEYS = 100_000;

/**
 * An in-process store: right for one instance; entries are dropped once their window has passed. Full
 * (`maxKeys`), it drops the windows that end soonest: those forget the fewest hits for the shortest time.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateLimitHit>();
  private lastSweepMs = 0;

  constructor(private readonly maxKeys: number = MEMORY_STORE_MAX_KEYS) {}

  async hit(key: string, windowMs: number, nowMs: number): Promise<RateLimitHit> {
    this.sweep(nowMs);
    const current = this.windows.get(key);
    if (!current && this.windows.size >= this.maxKeys) this.makeRoom(nowMs);
    const next =
      current && current.resetAtMs > nowMs
        ? { count: current.count + 1, resetAtMs: current.resetAtMs }
        : { count: 1, resetAtMs: nowMs + windowMs };
    this.windows.set(key, next);
    return next;
  }

  async peek(key: string, nowMs: number): Promise<RateLimitHit | undefined> {
    const current = this.windows.get(key);
    return current && current.resetAtMs > nowMs ? current : undefined;
  }

  private sweep(nowMs: number, force = false): void {
    if (!force && nowMs - this.lastSweepMs < 60_000) return;
    this.lastSweepMs = nowMs;
    for (const [key, value] of this.windows) if (value.resetAtMs <= nowMs) this.windows.delete(key);
  }

  /**
   * Frees a tenth of the keys: the passed windows, then the live ones that end soonest. Freeing a tenth at once
   * keeps the sweep and the sort to one per tenth of the keys a flood of new keys brings.
   */
  private makeRoom(nowMs: number): void {
    this.sweep(nowMs, true);
    const room = Math.max(1, Math.ceil(this.maxKeys / 10));
    const evicted = this.windows.size - (this.maxKeys - room);
    if (evicted <= 0) return;
    const soonest = [...this.windows].sort(([, a], [, b]) => a.resetAtMs - b.resetAtMs).slice(0, evicted);
    for (const [key] of soonest) this.windows.delete(key);
    log.warn(
      { maxKeys: this.maxKeys, evicted },
      `rate-limit store full (${this.maxKeys} keys): dropped the ${evicted} windows that end soonest`,
    );
  }
}

function toResult(hit: RateLimitHit | undefined, limit: number, nowMs: number): RateLimitResult {
  const count = hit?.count ?? 0;
  const allowed = count <= limit;
  return {
    allowed,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: allowed || !hit ? 0 : Math.max(1, Math.ceil((hit.resetAtMs - nowMs) / 1000)),
  };
}

/** Counts one hit against each rule; the request is allowed only when every rule allows it. */
export async function consumeRateLimits(
  store: RateLimitStore,
  rules: readonly RateLimitRule[],
  nowMs = now().getTime(),
): Promise<RateLimitResult> {
  const results = await Promise.all(
    rules.map(async (rule) => toResult(await store.hit(rule.key, rule.windowSeconds * 1000, nowMs), rule.limit, nowMs)),
  );
  return combine(results);
}

/** Whether one more hit would be allowed, without counting it. */
export async function checkRateLimits(
  store: RateLimitStore,
  rules: readonly RateLimitRule[],
  nowMs = now().getTime(),
): Promise<RateLimitResult> {
  const results = await Promise.all(
    rules.map(async (rule) => {
      const hit = await store.peek(rule.key, nowMs);
      return toResult(hit && { ...hit, count: hit.count + 1 }, rule.limit, nowMs);
    }),
  );
  return combine(results);
}

function combine(results: RateLimitResult[]): RateLimitResult {
  const blocked = results.filter((r) => !r.allowed);
  if (blocked.length > 0) {
    return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(...blocked.map((r) => r.retryAfterSeconds)) };
  }
  return { allowed: true, remaining: Math.min(...results.map((r) => r.remaining), Infinity), retryAfterSeconds: 0 };
}

/**
 * The first rule that one more hit would exceed, with its wait, or undefined when all allow it. Counts
 * nothing: a caller that is refused must not use up a budget that protects someone else (a phone's codes).
 */
export async function firstExceededRule<Rule extends RateLimitRule>(
  rules: readonly Rule[],
  store: RateLimitStore = rateLimitStore(),
  nowMs = now().getTime(),
): Promise<{ rule: Rule; retryAfterSeconds: number } | undefined> {
  for (const rule of rules) {
    const result = await checkRateLimits(store, [rule], nowMs);
    if (!result.allowed) return { rule, retryAfterSeconds: result.retryAfterSeconds };
  }
  return undefined;
}

/** Counts the hit and throws a 429 AppError (with Retry-After) when a rule is exceeded. */
export async function enforceRateLimits(
  rules: readonly RateLimitRule[],
  options: { store?: RateLimitStore; message?: (retryAfterSeconds: number) => string } = {},
): Promise<void> {
  const result = await consumeRateLimits(options.store ?? rateLimitStore(), rules);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds, options.message?.(result.retryAfterSeconds));
}

const STORE_KEY = Symbol.for('eldorado.rate-limit.store');

/** The process's store (shared by every route bundle, like the database handle). */
export function rateLimitStore(): RateLimitStore {
  const holder = globalThis as typeof globalThis & { [STORE_KEY]?: RateLimitStore };
  holder[STORE_KEY] ??= config().REDIS_URL
    ? new FallbackRateLimitStore(new RedisRateLimitStore(redisReady), new MemoryRateLimitStore())
    : new MemoryRateLimitStore();
  return holder[STORE_KEY];
}

declare module '../../process-state' {
  interface ProcessStateHooks {
    /** Start from empty in-process counters (the store is chosen again on next use). */
    'rate-limits': () => void;
  }
}
registerProcessStateHook('rate-limits', () => {
  const holder = globalThis as typeof globalThis & { [STORE_KEY]?: RateLimitStore };
  holder[STORE_KEY] = undefined;
});

/** The one client of a deployment without a proxy: no header a client sends can be told from a real one. */
export const UNPROXIED_CLIENT = 'unproxied';

/**
 * The caller's address for per-IP limits (docs/security.md, docs/platform-services.md).
 *
 * Every proxy writes the address of the peer it received the request from at the right end of
 * X-Forwarded-For, so only the right end of the list is trustworthy: with `hops` proxies in front of Next
 * (TRUSTED_PROXY_HOPS), the client is the entry `hops` places from the right; anything further left was
 * written by the client and is ignored. A shorter list (a request that skipped a proxy) gives its leftmost
 * entry. `next start` writes the socket address into X-Forwarded-For only when the request has none (it
 * never appends) and gives route handlers no other way to read the socket, so without a proxy (`hops` = 0,
 * the default) no header is trusted at all and every request counts as the same client: the limits still
 * hold, site-wide, and a client that invents a new address per request gains nothing.
 */
export function clientIp(request: Request, hops: number = config().TRUSTED_PROXY_HOPS): string {
  if (hops <= 0) return UNPROXIED_CLIENT;
  const hopsList = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (hopsList.length === 0) return 'unknown';
  return hopsList[Math.max(0, hopsList.length - hops)] as string;
}
