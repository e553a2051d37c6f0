// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AIRPORT_LOCATION } from '../../schemas';
import { colombianHolidays, easterSunday, isColombianHoliday, nextMonday } from '@/lib/colombian-holidays';
import {
  calculateTaxiRate,
  isInServiceArea,
  meterUnits,
  RATE_CARD_PLACES,
  rateCard,
  roadDistanceKm,
  roundToStep,
  timeSurcharges,
} from './rate-engine';
import { BOGOTA_TAXI_TARIFF as T } from './tariff';

/** Calle 93 with Carrera 11 (Chicó). */
const CHICO = { lat: 4.6768, lon: -74.0486 };

function expectedTaxi(lat: number, lon: number, timeSurcharge: boolean): number {
  const units = Math.max(meterUnits(roadDistanceKm(lat, lon)), T.minimumUnits);
  const cop = units * T.unitValueCop + T.airportSurchargeCop + (timeSurcharge ? T.nightSundayHolidaySurchargeCop : 0);
  return roundToStep(cop, T.roundToCop);
}

describe('Colombian holidays (Ley Emiliani)', () => {
  it('computes Easter', () => {
    expect(easterSunday(2025).toISOString().slice(0, 10)).toBe('2025-04-20');
    expect(easterSunday(2026).toISOString().slice(0, 10)).toBe('2026-04-05');
    expect(easterSunday(2027).toISOString().slice(0, 10)).toBe('2027-03-28');
  });

  it('moves a date to the next Monday, and keeps a Monday', () => {
    expect(nextMonday(new Date('2025-03-19T00:00:00Z')).toISOString().slice(0, 10)).toBe('2025-03-24');
    expect(nextMonday(new Date('2025-01-06T00:00:00Z')).toISOString().slice(0, 10)).toBe('2025-01-06');
  });

  it('lists the 2025 holidays (San Pedro and Sagrado Corazón share 30 June)', () => {
    expect([...colombianHolidays(2025)].sort()).toEqual([
      '2025-01-01',
      '2025-01-06',
      '2025-03-24',
      '2025-04-17',
      '2025-04-18',
      '2025-05-01',
      '2025-06-02',
      '2025-06-23',
      '2025-06-30',
      '2025-07-20',
      '2025-08-07',
      '2025-08-18',
      '2025-10-13',
      '2025-11-03',
      '2025-11-17',
      '2025-12-08',
      '2025-12-25',
    ]);
  });

  it('lists the 2026 holidays', () => {
    expect([...colombianHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-12',
      '2026-03-23',
      '2026-04-02',
      '2026-04-03',
      '2026-05-01',
      '2026-05-18',
      '2026-06-08',
      '2026-06-15',
      '2026-06-29',
      '2026-07-20',
      '2026-08-07',
      '2026-08-17',
      '2026-10-12',
      '2026-11-02',
      '2026-11-16',
      '2026-12-08',
      '2026-12-25',
    ]);
  });

  it('answers for single days', () => {
    expect(isColombianHoliday('2026-07-20')).toBe(true);
    expect(isColombianHoliday('2026-07-21')).toBe(false);
  });
});

describe('time surcharges in Bogota time', () => {
  it('none on a weekday daytime', () => expect(timeSurcharges('2026-11-24 10:00')).toEqual([]));
  it('night from 20:00 to 04:59', () => {
    expect(timeSurcharges('2026-11-24 20:00')).toEqual(['night']);
    expect(timeSurcharges('2026-11-24 04:59')).toEqual(['night']);
    expect(timeSurcharges('2026-11-24 05:00')).toEqual([]);
    expect(timeSurcharges('2026-11-24 19:59')).toEqual([]);
  });
  it('Sunday all day', () => expect(timeSurcharges('2026-11-22 10:00')).toEqual(['sunday']));
  it('holiday all day (Independencia de Cartagena, moved to Monday 16 Nov 2026)', () => {
    expect(timeSurcharges('2026-11-16 12:00')).toEqual(['holiday']);
  });
  it('lists every reason, e.g. a holiday night', () => {
    expect(timeSurcharges('2026-12-25 22:00')).toEqual(['night', 'holiday']);
  });
});

describe('calculateTaxiRate', () => {
  it('weekday daytime fare: units × value + airport surcharge, rounded to COP 100', () => {
    const quote = calculateTaxiRate({ ...CHICO, pickupAt: '2026-11-24 10:00' });
    expect(quote.surcharges).toEqual(['airport']);
    expect(quote.normal).toBe(expectedTaxi(CHICO.lat, CHICO.lon, false));
    expect(quote.normal % 100).toBe(0);
    expect(quote.distanceKm).toBeGreaterThan(12);
    expect(quote.distanceKm).toBeLessThan(16);
    // A realistic airport–Chicó fare.
    expect(quote.normal).toBeGreaterThan(25_000);
    expect(quote.normal).toBeLessThan(50_000);
  });

  it('night, Sunday and holiday add the surcharge once', () => {
    const day = calculateTaxiRate({ ...CHICO, pickupAt: '2026-11-24 10:00' }).normal;
    const night = calculateTaxiRate({ ...CHICO, pickupAt: '2026-11-24 23:30' });
    const sunday = calculateTaxiRate({ ...CHICO, pickupAt: '2026-11-22 10:00' });
    const holiday = calculateTaxiRate({ ...CHICO, pickupAt: '2026-11-16 10:00' });
    const holidayNight = calculateTaxiRate({ ...CHICO, pickupAt: '2026-12-25 22:00' });
    for (const quote of [night, sunday, holiday, holidayNight]) {
      expect(quote.normal).toBe(roundToStep(day + T.nightSundayHolidaySurchargeCop, 100));
    }
    expect(night.surcharges).toEqual(['airport', 'night']);
    expect(sunday.surcharges).toEqual(['airport', 'sunday']);
    expect(holiday.surcharges).toEqual(['airport', 'holiday']);
  });

  it('charges the minimum fare for a very short trip', () => {
    const quote = calculateTaxiRate({
      lat: AIRPORT_LOCATION.lat + 0.002,
      lon: AIRPORT_LOCATION.lng,
      pickupAt: '2026-11-24 10:00',
    });
    expect(quote.normal).toBe(roundToStep(T.minimumUnits * T.unitValueCop + T.airportSurchargeCop, 100));
  });

  it('applies the minivan and van factors to the taxi fare', () => {
    const quote = calculateTaxiRate({ ...CHICO, pickupAt: '2026-11-24 10:00' });
    const raw = quote.normal; // rounded already; the factors apply to the unrounded fare
    expect(quote.minivan).toBeGreaterThan(raw);
    expect(quote.van).toBeGreaterThan(quote.minivan);
    expect(Math.abs(quote.minivan - raw * T.vehicleFactors.MINIVAN)).toBeLessThanOrEqual(200);
    expect(Math.abs(quote.van - raw * T.vehicleFactors.VAN)).toBeLessThanOrEqual(200);
    expect(quote.minivan % 100).toBe(0);
    expect(quote.van % 100).toBe(0);
  });

  it('grows with the distance', () => {
    const near = calculateTaxiRate({ lat: 4.6756, lon: -74.1245, pickupAt: '2026-11-24 10:00' });
    const far = calculateTaxiRate({ lat: 4.7545, lon: -74.046, pickupAt: '2026-11-24 10:00' });
    expect(far.normal).toBeGreaterThan(near.normal);
  });

  it('knows the service area', () => {
    expect(isInServiceArea(CHICO.lat, CHICO.lon)).toBe(true);
    expect(isInServiceArea(6.2442, -75.5812)).toBe(false); // Medellín
  });
});

describe('the rate card', () => {
  it('states the minimum fare with the airport surcharge, the time surcharge and its hours', () => {
    const card = rateCard();
    expect(card.minimumFare).toBe(roundToStep(T.minimumUnits * T.unitValueCop + T.airportSurchargeCop, 100));
    expect(card).toMatchObject({
      airportSurcharge: T.airportSurchargeCop,
      timeSurcharge: T.nightSundayHolidaySurchargeCop,
      nightStartsHour: 20,
      nightEndsHour: 5,
    });
  });

  it("lists each place's weekday daytime fare, the one the booking would quote", () => {
    const card = rateCard();
    expect(card.places.map((p) => p.id)).toEqual(RATE_CARD_PLACES.map((p) => p.id));
    for (const place of RATE_CARD_PLACES) {
      const listed = card.places.find((p) => p.id === place.id);
      const quoted = calculateTaxiRate({ lat: place.lat, lon: place.lon, pickupAt: '2026-11-24 10:00' });
      expect(listed).toEqual({ id: place.id, ...quoted });
    }
    // Farther is dearer: the centre costs more than Salitre.
    const fare = (id: string) => card.places.find((p) => p.id === id)?.normal ?? 0;
    expect(fare('centro')).toBeGreaterThan(fare('salitre'));
  });
});
