import { upsertAll, type SeedReport, type SeedExecutor } from '@/lib/server/db/seed';
import { exhibitionPhotos, localBrands } from './schema';
import { exhibitionPhotoRows } from './seed-data/exhibition';
import { localBrandRows } from './seed-data/local-brands';

/** The local brands and the Oro Puro photos (docs/directory.md). */
export async function seedExhibition(tx: SeedExecutor): Promise<SeedReport> {
  return {
    local_brands: await upsertAll(tx, localBrands, localBrands.id, localBrandRows()),
    exhibition_photos: await upsertAll(tx, exhibitionPhotos, exhibitionPhotos.id, exhibitionPhotoRows()),
  };
}
