import { getExchangeRates } from '@/features/currency/server';
import { withApiErrors } from '@/lib/http/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET /api/v2/exchange-rates: pesos per unit of USD, EUR and the main regional currencies, dated. */
export const GET = withApiErrors(async () => {
  const rates = await getExchangeRates();
  return Response.json(rates, { headers: { 'Cache-Control': rates.stale ? 'no-store' : 'public, max-age=600' } });
});
