import { errorResponses, type OpenApiRegistry } from '@/lib/http/openapi';
import { exchangeRatesSchema } from './schemas';

export function registerCurrencyApi(registry: OpenApiRegistry): void {
  registry.registerTag('currency', 'Exchange rates for the currency converter');
  registry.registerSchema('ExchangeRates', exchangeRatesSchema);
  registry.registerPath({
    method: 'get',
    path: '/api/v2/exchange-rates',
    operationId: 'getExchangeRates',
    summary: 'Exchange rates',
    description:
      'Pesos (COP) per unit of USD, EUR and the main regional currencies, with the date they apply to. The source is the ' +
      'dated embedded table or the official TRM feed (USD); `stale` is true when the feed failed and the last good rates are served.',
    tags: ['currency'],
    responses: { 200: { description: 'The rates', schema: exchangeRatesSchema }, ...errorResponses(500, 503) },
  });
}
