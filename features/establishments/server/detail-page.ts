import 'server-only';
import type { Metadata } from 'next';
import { getItemMetadata, getRoutePageModel, type RoutePageModel } from '@/features/content/server';
import { listOffers } from '@/features/offers/server';
import { routeByPath, type RouteMatch } from '@/lib/routes';
import type { Locale } from '../directory';
import type { EstablishmentItem } from '../schemas';
import { getEstablishmentItem } from './establishments-service';

export interface DetailPageModel {
  item: EstablishmentItem;
  offers: Array<{ id: number; title: string; badge: string }>;
  page: RoutePageModel;
}

/** The registry route of a detail URL: the short restaurant/shop routes, or the generic one. */
function detailRoute(item: EstablishmentItem): RouteMatch {
  if (item.businessType === 'restaurantes' || item.businessType === 'tiendas') {
    return { route: routeByPath(`/establecimientos/${item.businessType}/[id]`), params: { id: String(item.id) } };
  }
  return {
    route: routeByPath('/establecimientos/[businessType]/detalle/[businessId]'),
    params: { businessType: item.businessType, businessId: String(item.id) },
  };
}

/** A detail page's model, or undefined for an unknown id (the page answers 404). */
export async function getDetailPage(id: string, locale: Locale): Promise<DetailPageModel | undefined> {
  const item = await getEstablishmentItem(id, locale);
  if (!item) return undefined;
  const [page, offers] = await Promise.all([
    getRoutePageModel(locale, detailRoute(item)),
    listOffers({ establishment: item.id, featured: undefined, page: 1, pageSize: 20, locale }),
  ]);
  // The breadcrumb ends with the place itself, under its list.
  const breadcrumb = page.breadcrumb.map((crumb, i, all) =>
    i === all.length - 1 ? { ...crumb, label: item.name } : crumb,
  );
  return {
    item,
    offers: offers.items.map((o) => ({ id: o.id, title: o.title, badge: o.badge })),
    page: { ...page, title: item.name, description: item.categoryName ?? item.businessTypeName, breadcrumb },
  };
}

export async function getDetailMetadata(id: string, locale: Locale): Promise<Metadata> {
  const item = await getEstablishmentItem(id, locale);
  if (!item) return {};
  return getItemMetadata(locale, detailRoute(item), { name: item.name, description: item.description });
}
