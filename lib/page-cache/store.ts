/*
 * The in-process store of rendered pages: least recently used entries go first once the total
 * size passes the cap. It is the first level; with REDIS_URL a SharedPageStore (Redis,
 * lib/server/redis/page-store.ts) is the second level, shared by every instance.
 */

export interface CachedPage {
  /** The HTML as rendered with `token` as its CSP nonce. */
  html: string;
  token: string;
  /** Response headers worth replaying (content type, Link alternates). */
  headers: [string, string][];
  storedAtMs: number;
  ttlMs: number;
}

/** What the shared level answered for a key. */
export interface SharedPageRead {
  page: CachedPage | undefined;
  /**
   * The shared purge generation when the key was read. A write made with it is refused once a purge has
   * run since, so a render that started before a purge never puts the old page back.
   */
  generation: string;
}

/**
 * The second level of the page cache, shared by every instance (Redis). Every method may reject (Redis
 * down or slow); the page cache then behaves as without it.
 */
export interface SharedPageStore {
  read(key: string): Promise<SharedPageRead>;
  /** Keeps the page for `expireMs`, unless a purge ran since `generation` was read; true when stored. */
  write(key: string, page: CachedPage, expireMs: number, generation: string): Promise<boolean>;
  /** Deletes the pages whose key starts with one of the prefixes (all when none is given). */
  purge(prefixes?: readonly string[]): Promise<number>;
}

/** Whether a purge of these prefixes (all when undefined) covers the key. */
export function purgeCovers(prefixes: readonly string[] | undefined, key: string): boolean {
  return !prefixes || prefixes.some((prefix) => key.startsWith(prefix));
}

export class MemoryPageStore {
  private readonly entries = new Map<string, CachedPage>();
  /** How many entries each path has (its query variants included). */
  private readonly perPath = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Map keeps insertion order: re-inserting marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: CachedPage): void {
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += sizeOf(key, entry);
    this.perPath.set(pathOf(key), (this.perPath.get(pathOf(key)) ?? 0) + 1);
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(key, entry);
    const left = (this.perPath.get(pathOf(key)) ?? 1) - 1;
    if (left > 0) this.perPath.set(pathOf(key), left);
    else this.perPath.delete(pathOf(key));
  }

  /** Drops every entry whose key starts with one of the prefixes (all when none is given). */
  purge(prefixes?: readonly string[]): number {
    let dropped = 0;
    for (const key of [...this.entries.keys()]) {
      if (purgeCovers(prefixes, key)) {
        this.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  /** Whether the key is stored. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Entries of this path, its query variants included. */
  variantsOf(path: string): number {
    return this.perPath.get(path) ?? 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

const pathOf = (key: string) => key.split('?', 1)[0]!;

/**
 * Memory an entry holds: its key and HTML as UTF-16, plus the UTF-8 copy the proxy serves hits from
 * (lib/page-cache cachedPageResponse; about one byte a character for this mostly ASCII HTML).
 */
function sizeOf(key: string, entry: CachedPage): number {
  return (key.length + entry.html.length) * 2 + entry.html.length;
}
