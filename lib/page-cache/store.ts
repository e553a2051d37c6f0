/*
 * The in-process store of rendered pages: least recently used entries go first once the total
 * size passes the cap. A Redis store with the same interface is the path to several instances.
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

export class MemoryPageStore {
  private readonly entries = new Map<string, CachedPage>();
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
  }

  /** Drops every entry whose key starts with one of the prefixes (all when none is given). */
  purge(prefixes?: readonly string[]): number {
    let dropped = 0;
    for (const key of [...this.entries.keys()]) {
      if (!prefixes || prefixes.some((prefix) => key.startsWith(prefix))) {
        this.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

function sizeOf(key: string, entry: CachedPage): number {
  return (key.length + entry.html.length) * 2;
}
