import { upsertAll, type SeedReport, type SeedExecutor } from '@/lib/server/db/seed';
import { offers } from './schema';
import { offerRows } from './seed-data/offers';

/** The establishments' offers (docs/directory.md); after the establishments they belong to. */
export async function seedOffers(tx: SeedExecutor): Promise<SeedReport> {
  return { offers: await upsertAll(tx, offers, offers.id, offerRows()) };
}
