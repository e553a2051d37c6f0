/*
 * Seats per flight for the queue forecast: the aircraft type each carrier usually flies from
 * Bogotá, by market, with the seats of its typical cabin (approximate, from the carriers' public
 * seat maps; docs/realtime.md lists them). A flight schedule carries no aircraft type, so the type
 * is inferred from the carrier and the destination; unknown carriers get a narrow-body's seats.
 */

export interface AircraftType {
  type: string;
  seats: number;
}

const A320: AircraftType = { type: 'A320', seats: 180 };
const A320_LATAM: AircraftType = { type: 'A320', seats: 174 };
const A320_ULCC: AircraftType = { type: 'A320', seats: 186 };
const B737_800: AircraftType = { type: '737-800', seats: 166 };
const B737_MAX8: AircraftType = { type: '737 MAX 8', seats: 180 };
const ATR72: AircraftType = { type: 'ATR 72', seats: 70 };
const TURBOPROP_MIX: AircraftType = { type: 'ATR 42/72, E145', seats: 58 };
const B787_8: AircraftType = { type: '787-8', seats: 250 };
const WIDE_BODY: AircraftType = { type: 'wide-body (A350, 777, 787-9)', seats: 320 };
const DEFAULT_NARROW: AircraftType = { type: 'narrow-body', seats: 170 };

/** Destinations Avianca serves with its 787s from Bogotá (long-haul and the largest South American cities). */
const AVIANCA_WIDE_BODY = new Set(['MAD', 'BCN', 'LHR', 'EZE', 'GRU', 'SCL', 'LAX']);
/** Small airports Avianca serves with ATR 72s (Avianca Express). */
const AVIANCA_REGIONAL = new Set([
  'IBE',
  'FLA',
  'APO',
  'CZU',
  'PPN',
  'EJA',
  'MZL',
  'RCH',
  'PVA',
  'VUP',
  'EYP',
  'NVA',
  'AXM',
]);

/** Carriers flying one type on every BOG route. */
const BY_CARRIER: Readonly<Record<string, AircraftType>> = {
  '4C': A320_LATAM,
  LA: A320_LATAM,
  P5: { type: '737-800', seats: 186 },
  JA: A320_ULCC,
  '9R': TURBOPROP_MIX,
  VE: TURBOPROP_MIX,
  CM: { type: '737-800 / MAX 9', seats: 166 },
  AA: { type: '737-800', seats: 172 },
  UA: B737_800,
  DL: { type: '737-900ER', seats: 180 },
  B6: { type: 'A320', seats: 162 },
  NK: { type: 'A320', seats: 182 },
  AC: { type: '737 MAX 8', seats: 169 },
  AM: B737_800,
  DM: { type: '737 MAX 8', seats: 189 },
  IB: { type: 'A350-900', seats: 348 },
  UX: { type: '787-9', seats: 300 },
  AF: { type: 'A350-900', seats: 324 },
  LH: WIDE_BODY,
  KL: { type: '787-9', seats: 294 },
  BA: { type: '787-8', seats: 214 },
  TK: WIDE_BODY,
  EK: { type: '777-200LR', seats: 302 },
};

/** The aircraft type (and seats) of a passenger flight between Bogotá and `city`. */
export function aircraftFor(airline: string, city: string, international: boolean): AircraftType {
  if (airline === 'AV') {
    if (international) return AVIANCA_WIDE_BODY.has(city) ? B787_8 : A320;
    return AVIANCA_REGIONAL.has(city) ? ATR72 : A320;
  }
  return BY_CARRIER[airline] ?? (international ? B737_MAX8 : DEFAULT_NARROW);
}
