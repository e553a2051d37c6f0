import 'server-only';

/** What pages, route handlers and other features use from the offers feature. */
export { getOffer, listOffers, offerArtwork, offerImagePath, OFFERS_CACHE_CONTROL } from './offers-service';
export { getOffersPage, type OffersPageModel } from './offers-page';
export { getOfferDetailPage, offerDetailMetadata, type OfferDetailPageModel } from './detail-page';
