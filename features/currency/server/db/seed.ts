import { upsertAll, type SeedReport, type SeedExecutor } from '@/lib/server/db/seed';
import { exchangeRates } from './schema';
import { exchangeRateRows } from './seed-data/exchange-rates';

/** The embedded exchange-rate table (docs/directory.md). */
export async function seedCurrency(tx: SeedExecutor): Promise<SeedReport> {
  return {
    exchange_rates: await upsertAll(
      tx,
      exchangeRates,
      [exchangeRates.currency, exchangeRates.rateDate],
      exchangeRateRows,
    ),
  };
}
