import { upsertAll, type SeedReport, type SeedExecutor } from '@/lib/server/db/seed';
import { establishmentProducts, establishments } from './schema';
import { establishmentRows } from './seed-data/establishments';
import { productRows } from './seed-data/products';

/** The directory's establishments and the products they sell (docs/directory.md). */
export async function seedEstablishments(tx: SeedExecutor): Promise<SeedReport> {
  return {
    establishment_products: await upsertAll(tx, establishmentProducts, establishmentProducts.keyword, productRows),
    establishments: await upsertAll(tx, establishments, establishments.id, establishmentRows()),
  };
}
