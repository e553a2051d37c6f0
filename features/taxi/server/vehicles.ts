import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db';
import { taxiVehicles } from './db/schema';
import { VEHICLE_NAMES, type VerifyPlateResponse } from '../schemas';

/** The plate check: whether a (normalised) plate is in the authorised-vehicle registry. */
export async function verifyPlate(db: Database, plate: string): Promise<VerifyPlateResponse> {
  const [vehicle] = await db
    .select()
    .from(taxiVehicles)
    .where(and(eq(taxiVehicles.plate, plate), eq(taxiVehicles.active, true)))
    .limit(1);
  if (!vehicle) return { plate, authorised: false, vehicle: null };
  return {
    plate,
    authorised: true,
    vehicle: {
      company: vehicle.company,
      vehicleType: vehicle.vehicleType,
      vehicle: VEHICLE_NAMES[vehicle.vehicleType],
      brand: vehicle.brand,
      model: vehicle.model,
    },
  };
}

export async function findActiveVehicle(db: Database, plate: string) {
  const [vehicle] = await db
    .select()
    .from(taxiVehicles)
    .where(and(eq(taxiVehicles.plate, plate), eq(taxiVehicles.active, true)))
    .limit(1);
  return vehicle;
}
