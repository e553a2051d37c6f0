import type { CachedPage, SharedPageRead, SharedPageStore } from '../../page-cache';
import { REDIS_COMMAND_TIMEOUT_MS, withTimeout, type RedisClient } from './index';

/*
 * The page cache's second level in Redis, shared by every instance (REDIS_URL): a page rendered by one
 * instance is served by all (lib/page-cache looks here on a local miss and writes every render here).
 *
 * - One string per page, `eldorado:page:<path?sorted query>`, holding the CachedPage as JSON (html, the
 *   render token, replayed headers, storedAtMs, ttlMs), expiring when the page is too old to be served
 *   even stale (its policy's maxAge). Pages larger than MAX_SHARED_PAGE_BYTES stay in memory only.
 * - Purges: INCR of `eldorado:page-cache:generation`, then SCAN over `eldorado:page:*` and UNLINK of the
 *   keys under the purged prefixes. A write is a Lua script that stores only if the generation is still
 *   the one read before the render: a render that started before a purge (old content) never puts its
 *   page back after the purge deleted the keys.
 *
 * One Redis (or one primary) per environment: SCAN and the script's two keys assume a non-clustered Redis.
 */

export const PAGE_KEY_PREFIX = 'eldorado:page:';
export const PAGE_GENERATION_KEY = 'eldorado:page-cache:generation';
/** Larger pages are not shared (a content page is ≈ 50–150 kB of HTML). */
export const MAX_SHARED_PAGE_BYTES = 2 * 1024 * 1024;
const SCAN_COUNT = 500;
const FORMAT = 1;

const WRITE_SCRIPT = `
if (redis.call('GET', KEYS[2]) or '0') ~= ARGV[3] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
`;

/** The stored form of a page: compact JSON with a format number. */
export function encodePage(page: CachedPage): string {
  return JSON.stringify({
    v: FORMAT,
    html: page.html,
    token: page.token,
    headers: page.headers,
    storedAtMs: page.storedAtMs,
    ttlMs: page.ttlMs,
  });
}

/** The page from its stored form; undefined for anything else (another format, a truncated value). */
export function decodePage(raw: string): CachedPage | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { v, html, token, headers, storedAtMs, ttlMs } = value as Record<string, unknown>;
    if (v !== FORMAT || typeof html !== 'string' || typeof token !== 'string' || !/^[0-9a-f]{32}$/.test(token)) {
      return undefined;
    }
    if (!Number.isFinite(storedAtMs) || !Number.isFinite(ttlMs)) return undefined;
    const pairs = Array.isArray(headers) ? headers : [];
    if (!pairs.every((h) => Array.isArray(h) && h.length === 2 && h.every((part) => typeof part === 'string'))) {
      return undefined;
    }
    return {
      html,
      token,
      headers: pairs as [string, string][],
      storedAtMs: storedAtMs as number,
      ttlMs: ttlMs as number,
    };
  } catch {
    return undefined;
  }
}

/** A SCAN pattern matching `prefix` literally, then anything. */
function literalPattern(prefix: string): string {
  return `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
}

export class RedisPageStore implements SharedPageStore {
  constructor(
    /** The connected client, or a rejection when Redis is unavailable. */
    private readonly client: () => Promise<RedisClient>,
    private readonly prefix = PAGE_KEY_PREFIX,
    private readonly generationKey = PAGE_GENERATION_KEY,
    private readonly maxBytes = MAX_SHARED_PAGE_BYTES,
    private readonly timeoutMs = REDIS_COMMAND_TIMEOUT_MS,
  ) {}

  async read(key: string): Promise<SharedPageRead> {
    const client = await this.client();
    const [raw, generation] = await withTimeout(client.mGet([this.prefix + key, this.generationKey]), this.timeoutMs);
    const page = raw && Buffer.byteLength(raw) <= this.maxBytes ? decodePage(raw) : undefined;
    return { page, generation: generation ?? '0' };
  }

  async write(key: string, page: CachedPage, expireMs: number, generation: string): Promise<boolean> {
    const value = encodePage(page);
    if (Buffer.byteLength(value) > this.maxBytes || expireMs < 1) return false;
    const client = await this.client();
    const stored = await withTimeout(
      client.eval(WRITE_SCRIPT, {
        keys: [this.prefix + key, this.generationKey],
        arguments: [value, String(Math.ceil(expireMs)), generation],
      }),
      this.timeoutMs,
    );
    return stored === 1;
  }

  async purge(prefixes?: readonly string[]): Promise<number> {
    const client = await this.client();
    // First the generation: writes of renders that started before this purge are refused from now on.
    await withTimeout(client.incr(this.generationKey), this.timeoutMs);
    // One pass over the namespace (a purge is rare; one prefix per locale usually shares the pattern).
    const patterns =
      prefixes && prefixes.length > 0 ? [...new Set(prefixes)].map((p) => literalPattern(this.prefix + p)) : [];
    const match = patterns.length === 1 ? patterns[0] : literalPattern(this.prefix);
    let deleted = 0;
    let cursor = '0';
    do {
      const reply = await withTimeout(client.scan(cursor, { MATCH: match, COUNT: SCAN_COUNT }), this.timeoutMs);
      cursor = String(reply.cursor);
      const keys = reply.keys.filter(
        (full) => !prefixes || prefixes.some((prefix) => full.startsWith(this.prefix + prefix)),
      );
      if (keys.length > 0) deleted += await withTimeout(client.unlink(keys), this.timeoutMs);
    } while (cursor !== '0');
    return deleted;
  }
}
