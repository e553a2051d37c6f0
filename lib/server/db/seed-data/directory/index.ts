export { productRows } from './products';
export { establishmentRows } from './establishments';
export { offerRows } from './offers';
export { localBrandRows, LOCAL_BRAND_CATEGORIES } from './local-brands';
export { exhibitionPhotoRows } from './exhibition';
export { exchangeRateRows, EMBEDDED_RATES, EMBEDDED_RATES_DATE } from './exchange-rates';
export { ZONES, FOOD_COURTS, type ZoneKey } from './zones';
