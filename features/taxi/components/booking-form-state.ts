import type { BookInput } from '../api/book';
import type { RateInput, RateResponse } from '../api/calculate-rate';
import type { GeocodingResponse } from '../api/geocoding';
import type { PaymentMethod, VehicleName, VehicleType } from '../schemas';

/**
 * The booking form of SPEC §3/§4 as a pure state machine (a React reducer), so every rule is
 * testable without a browser:
 *  - the origin is fixed to the airport and read-only until the swap control is used; swapping
 *    exchanges the two addresses and flips `invertedLocations`;
 *  - only the editable side geocodes (on blur and on submit), never under 2 characters, and its
 *    coordinates are cleared while a geocoding request runs;
 *  - rates are calculated for the editable side's coordinates and the chosen date and time;
 *  - the date and time start as "now" and keep following it (`follow-now`) until the visitor
 *    changes either: the page may come from the page cache or stay open for minutes, and the API
 *    refuses a pickup more than 5 minutes in the past.
 */

/** SPEC §9: minimum geocoding address length. */
export const MIN_GEOCODE_LENGTH = 2;

/** El Dorado International Airport (BOG), the fixed end of every trip (equal to schemas.ts AIRPORT_LOCATION; tested). */
export const AIRPORT_LOCATION = { lat: 4.69843, lng: -74.14112 } as const;

export type Side = 'from' | 'to';

export interface AddressSide {
  address: string;
  lat: number | null;
  lng: number | null;
  /** The address as the geocoder understood it. */
  formatted: string | null;
  /** Id of the geocoding request running for this side (0: none); it travels with the side on a swap. */
  pending: number;
}

export type { VehicleName };

/** SPEC §3 booking option: price, vehicle (its image is chosen by the lower-cased name), isSelected. */
export interface BookingOption {
  vehicle: VehicleName;
  vehicleType: VehicleType;
  price: number;
  isSelected: boolean;
}

export interface BookingFormState {
  from: AddressSide;
  to: AddressSide;
  invertedLocations: boolean;
  /** YYYY-MM-DD, Bogota. */
  date: string;
  /** HH:mm, Bogota. */
  time: string;
  /** True until the visitor changes the date or the time: then they are the visitor's choice, kept as is. */
  followsNow: boolean;
  /** A wheelchair-accessible vehicle (with a ramp) is wanted; it does not change the rates. */
  accessible: boolean;
  calculating: boolean;
  options: BookingOption[] | null;
}

export type BookingFormAction =
  | { type: 'edit-address'; value: string }
  | { type: 'swap' }
  | { type: 'set-date'; value: string }
  | { type: 'set-time'; value: string }
  | { type: 'set-accessible'; value: boolean }
  /** The current Bogota date and time; applied only while the fields still follow now. */
  | { type: 'follow-now'; date: string; time: string }
  | { type: 'geocode-start'; request: number }
  | { type: 'geocode-success'; request: number; result: GeocodingResponse }
  | { type: 'geocode-failure'; request: number }
  | { type: 'calculate-start' }
  | { type: 'calculate-success'; rates: RateResponse }
  | { type: 'calculate-failure' }
  | { type: 'select-vehicle'; vehicle: VehicleName }
  | { type: 'reset'; airportName: string; date: string; time: string }
  /** A trip to the airport planned elsewhere (the trip plan): the visitor's address and pickup time. */
  | { type: 'prefill'; airportName: string; prefill: TaxiPrefill };

function airportSide(airportName: string): AddressSide {
  return { address: airportName, lat: AIRPORT_LOCATION.lat, lng: AIRPORT_LOCATION.lng, formatted: null, pending: 0 };
}

const EMPTY_SIDE: AddressSide = { address: '', lat: null, lng: null, formatted: null, pending: 0 };

export function initialBookingForm(airportName: string, date: string, time: string): BookingFormState {
  return {
    from: airportSide(airportName),
    to: EMPTY_SIDE,
    invertedLocations: false,
    date,
    time,
    followsNow: true,
    accessible: false,
    calculating: false,
    options: null,
  };
}

/** The side the visitor types in: the destination, or the origin once swapped. */
export function editableSide(state: Pick<BookingFormState, 'invertedLocations'>): Side {
  return state.invertedLocations ? 'from' : 'to';
}

export function isGeocoding(state: BookingFormState): boolean {
  return state[editableSide(state)].pending !== 0;
}

/** The side waiting for this geocoding request, if any (a swap may have moved it). */
function sideOfRequest(state: BookingFormState, request: number): Side | null {
  if (request === 0) return null;
  if (state.from.pending === request) return 'from';
  return state.to.pending === request ? 'to' : null;
}

/** SPEC §5: geocoding is skipped under 2 characters or for the side that is not editable. */
export function shouldGeocode(state: BookingFormState, side: Side): boolean {
  return side === editableSide(state) && state[side].address.trim().length >= MIN_GEOCODE_LENGTH;
}

/** SPEC §5: before calculating (and booking) the editable side needs its latitude. */
export function hasValidAddress(state: BookingFormState): boolean {
  return state[editableSide(state)].lat !== null;
}

/** The rate request (SPEC §7) for the editable side's place at the form's date and time. */
export function rateRequest(
  state: Pick<BookingFormState, 'date' | 'time'>,
  place: { lat: number; lng: number },
): RateInput {
  return { lat: place.lat, lon: place.lng, fechaReserva: `${state.date} ${state.time}` };
}

export function bookingOptions(rates: RateResponse, selected: VehicleName | null = null): BookingOption[] {
  const options: Omit<BookingOption, 'isSelected'>[] = [
    { vehicle: 'Taxi', vehicleType: 'NORMAL', price: rates.normal },
    { vehicle: 'Minivan', vehicleType: 'MINIVAN', price: rates.minivan },
    { vehicle: 'Van', vehicleType: 'VAN', price: rates.van },
  ];
  return options.map((option) => ({ ...option, isSelected: option.vehicle === selected }));
}

export function selectedOption(state: BookingFormState): BookingOption | null {
  return state.options?.find((option) => option.isSelected) ?? null;
}

export interface Contact {
  name: string;
  email: string;
  phone: string;
  phoneCountryCode: string;
  paymentMethod: PaymentMethod;
}

/** The book request (SPEC §7) for the chosen option, or null while something is missing. */
export function bookInput(state: BookingFormState, contact: Contact): BookInput | null {
  const side = state[editableSide(state)];
  const option = selectedOption(state);
  if (side.lat === null || side.lng === null || !option) return null;
  return {
    ...contact,
    date: `${state.date} ${state.time}`,
    lat: side.lat,
    lon: side.lng,
    address: side.formatted ?? side.address.trim(),
    vehicleType: option.vehicleType,
    direction: state.invertedLocations ? 'to_airport' : 'from_airport',
    accessible: state.accessible,
  };
}

function withSide(state: BookingFormState, side: Side, patch: Partial<AddressSide>): BookingFormState {
  return { ...state, [side]: { ...state[side], ...patch } };
}

export function bookingFormReducer(state: BookingFormState, action: BookingFormAction): BookingFormState {
  const side = editableSide(state);
  switch (action.type) {
    case 'edit-address':
      // New text: the old coordinates and rates no longer describe it; a running geocode is stale.
      return {
        ...withSide(state, side, { address: action.value, lat: null, lng: null, formatted: null, pending: 0 }),
        options: null,
      };
    case 'swap':
      return { ...state, from: state.to, to: state.from, invertedLocations: !state.invertedLocations, options: null };
    case 'set-date':
      return { ...state, date: action.value, followsNow: false, options: null };
    case 'set-time':
      return { ...state, time: action.value, followsNow: false, options: null };
    case 'set-accessible':
      // The same fares and the same vehicle: the rates and the choice already shown stay.
      return { ...state, accessible: action.value };
    case 'follow-now':
      // Rates already shown stay (they are approximate; the booking is priced by the server).
      if (!state.followsNow || (state.date === action.date && state.time === action.time)) return state;
      return { ...state, date: action.date, time: action.time };
    case 'geocode-start':
      return withSide(state, side, { lat: null, lng: null, formatted: null, pending: action.request });
    case 'geocode-success': {
      const target = sideOfRequest(state, action.request);
      if (!target) return state;
      return withSide(state, target, {
        lat: action.result.lat,
        lng: action.result.lng,
        formatted: action.result.formatedAddress,
        pending: 0,
      });
    }
    case 'geocode-failure': {
      const target = sideOfRequest(state, action.request);
      return target ? withSide(state, target, { pending: 0 }) : state;
    }
    case 'calculate-start':
      return { ...state, calculating: true, options: null };
    case 'calculate-success':
      return { ...state, calculating: false, options: bookingOptions(action.rates) };
    case 'calculate-failure':
      return { ...state, calculating: false };
    case 'select-vehicle':
      return state.options
        ? { ...state, options: state.options.map((o) => ({ ...o, isSelected: o.vehicle === action.vehicle })) }
        : state;
    case 'reset':
      return initialBookingForm(action.airportName, action.date, action.time);
    case 'prefill':
      // From the address to the airport, at the planned time: the visitor's choice, no longer "now".
      return {
        ...initialBookingForm(action.airportName, action.prefill.date, action.prefill.time),
        from: { ...EMPTY_SIDE, address: action.prefill.address },
        to: airportSide(action.airportName),
        invertedLocations: true,
        followsNow: false,
      };
  }
}

/** A booking prefilled from a link: the pickup address (to the airport) and the Bogotá date and time. */
export interface TaxiPrefill {
  address: string;
  date: string;
  time: string;
}

/** Longest prefilled address taken from a link (the trip plan's address cap plus its formatting). */
const MAX_PREFILL_ADDRESS = 200;

/**
 * Reads `#pickup=YYYY-MM-DDTHH:mm&address=…` (the trip plan's "book a taxi" link). A fragment never
 * reaches the server, so the address stays in the browser. Anything malformed gives null.
 */
export function parseTaxiPrefill(hash: string): TaxiPrefill | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const pickup = params.get('pickup') ?? '';
  const address = (params.get('address') ?? '').trim();
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(pickup);
  if (!match || address.length < MIN_GEOCODE_LENGTH || address.length > MAX_PREFILL_ADDRESS) return null;
  const [, date = '', time = ''] = match;
  return { address, date, time };
}
