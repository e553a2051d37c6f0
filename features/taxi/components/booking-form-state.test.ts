// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  AIRPORT_LOCATION,
  bookingFormReducer as reduce,
  bookInput,
  bookingOptions,
  editableSide,
  hasValidAddress,
  initialBookingForm,
  isGeocoding,
  rateRequest,
  selectedOption,
  parseTaxiPrefill,
  shouldGeocode,
  type BookingFormState,
} from './booking-form-state';

const AIRPORT = 'Aeropuerto Internacional El Dorado (BOG)';
const start = () => initialBookingForm(AIRPORT, '2026-11-22', '10:00');
const place = { formatedAddress: 'Calle 93 # 11-26, Bogotá', lat: 4.6767, lng: -74.0483 };
const contact = {
  name: 'María Pérez',
  email: 'maria@example.com',
  phone: '3001234567',
  phoneCountryCode: '57',
  paymentMethod: 'CASH' as const,
};

function typed(state: BookingFormState, value: string) {
  return reduce(state, { type: 'edit-address', value });
}

describe('booking form state machine', () => {
  it('starts at the airport, read-only origin, destination editable, today and now', () => {
    const state = start();
    expect(state.from).toEqual({
      address: AIRPORT,
      lat: AIRPORT_LOCATION.lat,
      lng: AIRPORT_LOCATION.lng,
      formatted: null,
      pending: 0,
    });
    expect(state.to.address).toBe('');
    expect(state.invertedLocations).toBe(false);
    expect(editableSide(state)).toBe('to');
    expect([state.date, state.time]).toEqual(['2026-11-22', '10:00']);
  });

  it('swap exchanges the two addresses and flips invertedLocations, both ways', () => {
    const withDestination = reduce(reduce(typed(start(), 'Calle 93 # 11-26'), { type: 'geocode-start', request: 1 }), {
      type: 'geocode-success',
      request: 1,
      result: place,
    });
    const swapped = reduce(withDestination, { type: 'swap' });
    expect(swapped.invertedLocations).toBe(true);
    expect(swapped.from).toEqual(withDestination.to);
    expect(swapped.to).toEqual(withDestination.from);
    expect(editableSide(swapped)).toBe('from');
    // Typing now edits the origin; the airport stays as the destination.
    const edited = typed(swapped, 'Usaquén');
    expect(edited.from.address).toBe('Usaquén');
    expect(edited.to.address).toBe(AIRPORT);
    const back = reduce(edited, { type: 'swap' });
    expect(back.invertedLocations).toBe(false);
    expect(back.from.address).toBe(AIRPORT);
    expect(back.to.address).toBe('Usaquén');
  });

  it('geocodes only the editable side and only from 2 characters', () => {
    expect(shouldGeocode(typed(start(), 'C'), 'to')).toBe(false);
    expect(shouldGeocode(typed(start(), ' C '), 'to')).toBe(false);
    expect(shouldGeocode(typed(start(), 'Cl'), 'to')).toBe(true);
    expect(shouldGeocode(typed(start(), 'Calle 26'), 'from')).toBe(false);
    const swapped = typed(reduce(start(), { type: 'swap' }), 'Chapinero');
    expect(shouldGeocode(swapped, 'from')).toBe(true);
    expect(shouldGeocode(swapped, 'to')).toBe(false);
  });

  it('clears the editable coordinates while geocoding, then sets them from the result', () => {
    const located = reduce(reduce(typed(start(), 'Calle 93'), { type: 'geocode-start', request: 1 }), {
      type: 'geocode-success',
      request: 1,
      result: place,
    });
    expect(hasValidAddress(located)).toBe(true);
    const again = reduce(located, { type: 'geocode-start', request: 2 });
    expect(isGeocoding(again)).toBe(true);
    expect([again.to.lat, again.to.lng, again.to.formatted]).toEqual([null, null, null]);
    expect(again.from.lat).toBe(AIRPORT_LOCATION.lat);
    const done = reduce(again, { type: 'geocode-success', request: 2, result: place });
    expect(isGeocoding(done)).toBe(false);
    expect([done.to.lat, done.to.lng, done.to.formatted]).toEqual([place.lat, place.lng, place.formatedAddress]);
  });

  it('ignores the answer of a geocoding request that is no longer current', () => {
    const first = reduce(typed(start(), 'Calle 93'), { type: 'geocode-start', request: 1 });
    const second = reduce(typed(first, 'Calle 94'), { type: 'geocode-start', request: 2 });
    const stale = reduce(second, { type: 'geocode-success', request: 1, result: place });
    expect(stale).toBe(second);
    expect(reduce(second, { type: 'geocode-failure', request: 1 })).toBe(second);
    const failed = reduce(second, { type: 'geocode-failure', request: 2 });
    expect(isGeocoding(failed)).toBe(false);
    expect(hasValidAddress(failed)).toBe(false);
  });

  it('a geocoding request started before a swap lands on the side it was made for', () => {
    // Typing the destination then pressing swap: the blur starts a request, then the sides move.
    const started = reduce(typed(start(), 'Usaquén'), { type: 'geocode-start', request: 1 });
    const swapped = reduce(started, { type: 'swap' });
    expect(isGeocoding(swapped)).toBe(true);
    const done = reduce(swapped, { type: 'geocode-success', request: 1, result: place });
    expect(done.from).toMatchObject({ address: 'Usaquén', lat: place.lat, lng: place.lng, pending: 0 });
    expect(done.to.address).toBe(AIRPORT);
    expect(hasValidAddress(done)).toBe(true);
  });

  it('typing, swapping or changing the time drops the coordinates or rates that no longer apply', () => {
    const located = reduce(reduce(typed(start(), 'Calle 93'), { type: 'geocode-start', request: 1 }), {
      type: 'geocode-success',
      request: 1,
      result: place,
    });
    const rated = reduce(reduce(located, { type: 'calculate-start' }), {
      type: 'calculate-success',
      rates: { normal: 45300, minivan: 58900, van: 72500 },
    });
    expect(rated.options).toHaveLength(3);
    expect(typed(rated, 'Calle 93 # 11').to.lat).toBeNull();
    expect(typed(rated, 'Calle 93 # 11').options).toBeNull();
    expect(reduce(rated, { type: 'set-time', value: '23:30' }).options).toBeNull();
    expect(reduce(rated, { type: 'set-date', value: '2026-11-23' }).options).toBeNull();
    expect(reduce(rated, { type: 'swap' }).options).toBeNull();
  });

  it('an untouched date and time follow now; once the visitor changes either, they are kept', () => {
    const later = reduce(start(), { type: 'follow-now', date: '2026-11-22', time: '10:20' });
    expect([later.date, later.time, later.followsNow]).toEqual(['2026-11-22', '10:20', true]);
    const nextDay = reduce(later, { type: 'follow-now', date: '2026-11-23', time: '00:01' });
    expect([nextDay.date, nextDay.time]).toEqual(['2026-11-23', '00:01']);

    const ownTime = reduce(start(), { type: 'set-time', value: '18:45' });
    expect(ownTime.followsNow).toBe(false);
    expect(reduce(ownTime, { type: 'follow-now', date: '2026-11-22', time: '10:20' })).toBe(ownTime);
    const ownDate = reduce(start(), { type: 'set-date', value: '2026-11-30' });
    expect(reduce(ownDate, { type: 'follow-now', date: '2026-11-22', time: '10:20' })).toBe(ownDate);

    // Following now keeps the rates already shown (they are approximate); the same minute changes nothing.
    const located = reduce(reduce(typed(start(), 'Calle 93'), { type: 'geocode-start', request: 1 }), {
      type: 'geocode-success',
      request: 1,
      result: place,
    });
    const rated = reduce(reduce(located, { type: 'calculate-start' }), {
      type: 'calculate-success',
      rates: { normal: 45300, minivan: 58900, van: 72500 },
    });
    expect(reduce(rated, { type: 'follow-now', date: '2026-11-22', time: '10:01' }).options).toHaveLength(3);
    expect(reduce(rated, { type: 'follow-now', date: '2026-11-22', time: '10:00' })).toBe(rated);
    // A new booking starts following now again.
    expect(reduce(ownTime, { type: 'reset', airportName: AIRPORT, date: '2026-11-22', time: '10:30' }).followsNow).toBe(
      true,
    );
  });

  it('is calculating between calculate-start and its answer', () => {
    const calculating = reduce(start(), { type: 'calculate-start' });
    expect(calculating.calculating).toBe(true);
    expect(reduce(calculating, { type: 'calculate-failure' }).calculating).toBe(false);
    expect(
      reduce(calculating, { type: 'calculate-success', rates: { normal: 1, minivan: 2, van: 3 } }).calculating,
    ).toBe(false);
  });

  it('maps rates to Taxi, Minivan and Van and selects one at a time', () => {
    expect(bookingOptions({ normal: 45300, minivan: 58900, van: 72500 })).toEqual([
      { vehicle: 'Taxi', vehicleType: 'NORMAL', price: 45300, isSelected: false },
      { vehicle: 'Minivan', vehicleType: 'MINIVAN', price: 58900, isSelected: false },
      { vehicle: 'Van', vehicleType: 'VAN', price: 72500, isSelected: false },
    ]);
    const rated = reduce(start(), { type: 'calculate-success', rates: { normal: 45300, minivan: 58900, van: 72500 } });
    const van = reduce(rated, { type: 'select-vehicle', vehicle: 'Van' });
    expect(selectedOption(van)?.vehicleType).toBe('VAN');
    const taxi = reduce(van, { type: 'select-vehicle', vehicle: 'Taxi' });
    expect(taxi.options?.filter((o) => o.isSelected).map((o) => o.vehicle)).toEqual(['Taxi']);
  });

  it('builds the rate and book requests of SPEC §7 for either direction', () => {
    expect(rateRequest(start(), place)).toEqual({ lat: place.lat, lon: place.lng, fechaReserva: '2026-11-22 10:00' });
    const located = reduce(reduce(typed(start(), 'Calle 93'), { type: 'geocode-start', request: 1 }), {
      type: 'geocode-success',
      request: 1,
      result: place,
    });
    expect(bookInput(located, contact)).toBeNull(); // no vehicle yet
    const chosen = reduce(reduce(located, { type: 'calculate-success', rates: { normal: 1, minivan: 2, van: 3 } }), {
      type: 'select-vehicle',
      vehicle: 'Minivan',
    });
    expect(bookInput(chosen, contact)).toEqual({
      ...contact,
      date: '2026-11-22 10:00',
      lat: place.lat,
      lon: place.lng,
      address: place.formatedAddress,
      vehicleType: 'MINIVAN',
      direction: 'from_airport',
      accessible: false,
    });
    const swapped = reduce(
      reduce(reduce(chosen, { type: 'swap' }), { type: 'calculate-success', rates: { normal: 1, minivan: 2, van: 3 } }),
      { type: 'select-vehicle', vehicle: 'Van' },
    );
    expect(bookInput(swapped, contact)).toMatchObject({
      direction: 'to_airport',
      vehicleType: 'VAN',
      lat: place.lat,
      lon: place.lng,
    });
  });

  it('keeps the accessible-vehicle choice in the draft without touching the rates, sends it, and a reset clears it', () => {
    expect(start().accessible).toBe(false);
    const located = reduce(reduce(typed(start(), 'Calle 93'), { type: 'geocode-start', request: 1 }), {
      type: 'geocode-success',
      request: 1,
      result: place,
    });
    const chosen = reduce(reduce(located, { type: 'calculate-success', rates: { normal: 1, minivan: 2, van: 3 } }), {
      type: 'select-vehicle',
      vehicle: 'Van',
    });
    const accessible = reduce(chosen, { type: 'set-accessible', value: true });
    expect(accessible.accessible).toBe(true);
    expect(accessible.options).toEqual(chosen.options); // same fares, same choice
    expect(bookInput(accessible, contact)).toMatchObject({ vehicleType: 'VAN', accessible: true });
    // It survives the other edits of the draft.
    const edited = reduce(reduce(reduce(accessible, { type: 'swap' }), { type: 'set-time', value: '11:00' }), {
      type: 'edit-address',
      value: 'Usaquén',
    });
    expect(edited.accessible).toBe(true);
    expect(reduce(accessible, { type: 'set-accessible', value: false }).accessible).toBe(false);
    expect(
      reduce(accessible, { type: 'reset', airportName: AIRPORT, date: '2026-11-22', time: '10:05' }).accessible,
    ).toBe(false);
  });

  it('reset clears the details and starts again from the airport', () => {
    const swapped = typed(reduce(start(), { type: 'swap' }), 'Usaquén');
    const reset = reduce(swapped, { type: 'reset', airportName: AIRPORT, date: '2026-11-22', time: '10:05' });
    expect(reset).toEqual(initialBookingForm(AIRPORT, '2026-11-22', '10:05'));
  });
});

describe('a booking prefilled by the trip plan', () => {
  it('reads the pickup time and address from the fragment, and refuses anything malformed', () => {
    expect(parseTaxiPrefill('#pickup=2026-11-23T05:18&address=Calle%2093%20%23%2011-26%2C%20Bogot%C3%A1')).toEqual({
      date: '2026-11-23',
      time: '05:18',
      address: 'Calle 93 # 11-26, Bogotá',
    });
    expect(parseTaxiPrefill('#pickup=2026-11-23 05:18&address=Calle 93')).toBeNull();
    expect(parseTaxiPrefill('#pickup=2026-11-23T05:18&address=x')).toBeNull();
    expect(parseTaxiPrefill(`#pickup=2026-11-23T05:18&address=${'a'.repeat(201)}`)).toBeNull();
    expect(parseTaxiPrefill('')).toBeNull();
  });

  it('starts from the address to the airport at that time, no longer following now', () => {
    const state = reduce(start(), {
      type: 'prefill',
      airportName: AIRPORT,
      prefill: { address: 'Calle 93 # 11-26, Bogotá', date: '2026-11-23', time: '05:18' },
    });
    expect(state.invertedLocations).toBe(true);
    expect(editableSide(state)).toBe('from');
    expect(state.from.address).toBe('Calle 93 # 11-26, Bogotá');
    expect(state.from.lat).toBeNull();
    expect(state.to.lat).toBe(AIRPORT_LOCATION.lat);
    expect([state.date, state.time, state.followsNow]).toEqual(['2026-11-23', '05:18', false]);
    expect(shouldGeocode(state, 'from')).toBe(true);
    // "now" moving on does not move the planned pickup.
    expect(reduce(state, { type: 'follow-now', date: '2026-11-22', time: '10:01' }).time).toBe('05:18');
  });
});
