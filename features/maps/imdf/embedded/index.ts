import type { ImdfArchive } from '../schema';
import { validateImdfArchive } from '../schema';
import { buildEmbeddedArchive } from './build';

/*
 * The embedded IMDF model of El Dorado (the default when no operator archive is configured), built and
 * validated once per process.
 */

let cached: ImdfArchive | undefined;

export function embeddedImdfArchive(): ImdfArchive {
  cached ??= validateImdfArchive(buildEmbeddedArchive());
  return cached;
}

export { EMBEDDED_MODEL_DATE, embeddedPointIds, embeddedUnitKeys } from './build';
export { AREA_NAMES, FRAMES, LEVELS, ZONE_UNITS } from './layout';
