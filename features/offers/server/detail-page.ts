import 'server-only';
import type { Metadata } from 'next';
import { getItemMetadata, getRoutePageModel, type RoutePageModel } from '@/features/content/server';
import type { Locale } from '@/lib/i18n/locales';
import { routeByPath, type RouteMatch } from '@/lib/routes';
import type { OfferDetail } from '../schemas';
import { getOffer } from './offers-service';

export interface OfferDetailPageModel {
  offer: OfferDetail;
  /** The route's page with the offer's title, its place as description, and the offer ending the breadcrumb. */
  page: RoutePageModel;
}

const routeOf = (offer: OfferDetail): RouteMatch => ({
  route: routeByPath('/ofertas/detalle/[offerId]'),
  params: { offerId: String(offer.id) },
});

/** The page of /ofertas/detalle/{offerId}; undefined for an unknown or expired offer (the page answers 404). */
export async function getOfferDetailPage(id: string, locale: Locale): Promise<OfferDetailPageModel | undefined> {
  const offer = await getOffer(id, locale);
  if (!offer) return undefined;
  const page = await getRoutePageModel(locale, routeOf(offer));
  const breadcrumb = page.breadcrumb.map((c, i, all) => (i === all.length - 1 ? { ...c, label: offer.title } : c));
  return { offer, page: { ...page, title: offer.title, description: offer.establishment.name, breadcrumb } };
}

/** `{offer} – {route title} | {site}`, the offer's summary; nothing for an unknown id (its page answers 404). */
export async function offerDetailMetadata(id: string | undefined, locale: Locale): Promise<Metadata> {
  const offer = id ? await getOffer(id, locale) : undefined;
  if (!offer) return {};
  return getItemMetadata(locale, routeOf(offer), { name: offer.title, description: offer.summary });
}
