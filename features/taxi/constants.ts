/*
 * Plain values of the taxi feature that client code of other features may import (no zod, no imports:
 * importing schemas.ts from a client component would put zod in its bundle).
 */

/** Where the site keeps the taxi access token in the browser (localStorage, SPEC §7); the data-request form reads it too. */
export const TAXI_TOKEN_KEY = 'taxi-imperial-access-token';
