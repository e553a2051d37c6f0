import 'server-only';

/** What pages use from the maps feature. */
export { getMapPage, allMapPoints, type MapPageModel } from './map-page';
/** The venue as IMDF (docs/maps.md): the archive the site serves, and the API's answers. */
export { getImdfArchive, imdfArchiveSource } from './imdf-source';
export { imdfResponse } from './imdf-api';
