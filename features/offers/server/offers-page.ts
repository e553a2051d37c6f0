import 'server-only';
import { offerQuerySchema, type OfferAudience, type OfferList, type OfferQuery } from '../schemas';
import { listOffers } from './offers-service';

type SearchParams = Record<string, string | string[] | undefined>;

export interface OffersPageModel {
  audience: OfferAudience | null;
  filters: { category?: OfferQuery['category']; area?: OfferQuery['area'] };
  page: number;
  /** Featured offers, shown above the list when no filter is applied. */
  featured: OfferList | null;
  list: OfferList;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

/** /ofertas, /ofertas/pasajeros, /ofertas/empleados from their URL (bad values are ignored). */
export async function getOffersPage(
  audience: OfferAudience | null,
  params: SearchParams,
  locale: OfferQuery['locale'],
): Promise<OffersPageModel> {
  const { shape } = offerQuerySchema;
  const category = shape.category.safeParse(first(params.category)).data;
  const area = shape.area.safeParse(first(params.area)).data;
  const page = shape.page.safeParse(first(params.page) ?? '1').data ?? 1;
  const base = { audience: audience ?? undefined, category, area, establishment: undefined, locale };
  const unfiltered = !category && !area && page === 1;
  const [featured, list] = await Promise.all([
    unfiltered ? listOffers({ ...base, featured: true, page: 1, pageSize: 6 }) : Promise.resolve(null),
    listOffers({ ...base, featured: unfiltered ? false : undefined, page, pageSize: 12 }),
  ]);
  return { audience, filters: { category, area }, page, featured, list };
}
