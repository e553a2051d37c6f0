import { seedClientConfiguration } from '@/features/client-configuration/server/db/seed';
import { seedCurrency } from '@/features/currency/server/db/seed';
import { seedEstablishments } from '@/features/establishments/server/db/seed';
import { seedExhibition } from '@/features/exhibition/server/db/seed';
import { seedOffers } from '@/features/offers/server/db/seed';
import { seedTaxi } from '@/features/taxi/server/db/seed';
import type { FeatureSeed } from '@/lib/server/db/seed';

/**
 * Every feature's seed, in the order it runs after the platform's reference data (a feature whose rows point
 * at another's comes after it: offers after establishments). lib/server/db migrates and seeds but may not import
 * a feature, so the callers hand it this list: instrumentation.ts, scripts/db-seed.ts and tests/db.ts.
 */
export const featureSeeds: readonly FeatureSeed[] = [
  seedTaxi,
  seedClientConfiguration,
  seedEstablishments,
  seedOffers,
  seedExhibition,
  seedCurrency,
];
