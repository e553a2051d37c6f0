/*
 * Plain values of the taxi feature that client code of other features may import (no zod, no imports:
 * importing schemas.ts from a client component would put zod in its bundle).
 */

/** Where the site keeps the taxi access token in the browser (localStorage, SPEC §7); the data-request form reads it too. */
export const TAXI_TOKEN_KEY = 'taxi-imperial-access-token';

/** The geocoding endpoint under the API base (the same path as TAXI_API_PATHS.geocoding); the trip plan places addresses with it. */
export const TAXI_GEOCODING_PATH = '/v2/taxi-imperial/geocoding';
