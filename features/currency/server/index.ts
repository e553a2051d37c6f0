import 'server-only';

export { getExchangeRates } from './rates-service';
export { getConverter, type ConverterModel } from './converter-page';
