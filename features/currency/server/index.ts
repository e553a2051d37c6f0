import 'server-only';

export { getExchangeRates } from './rates-service';
