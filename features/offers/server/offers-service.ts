import 'server-only';
import { bogotaToday } from '@/lib/clock';
import { createStaleCache } from '@/lib/server/cache/stale-cache';
import { getDb } from '@/lib/server/db';
import type { OfferDetail, OfferFilters, OfferItem, OfferList, OfferQuery } from '../schemas';
import { isOfferValid } from '../validity';
import { readOffers, type OfferRecord } from './repository';

type Locale = OfferQuery['locale'];

const offers = createStaleCache<OfferRecord[]>({ name: 'offers', load: () => readOffers(getDb()), ttlMs: 60_000 });

export const OFFERS_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=600';

export function offerImagePath(id: number): string {
  return `/api/v2/offers/${id}/image`;
}

function toItem(offer: OfferRecord, locale: Locale): OfferItem {
  const { logoColor: _color, ...establishment } = offer.establishment;
  return {
    id: offer.id,
    title: offer.title[locale],
    summary: offer.summary[locale],
    badge: offer.badge,
    audience: offer.audience,
    category: offer.category,
    area: offer.area,
    featured: offer.featured,
    validFrom: offer.validFrom,
    validUntil: offer.validUntil,
    establishment,
    image: offerImagePath(offer.id),
  };
}

function matches(offer: OfferRecord, filters: OfferFilters): boolean {
  if (filters.audience && offer.audience !== filters.audience) return false;
  if (filters.category && offer.category !== filters.category) return false;
  if (filters.area && offer.area !== filters.area) return false;
  if (filters.featured !== undefined && offer.featured !== filters.featured) return false;
  if (filters.establishment !== undefined && offer.establishment.id !== filters.establishment) return false;
  return true;
}

/** Offers valid today that match the filters: featured first, then the ones ending soonest. */
export async function listOffers(query: OfferQuery, today: string = bogotaToday()): Promise<OfferList> {
  return listOffersAfter(query, 0, today);
}

/**
 * Like listOffers, over what is left once the first `skip` offers of the same order are set aside
 * (the featured block shown above the list): `total` counts the rest, and page 1 starts right after them.
 */
export async function listOffersAfter(
  query: OfferQuery,
  skip: number,
  today: string = bogotaToday(),
): Promise<OfferList> {
  const { page, pageSize, locale, ...filters } = query;
  const valid = (await offers.get())
    .filter((o) => isOfferValid(o, today) && matches(o, filters))
    .sort((a, b) => Number(b.featured) - Number(a.featured) || a.validUntil.localeCompare(b.validUntil) || a.id - b.id)
    .slice(Math.max(0, skip));
  const start = (page - 1) * pageSize;
  return {
    items: valid.slice(start, start + pageSize).map((o) => toItem(o, locale)),
    total: valid.length,
    page,
    pageSize,
  };
}

/** One offer valid today (an expired one is not found). */
export async function getOffer(
  id: string,
  locale: Locale,
  today: string = bogotaToday(),
): Promise<OfferDetail | undefined> {
  if (!/^\d{1,9}$/.test(id)) return undefined;
  const offer = (await offers.get()).find((o) => o.id === Number(id));
  if (!offer || !isOfferValid(offer, today)) return undefined;
  return { ...toItem(offer, locale), body: offer.body[locale], terms: offer.terms[locale] };
}

/** Illustration inputs of an offer (valid or not): its badge, category and the place's colour. */
export async function offerArtwork(
  id: string,
): Promise<{ badge: string; category: string; color: string } | undefined> {
  if (!/^\d{1,9}$/.test(id)) return undefined;
  const offer = (await offers.get()).find((o) => o.id === Number(id));
  return offer ? { badge: offer.badge, category: offer.category, color: offer.establishment.logoColor } : undefined;
}
