/*
 * What the parking lots charge (COP), in one place below the features: the parking panel
 * (features/realtime) shows each lot's tariff, and the getting-here page (features/content) quotes
 * their range. Entered without a source at hand: to be confirmed by the operator before launch.
 */

export interface ParkingTariff {
  currency: 'COP';
  carPerMinute: number;
  motorbikePerMinute: number;
  /** Car, most charged per 24 h. */
  dailyMaximum: number;
  lostTicket: number;
}

export const PARKING_TARIFFS = {
  p1: { currency: 'COP', carPerMinute: 152, motorbikePerMinute: 95, dailyMaximum: 72_000, lostTicket: 65_000 },
  p2: { currency: 'COP', carPerMinute: 140, motorbikePerMinute: 90, dailyMaximum: 65_000, lostTicket: 65_000 },
  p3: { currency: 'COP', carPerMinute: 110, motorbikePerMinute: 70, dailyMaximum: 45_000, lostTicket: 65_000 },
  p4: { currency: 'COP', carPerMinute: 135, motorbikePerMinute: 85, dailyMaximum: 60_000, lostTicket: 60_000 },
} as const satisfies Record<string, ParkingTariff>;

export interface Range {
  min: number;
  max: number;
}

/** What a car pays across the lots, cheapest to dearest: an hour (the per-minute rate × 60) and the daily maximum. */
export function carTariffRanges(tariffs: readonly ParkingTariff[] = Object.values(PARKING_TARIFFS)): {
  perHour: Range;
  perDay: Range;
} {
  const range = (values: number[]): Range => ({ min: Math.min(...values), max: Math.max(...values) });
  return {
    perHour: range(tariffs.map((tariff) => tariff.carPerMinute * 60)),
    perDay: range(tariffs.map((tariff) => tariff.dailyMaximum)),
  };
}
