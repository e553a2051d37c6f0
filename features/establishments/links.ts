import { mapHref as mapsPageHref } from '@/features/maps/schemas';
import { LIST_PAGES, type BusinessTypeSlug, type ListPage } from './schemas';

/* Where the directory's pages live. Paths are Spanish slugs; the locale prefix is added by Link. */

export function isListPage(value: string): value is ListPage {
  return (LIST_PAGES as readonly string[]).includes(value);
}

/** The page listing a business type (exchange houses are listed on the currency page). */
export function listHref(businessType: BusinessTypeSlug): string {
  if (isListPage(businessType)) return `/establecimientos/${businessType}`;
  if (businessType === 'casas-de-cambio') return '/prepara-tu-viaje/divisas#casas-de-cambio';
  return '/establecimientos';
}

/** Restaurants and shops have short detail URLs; the others use /{businessType}/detalle/{id}. */
export function detailHref(item: { id: number; businessType: BusinessTypeSlug }): string {
  if (item.businessType === 'restaurantes' || item.businessType === 'tiendas') {
    return `/establecimientos/${item.businessType}/${item.id}`;
  }
  return `/establecimientos/${item.businessType}/detalle/${item.id}`;
}

/** The maps page centred on a place, in the maps page's own URL form (`terminal=1&floor=2&poi=…`). */
export function mapHref(item: { id: number; mapPoi: { terminal: 'T1' | 'T2'; floor: number } }): string {
  return mapsPageHref({ terminal: item.mapPoi.terminal, floor: item.mapPoi.floor, poi: String(item.id) });
}

/** A path with a query string of the non-empty values. */
export function withQuery(path: string, params: Record<string, string | number | boolean | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** tel: link of "+57 601 266 2000 ext. 1001": digits, then a pause and the extension. */
export function phoneHref(phone: string): string {
  const [number = '', extension] = phone.split(/\s*ext\.\s*/);
  return `tel:${number.replace(/[^+\d]/g, '')}${extension ? `,${extension.replace(/\D/g, '')}` : ''}`;
}
