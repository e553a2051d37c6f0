import 'server-only';
import { detailHref, isListPage, listHref } from '../links';
import { BUSINESS_TYPE_SLUG_LIST, type BusinessTypeSlug } from '../schemas';
import type { Locale } from '../directory';
import { getDetailPage, type DetailPageModel } from './detail-page';
import { findEstablishment } from './establishments-service';

/** What a directory URL leads to: its page, another address (its canonical one, or its list), or nothing (404). */
export type DirectoryTarget<T> = { page: T } | { redirect: string } | null;

/** /establecimientos/detalle/{id}: the detail route without its business type. */
export const DETAIL_WITHOUT_TYPE = 'detalle';

/** Only restaurants and shops have the short detail route /establecimientos/{type}/{id} (SPEC §2). */
const SHORT_ROUTE_LISTS: readonly string[] = ['restaurantes', 'tiendas', DETAIL_WITHOUT_TYPE];

const isBusinessType = (value: string): value is BusinessTypeSlug =>
  (BUSINESS_TYPE_SLUG_LIST as readonly string[]).includes(value);

/** The id segment of a detail URL, decoded; null when the segments are no detail URL (404). */
export function detailSegment(businessType: string, ids: string[], short: boolean): string | undefined | null {
  if (short ? !SHORT_ROUTE_LISTS.includes(businessType) : !isBusinessType(businessType) || ids.length > 1) return null;
  return ids[0] === undefined ? undefined : decodeURIComponent(ids[0]);
}

/**
 * /establecimientos/{businessType} that is no list of its own: a business type listed elsewhere
 * (casas-de-cambio, on the currency page) or `detalle` without an id goes to its list; null is a 404.
 */
export function directoryListRedirect(businessType: string): string | null {
  if (isListPage(businessType)) return null;
  if (isBusinessType(businessType)) return listHref(businessType);
  return businessType === DETAIL_WITHOUT_TYPE ? '/establecimientos' : null;
}

/**
 * A place's detail under /establecimientos/{businessType}/{id} or …/detalle/{id}. Without an id, or under
 * `detalle` without a type, the place's list; a place under another type's URL (or by its slug), its own address.
 */
export async function resolveDetailPage(
  businessType: string,
  id: string | undefined,
  locale: Locale,
): Promise<DirectoryTarget<DetailPageModel>> {
  if (businessType === DETAIL_WITHOUT_TYPE) {
    const entry = id === undefined ? undefined : await findEstablishment(id);
    return entry ? { redirect: listHref(entry.businessType) } : null;
  }
  if (id === undefined) return isBusinessType(businessType) ? { redirect: listHref(businessType) } : null;
  const model = await getDetailPage(id, locale);
  if (!model) return null;
  if (model.item.businessType !== businessType || String(model.item.id) !== id)
    return { redirect: detailHref(model.item) };
  return { page: model };
}
