export type TaxiNavItem = 'do-booking' | 'query-booking' | 'verify-plate';

/** SPEC §2: the taxi navigation highlights by path. */
export function activeTaxiNavItem(pathname: string): TaxiNavItem {
  if (pathname.includes('bookings')) return 'query-booking';
  if (pathname.includes('verify-plate')) return 'verify-plate';
  return 'do-booking';
}

/** The taxi info block is hidden on the bookings page. */
export function showsTaxiInfo(pathname: string): boolean {
  return !pathname.includes('bookings');
}
