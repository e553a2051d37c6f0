import 'server-only';
import { AIRPORT_LOCATION, VEHICLE_TYPES, type VehicleType } from '../../schemas';
import { isColombianHoliday } from '@/lib/colombian-holidays';
import { BOGOTA_TAXI_TARIFF, type BogotaTaxiTariff } from './tariff';

/*
 * The rate engine: the fare of a trip between the airport and a point, at a Bogota local time.
 * Pure: the same input always gives the same fare.
 */

export type Surcharge = 'airport' | 'night' | 'sunday' | 'holiday';

export interface RateInput {
  lat: number;
  lon: number;
  /** Bogota local time, `YYYY-MM-DD HH:mm`. */
  pickupAt: string;
}

export interface RateQuote {
  normal: number;
  minivan: number;
  van: number;
  distanceKm: number;
  surcharges: Surcharge[];
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km. */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** Whether a point is close enough to the airport to be quoted. */
export function isInServiceArea(lat: number, lon: number, tariff: BogotaTaxiTariff = BOGOTA_TAXI_TARIFF): boolean {
  return haversineKm(AIRPORT_LOCATION, { lat, lng: lon }) <= tariff.serviceRadiusKm;
}

/** Estimated road distance between the airport and the point, km. */
export function roadDistanceKm(lat: number, lon: number, tariff: BogotaTaxiTariff = BOGOTA_TAXI_TARIFF): number {
  return haversineKm(AIRPORT_LOCATION, { lat, lng: lon }) * tariff.roadDistanceFactor;
}

/** Units the taximeter shows at the end of the trip, before the minimum applies. */
export function meterUnits(distanceKm: number, tariff: BogotaTaxiTariff = BOGOTA_TAXI_TARIFF): number {
  const distanceUnits = Math.ceil((distanceKm * 1000) / tariff.metresPerUnit);
  const waitingUnits = Math.round(distanceKm * tariff.waitingUnitsPerKm);
  return tariff.startUnits + distanceUnits + waitingUnits;
}

/** The time surcharges that apply at a Bogota local time (night, Sunday, holiday). */
export function timeSurcharges(pickupAt: string, tariff: BogotaTaxiTariff = BOGOTA_TAXI_TARIFF): Surcharge[] {
  const day = pickupAt.slice(0, 10);
  const hour = Number(pickupAt.slice(11, 13));
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const reasons: Surcharge[] = [];
  if (hour >= tariff.nightStartsHour || hour < tariff.nightEndsHour) reasons.push('night');
  if (new Date(Date.UTC(y, m - 1, d)).getUTCDay() === 0) reasons.push('sunday');
  if (isColombianHoliday(day)) reasons.push('holiday');
  return reasons;
}

export function roundToStep(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** The taxi fare and the minivan/van fares for a trip to or from the airport. */
export function calculateTaxiRate(input: RateInput, tariff: BogotaTaxiTariff = BOGOTA_TAXI_TARIFF): RateQuote {
  return quote(roadDistanceKm(input.lat, input.lon, tariff), timeSurcharges(input.pickupAt, tariff), tariff);
}

function quote(distanceKm: number, timeReasons: Surcharge[], tariff: BogotaTaxiTariff): RateQuote {
  const units = Math.max(meterUnits(distanceKm, tariff), tariff.minimumUnits);
  const surchargeCop =
    tariff.airportSurchargeCop + (timeReasons.length > 0 ? tariff.nightSundayHolidaySurchargeCop : 0);
  const taxiFare = units * tariff.unitValueCop + surchargeCop;
  const fares = Object.fromEntries(
    VEHICLE_TYPES.map((type) => [type, roundToStep(taxiFare * tariff.vehicleFactors[type], tariff.roundToCop)]),
  ) as Record<VehicleType, number>;
  return {
    normal: fares.NORMAL,
    minivan: fares.MINIVAN,
    van: fares.VAN,
    distanceKm: Math.round(distanceKm * 10) / 10,
    surcharges: ['airport', ...timeReasons],
  };
}

/** The fare of one vehicle type. */
export function fareFor(quote: RateQuote, vehicleType: VehicleType): number {
  return vehicleType === 'NORMAL' ? quote.normal : vehicleType === 'MINIVAN' ? quote.minivan : quote.van;
}

/** Places whose day fare the rate card lists (the names are in `taxi.rateCard.places`). */
export const RATE_CARD_PLACES = [
  { id: 'centro', lat: 4.5981, lon: -74.0758 },
  { id: 'salitre', lat: 4.631, lon: -74.093 },
  { id: 'chico', lat: 4.6766, lon: -74.0484 },
  { id: 'usaquen', lat: 4.6951, lon: -74.0308 },
] as const;

export type RateCardPlace = (typeof RATE_CARD_PLACES)[number]['id'];

export interface RateCard {
  /** The least a taxi trip to or from the airport costs by day: the minimum fare plus the airport surcharge. */
  minimumFare: number;
  airportSurcharge: number;
  /** Added at night (from `nightStartsHour` to `nightEndsHour`), on Sundays and on public holidays. */
  timeSurcharge: number;
  nightStartsHour: number;
  nightEndsHour: number;
  /** Day fares (no time surcharge) to a few places, by vehicle. */
  places: Array<{ id: RateCardPlace } & RateQuote>;
}

/** What the taxi page shows before any address is typed: the tariff's fixed parts and a few typical fares. */
export function rateCard(tariff: BogotaTaxiTariff = BOGOTA_TAXI_TARIFF): RateCard {
  return {
    minimumFare: roundToStep(tariff.minimumUnits * tariff.unitValueCop + tariff.airportSurchargeCop, tariff.roundToCop),
    airportSurcharge: tariff.airportSurchargeCop,
    timeSurcharge: tariff.nightSundayHolidaySurchargeCop,
    nightStartsHour: tariff.nightStartsHour,
    nightEndsHour: tariff.nightEndsHour,
    places: RATE_CARD_PLACES.map((place) => ({
      id: place.id,
      ...quote(roadDistanceKm(place.lat, place.lon, tariff), [], tariff),
    })),
  };
}
