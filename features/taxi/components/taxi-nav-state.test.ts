// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { activeTaxiNavItem, showsTaxiInfo } from './taxi-nav-state';

describe('taxi navigation', () => {
  it('highlights query-booking on paths containing bookings', () => {
    expect(activeTaxiNavItem('/en/servicios/taxis/bookings')).toBe('query-booking');
  });
  it('highlights verify-plate on the plate check', () => {
    expect(activeTaxiNavItem('/servicios/taxis/verify-plate')).toBe('verify-plate');
  });
  it('defaults to do-booking', () => {
    expect(activeTaxiNavItem('/servicios/taxis')).toBe('do-booking');
    expect(activeTaxiNavItem('/fr/servicios/taxis/reservas')).toBe('do-booking');
  });
  it('hides the info block only on bookings', () => {
    expect(showsTaxiInfo('/servicios/taxis/bookings')).toBe(false);
    expect(showsTaxiInfo('/servicios/taxis')).toBe(true);
  });
});
