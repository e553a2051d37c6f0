import 'server-only';
import { bogotaToday } from '@/lib/clock';
import { loadBothPageSizes } from '@/lib/list-page-size';
import { offerQuerySchema, type OfferAudience, type OfferList, type OfferQuery } from '../schemas';
import { listOffers, listOffersAfter } from './offers-service';

type SearchParams = Record<string, string | string[] | undefined>;

export interface OffersPageModel {
  audience: OfferAudience | null;
  filters: { category?: OfferQuery['category']; area?: OfferQuery['area'] };
  page: number;
  /** Featured offers, shown above the list on the first page when no filter is applied. */
  featured: OfferList | null;
  /** SPEC §9: the list's `page` at 5 per page (from 576 px) and at 10 (below); CSS shows the one that fits. */
  wide: OfferList;
  narrow: OfferList;
}

/** At most this many featured offers in the block above the list; further featured ones open the list. */
export const FEATURED_BLOCK_SIZE = 6;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

/**
 * /ofertas, /ofertas/pasajeros, /ofertas/empleados from their URL (bad values are ignored).
 *
 * Unfiltered, the featured block (page 1 only) takes the first offers of the order (featured come
 * first) and the list pages over everything after them, on every page; so each valid offer appears
 * exactly once across the pages. Filtered, there is no block and the list has every match.
 */
export async function getOffersPage(
  audience: OfferAudience | null,
  params: SearchParams,
  locale: OfferQuery['locale'],
  today: string = bogotaToday(),
): Promise<OffersPageModel> {
  const { shape } = offerQuerySchema;
  const category = shape.category.safeParse(first(params.category)).data;
  const area = shape.area.safeParse(first(params.area)).data;
  const page = shape.page.safeParse(first(params.page) ?? '1').data ?? 1;
  const base = { audience: audience ?? undefined, category, area, establishment: undefined, locale };
  const filters = { category, area };
  if (category || area) {
    const { wide, narrow } = await loadBothPageSizes((pageSize) =>
      listOffers({ ...base, featured: undefined, page, pageSize }, today),
    );
    return { audience, filters, page, featured: null, wide, narrow };
  }
  // The block is computed on every page: later pages start after the offers it showed on page 1.
  const featured = await listOffers({ ...base, featured: true, page: 1, pageSize: FEATURED_BLOCK_SIZE }, today);
  const { wide, narrow } = await loadBothPageSizes((pageSize) =>
    listOffersAfter({ ...base, featured: undefined, page, pageSize }, featured.items.length, today),
  );
  return { audience, filters, page, featured: page === 1 ? featured : null, wide, narrow };
}
