/**
 * The configuration the browser may see, read in one place. Next writes `process.env.NEXT_PUBLIC_*` and
 * `process.env.NODE_ENV` into client bundles at build time only where they are spelled out literally, so
 * they are spelled out here and client code imports these constants instead of reading `process.env`
 * (ESLint refuses `process.env` outside lib/config/). Server code reads the same variables, validated, through
 * `config()` (lib/config/server.ts) and passes what an island needs down as props.
 */

/** NEXT_PUBLIC_API_BASE_URL: where client islands call the public API (default `/api`). */
export const PUBLIC_API_BASE_URL = process.env.NEXT_PUBLIC_API_BASE_URL ?? '/api';

/** A production build (the service worker is registered only there: in development it would cache hot reloads). */
export const IS_PRODUCTION_BUILD = process.env.NODE_ENV === 'production';
