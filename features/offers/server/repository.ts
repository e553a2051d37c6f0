import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { BUSINESS_TYPE_SLUGS } from '@/features/establishments/schemas';
import type { Database } from '@/lib/server/db';
import { businessTypes } from '@/lib/server/db/schema';
import { establishments } from '@/features/establishments/server/db/schema';
import { offers } from './db/schema';
import {
  OFFER_AREAS,
  OFFER_AUDIENCES,
  OFFER_CATEGORIES,
  type OfferArea,
  type OfferAudience,
  type OfferCategory,
} from '../schemas';

type Locale = 'es' | 'en' | 'fr' | 'pt';
type Localized = Record<Locale, string>;

export interface OfferRecord {
  id: number;
  audience: OfferAudience;
  category: OfferCategory;
  area: OfferArea;
  featured: boolean;
  validFrom: string;
  validUntil: string;
  badge: string;
  title: Localized;
  summary: Localized;
  body: Localized;
  terms: Localized;
  establishment: {
    id: number;
    name: string;
    businessType: string;
    terminal: string;
    floor: number;
    zone: string;
    area: string;
    logoColor: string;
  };
}

const slugByKind = new Map(Object.entries(BUSINESS_TYPE_SLUGS).map(([slug, kind]) => [kind as string, slug]));

function pick<T extends string>(values: readonly T[], value: string): T {
  if ((values as readonly string[]).includes(value)) return value as T;
  throw new Error(`Unexpected offer value ${value}`);
}

/** Every offer (valid or not) with the place it belongs to. */
export async function readOffers(db: Database): Promise<OfferRecord[]> {
  const rows = await db
    .select({ offer: offers, place: establishments, kind: businessTypes.kind })
    .from(offers)
    .innerJoin(establishments, eq(offers.establishmentId, establishments.id))
    .innerJoin(businessTypes, eq(establishments.businessTypeId, businessTypes.id))
    .orderBy(asc(offers.id));
  return rows.map(({ offer: o, place, kind }) => ({
    id: o.id,
    audience: pick(OFFER_AUDIENCES, o.audience),
    category: pick(OFFER_CATEGORIES, o.category),
    area: pick(OFFER_AREAS, o.area),
    featured: o.featured,
    validFrom: o.validFrom,
    validUntil: o.validUntil,
    badge: o.badge,
    title: { es: o.titleEs, en: o.titleEn, fr: o.titleFr, pt: o.titlePt },
    summary: { es: o.summaryEs, en: o.summaryEn, fr: o.summaryFr, pt: o.summaryPt },
    body: { es: o.bodyEs, en: o.bodyEn, fr: o.bodyFr, pt: o.bodyPt },
    terms: { es: o.termsEs, en: o.termsEn, fr: o.termsFr, pt: o.termsPt },
    establishment: {
      id: place.id,
      name: place.name,
      businessType: slugByKind.get(kind) ?? 'otros',
      terminal: place.terminal,
      floor: place.floor,
      zone: place.zone,
      area: place.area,
      logoColor: place.logoColor,
    },
  }));
}
