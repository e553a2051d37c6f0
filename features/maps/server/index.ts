import 'server-only';

/** What pages use from the maps feature. */
export { getMapPage, allMapPoints, type MapPageModel } from './map-page';
