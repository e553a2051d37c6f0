import 'server-only';
import { asc } from 'drizzle-orm';
import { createStaleCache } from '@/lib/server/cache/stale-cache';
import { getDb } from '@/lib/server/db';
import { exhibitionPhotos, localBrands } from './db/schema';
import {
  BRAND_CATEGORIES,
  EXHIBITION_CATEGORIES,
  type BrandCategory,
  type ExhibitionCategory,
  type LocalBrand,
  type Photo,
} from '../schemas';

type Locale = 'es' | 'en' | 'fr' | 'pt';
type Localized = Record<Locale, string>;

interface PhotoRecord {
  id: number;
  category: ExhibitionCategory;
  title: Localized;
  author: string;
  place: string;
  caption: Localized;
  diameterCm: number;
  artSeed: number;
}

interface BrandRecord {
  id: number;
  slug: string;
  name: string;
  category: BrandCategory;
  region: string;
  description: Localized;
  color: string;
}

const is = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

const photos = createStaleCache<PhotoRecord[]>({
  name: 'exhibition',
  ttlMs: 10 * 60_000,
  load: async () => {
    const rows = await getDb().select().from(exhibitionPhotos).orderBy(asc(exhibitionPhotos.id));
    return rows.flatMap((r) =>
      is(EXHIBITION_CATEGORIES, r.category)
        ? [
            {
              id: r.id,
              category: r.category,
              title: { es: r.titleEs, en: r.titleEn, fr: r.titleFr, pt: r.titlePt },
              author: r.author,
              place: r.place,
              caption: { es: r.captionEs, en: r.captionEn, fr: r.captionFr, pt: r.captionPt },
              diameterCm: r.diameterCm,
              artSeed: r.artSeed,
            },
          ]
        : [],
    );
  },
});

const brands = createStaleCache<BrandRecord[]>({
  name: 'local-brands',
  ttlMs: 10 * 60_000,
  load: async () => {
    const rows = await getDb().select().from(localBrands).orderBy(asc(localBrands.name));
    return rows.flatMap((r) =>
      is(BRAND_CATEGORIES, r.category)
        ? [
            {
              id: r.id,
              slug: r.slug,
              name: r.name,
              category: r.category,
              region: r.region,
              description: { es: r.descriptionEs, en: r.descriptionEn, fr: r.descriptionFr, pt: r.descriptionPt },
              color: r.logoColor,
            },
          ]
        : [],
    );
  },
});

export function photoImagePath(id: number): string {
  return `/api/v2/exhibition/photos/${id}/image`;
}

export async function listPhotos(locale: Locale, category?: ExhibitionCategory): Promise<Photo[]> {
  return (await photos.get())
    .filter((p) => !category || p.category === category)
    .map((p) => ({
      id: p.id,
      category: p.category,
      title: p.title[locale],
      author: p.author,
      place: p.place,
      caption: p.caption[locale],
      diameterCm: p.diameterCm,
      image: photoImagePath(p.id),
    }));
}

export async function photoArtwork(id: string): Promise<{ category: ExhibitionCategory; seed: number } | undefined> {
  if (!/^\d{1,6}$/.test(id)) return undefined;
  const photo = (await photos.get()).find((p) => p.id === Number(id));
  return photo ? { category: photo.category, seed: photo.artSeed } : undefined;
}

export async function photoCounts(): Promise<{ total: number; byCategory: Record<ExhibitionCategory, number> }> {
  const all = await photos.get();
  const byCategory = Object.fromEntries(
    EXHIBITION_CATEGORIES.map((c) => [c, all.filter((p) => p.category === c).length]),
  );
  return { total: all.length, byCategory: byCategory as Record<ExhibitionCategory, number> };
}

export async function listLocalBrands(locale: Locale, category?: BrandCategory): Promise<LocalBrand[]> {
  return (await brands.get())
    .filter((b) => !category || b.category === category)
    .map((b) => ({ ...b, description: b.description[locale] }));
}

export async function countLocalBrands(): Promise<number> {
  return (await brands.get()).length;
}
