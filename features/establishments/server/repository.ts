import 'server-only';
import { asc } from 'drizzle-orm';
import type { Database } from '@/lib/server/db';
import { businessTypes, establishmentSubcategories } from '@/lib/server/db/schema';
import { establishmentProducts, establishments } from './db/schema';
import type { DirectoryEntry, Localized } from '../directory';
import { AREAS, BUSINESS_TYPE_SLUGS, SUBCATEGORIES, TERMINALS, type BusinessTypeSlug } from '../schemas';

type Named = { nameEs: string; nameEn: string; nameFr: string; namePt: string };

function localizedName(row: Named): Localized {
  return { es: row.nameEs, en: row.nameEn, fr: row.nameFr, pt: row.namePt };
}

const slugByKind = new Map(
  Object.entries(BUSINESS_TYPE_SLUGS).map(([slug, kind]) => [kind as string, slug as BusinessTypeSlug]),
);

function oneOf<T extends string>(values: readonly T[], value: string | null, what: string): T {
  if (value !== null && (values as readonly string[]).includes(value)) return value as T;
  throw new Error(`Unexpected ${what}: ${value}`);
}

/** Every establishment with its business type, category and product names. */
export async function readDirectory(db: Database): Promise<DirectoryEntry[]> {
  const [rows, typeRows, categoryRows, productRows] = await Promise.all([
    db.select().from(establishments).orderBy(asc(establishments.id)),
    db.select().from(businessTypes),
    db.select().from(establishmentSubcategories),
    db.select().from(establishmentProducts),
  ]);
  const types = new Map(typeRows.map((t) => [t.id, t]));
  const categories = new Map(categoryRows.map((c) => [c.id, c]));
  const products = new Map(productRows.map((p) => [p.keyword, localizedName(p)]));

  return rows.map((row) => {
    const type = types.get(row.businessTypeId);
    const businessType = type ? slugByKind.get(type.kind) : undefined;
    if (!type || !businessType) throw new Error(`Establishment ${row.id} has an unknown business type`);
    const category = row.categoryId ? categories.get(row.categoryId) : undefined;
    const terminal = oneOf(TERMINALS, row.terminal, 'terminal');
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      businessType,
      businessTypeName: localizedName(type),
      category: category?.keyword ?? null,
      categoryName: category ? localizedName(category) : null,
      subcategory: row.subcategory ? oneOf(SUBCATEGORIES, row.subcategory, 'subcategory') : null,
      products: row.products,
      productNames: row.products.map((p) => products.get(p) ?? { es: p, en: p, fr: p, pt: p }),
      area: oneOf(AREAS, row.area, 'area'),
      terminal,
      floor: row.floor,
      zone: row.zone,
      nearGate: row.nearGate,
      counters: row.counters,
      schedule: row.schedule,
      phone: row.phone,
      email: row.email,
      website: row.website,
      airlineCode: row.airlineCode,
      description: { es: row.descriptionEs, en: row.descriptionEn, fr: row.descriptionFr, pt: row.descriptionPt },
      logo: { text: row.logoText, color: row.logoColor },
      mapPoi: { terminal, floor: row.floor, x: row.mapX, y: row.mapY },
    };
  });
}
