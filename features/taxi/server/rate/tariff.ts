import 'server-only';
import type { VehicleType } from '../../schemas';

/**
 * Bogota's regulated taxi tariff, as the taximeter counts it: a start fare in units, one unit per
 * 100 m (or per 30 s stopped), a minimum fare, and fixed surcharges. The single table of every
 * constant the rate engine uses (documented in docs/taxi.md). Values follow the shape of the
 * Secretaría Distrital de Movilidad's yearly tariff resolution; update them here when it changes.
 */
export const BOGOTA_TAXI_TARIFF = {
  /** Value of one taximeter unit, COP. */
  unitValueCop: 139,
  /** "Banderazo": units on the meter when the trip starts. */
  startUnits: 25,
  /** Metres driven per unit. */
  metresPerUnit: 100,
  /** Units the meter adds per road kilometre for time stopped in traffic (1 unit per 30 s stopped). */
  waitingUnitsPerKm: 3,
  /** "Carrera mínima": a trip never costs less than this many units (before surcharges). */
  minimumUnits: 50,
  /** Fixed surcharge for trips to or from El Dorado, COP. */
  airportSurchargeCop: 5800,
  /** Fixed surcharge at night, on Sundays and on public holidays (charged once), COP. */
  nightSundayHolidaySurchargeCop: 2900,
  /** Night runs from this hour (inclusive, Bogota time)… */
  nightStartsHour: 20,
  /** …to this hour (exclusive). */
  nightEndsHour: 5,
  /** Road distance ≈ straight-line distance × this factor (Bogota's grid and its diagonals). */
  roadDistanceFactor: 1.35,
  /** Prices are rounded to the nearest multiple of this, COP. */
  roundToCop: 100,
  /** Larger authorised vehicles charge the taxi fare times these factors. */
  vehicleFactors: { NORMAL: 1, MINIVAN: 1.3, VAN: 1.6 } satisfies Record<VehicleType, number>,
  /** Trips are quoted within this straight-line distance of the airport (Bogota and the Sabana), km. */
  serviceRadiusKm: 45,
} as const;

export type BogotaTaxiTariff = typeof BOGOTA_TAXI_TARIFF;
