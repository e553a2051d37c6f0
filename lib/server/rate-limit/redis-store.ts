import { REDIS_COMMAND_TIMEOUT_MS, withTimeout, type RedisClient } from '../redis';
import { logger } from '../log';
import type { RateLimitHit, RateLimitStore } from './index';

const log = logger('rate-limit');

/*
 * Rate-limit windows in Redis, shared by every instance (REDIS_URL). Same fixed-window semantics as
 * MemoryRateLimitStore: a window starts at a key's first hit and lasts `windowMs` on the site's clock
 * (lib/clock, so APP_NOW works as in one instance). Each key is a hash {count, reset}; one Lua script
 * reads, counts and (re)starts the window atomically, so concurrent hits on several instances never
 * lose a count. The key expires with its window (PEXPIRE), so Redis keeps nothing stale.
 */

const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local reset = tonumber(redis.call('HGET', KEYS[1], 'reset'))
if reset and reset > now then
  local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
  return {count, reset}
end
reset = now + window
redis.call('HSET', KEYS[1], 'count', 1, 'reset', reset)
redis.call('PEXPIRE', KEYS[1], window)
return {1, reset}
`;

export const RATE_LIMIT_KEY_PREFIX = 'eldorado:rate-limit:';

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    /** The connected client, or a rejection when Redis is unavailable. */
    private readonly client: () => Promise<RedisClient>,
    private readonly prefix = RATE_LIMIT_KEY_PREFIX,
    private readonly timeoutMs = REDIS_COMMAND_TIMEOUT_MS,
  ) {}

  async hit(key: string, windowMs: number, nowMs: number): Promise<RateLimitHit> {
    const client = await this.client();
    const reply = await withTimeout(
      client.eval(HIT_SCRIPT, {
        keys: [this.prefix + key],
        arguments: [String(Math.floor(nowMs)), String(Math.max(1, Math.floor(windowMs)))],
      }),
      this.timeoutMs,
    );
    if (!Array.isArray(reply) || reply.length !== 2) throw new Error('unexpected reply from the rate-limit script');
    return { count: Number(reply[0]), resetAtMs: Number(reply[1]) };
  }

  async peek(key: string, nowMs: number): Promise<RateLimitHit | undefined> {
    const client = await this.client();
    const [count, reset] = await withTimeout(client.hmGet(this.prefix + key, ['count', 'reset']), this.timeoutMs);
    if (count == null || reset == null) return undefined;
    const resetAtMs = Number(reset);
    return resetAtMs > nowMs ? { count: Number(count), resetAtMs } : undefined;
  }
}

/**
 * Uses the primary store (Redis) and, when it fails, the in-process one, with a logged warning (at most
 * once a minute). Chosen for OTP abuse: a Redis outage must not answer 500 to every sign-in (fail
 * closed) nor lift the limits (fail open): each instance then enforces them on its own, so the worst
 * case is the limit times the number of instances until Redis is back.
 */
export class FallbackRateLimitStore implements RateLimitStore {
  private lastWarningMs = 0;

  constructor(
    private readonly primary: RateLimitStore,
    private readonly fallback: RateLimitStore,
  ) {}

  hit(key: string, windowMs: number, nowMs: number): Promise<RateLimitHit> {
    return this.primary.hit(key, windowMs, nowMs).catch((error: unknown) => {
      this.warn(error);
      return this.fallback.hit(key, windowMs, nowMs);
    });
  }

  peek(key: string, nowMs: number): Promise<RateLimitHit | undefined> {
    return this.primary.peek(key, nowMs).catch((error: unknown) => {
      this.warn(error);
      return this.fallback.peek(key, nowMs);
    });
  }

  private warn(error: unknown): void {
    const nowMs = Date.now();
    if (nowMs - this.lastWarningMs < 60_000) return;
    this.lastWarningMs = nowMs;
    log.warn({ err: error }, 'Redis unavailable, counting in this instance only until it is back');
  }
}
