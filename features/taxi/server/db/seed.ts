import { upsertAll, type SeedReport, type SeedExecutor } from '@/lib/server/db/seed';
import { taxiVehicles } from './schema';
import { accessibleTaxiPlates, taxiVehicleRows } from './seed-data/taxi-vehicles';

/** The authorised-vehicle registry (docs/taxi.md). */
export async function seedTaxi(tx: SeedExecutor): Promise<SeedReport> {
  return { taxi_vehicles: await upsertAll(tx, taxiVehicles, taxiVehicles.plate, taxiVehicleInserts()) };
}

function taxiVehicleInserts(): Array<typeof taxiVehicles.$inferInsert> {
  return taxiVehicleRows.map(([plate, company, vehicleType, brand, model, driverName]) => ({
    plate,
    company,
    vehicleType,
    brand,
    model,
    driverName,
    accessible: accessibleTaxiPlates.has(plate),
    active: true,
  }));
}
