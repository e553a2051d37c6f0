/** Client-safe constants (no zod): client islands import these, not schemas.ts. */

/** A reading older than this is shown as stale, never as current. */
export const STALE_AFTER_MINUTES = 15;

/** Pages refresh live data this often while visible. */
export const REALTIME_REFRESH_MS = 60_000;
