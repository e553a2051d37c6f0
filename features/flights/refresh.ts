/** The board is refetched every minute while the page is visible (no imports: safe in any bundle). */
export const FLIGHT_BOARD_REFRESH_MS = 60_000;
