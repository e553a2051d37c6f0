import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { config } from '@/lib/config';
import { getDb, type Database } from '@/lib/server/db';
import { exchangeRates } from './db/schema';
import { EMBEDDED_RATES, EMBEDDED_RATES_DATE } from './db/seed-data/exchange-rates';
import { CURRENCIES, type Currency, type ExchangeRates } from '../schemas';
import { logger } from '@/lib/server/log';

const log = logger('currency');

/*
 * The exchange-rate adapter. Embedded (default): the latest dated table in `exchange_rates` (seeded),
 * or the seed's table itself if the database cannot be read. TRM: the official USD rate from the TRM
 * feed; the other currencies keep their embedded cross rate against USD. A TRM reading is saved in
 * `exchange_rates` (source 'trm') and served for EXCHANGE_RATES_TTL_SECONDS; when the feed fails the
 * last good rates are served with `stale: true`.
 */

export interface RatesSource {
  latest(): Promise<ExchangeRates>;
}

function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value) && value !== 'COP';
}

function tableFrom(
  date: string,
  source: ExchangeRates['source'],
  values: Record<string, number>,
  stale = false,
): ExchangeRates {
  return {
    base: 'COP',
    date,
    source,
    stale,
    rates: Object.entries(values)
      .filter(([currency]) => isCurrency(currency))
      .map(([currency, copPerUnit]) => ({ currency: currency as Currency, copPerUnit })),
  };
}

export const embeddedTable = (): ExchangeRates => tableFrom(EMBEDDED_RATES_DATE, 'embedded', EMBEDDED_RATES);

/** The latest stored table of one source (every currency of its latest date). */
export async function readStoredRates(
  db: Database,
  source: ExchangeRates['source'],
): Promise<ExchangeRates | undefined> {
  const [latest] = await db
    .select({ date: exchangeRates.rateDate })
    .from(exchangeRates)
    .where(eq(exchangeRates.source, source))
    .orderBy(desc(exchangeRates.rateDate))
    .limit(1);
  if (!latest) return undefined;
  const rows = await db.select().from(exchangeRates).where(eq(exchangeRates.rateDate, latest.date));
  const values = Object.fromEntries(rows.filter((r) => r.source === source).map((r) => [r.currency, r.copPerUnit]));
  return tableFrom(latest.date, source, values);
}

export function createEmbeddedSource(db: () => Database): RatesSource {
  return {
    async latest() {
      try {
        return (await readStoredRates(db(), 'embedded')) ?? embeddedTable();
      } catch (error) {
        log.warn({ err: error }, 'cannot read stored rates; using the shipped table');
        return embeddedTable();
      }
    },
  };
}

const trmAnswerSchema = z
  .array(
    z.object({
      valor: z.coerce.number().positive(),
      vigenciadesde: z.string().min(10),
      vigenciahasta: z.string().min(10).optional(),
    }),
  )
  .min(1);

export interface TrmSourceOptions {
  url: string;
  timeoutMs: number;
  ttlMs: number;
  db: () => Database;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Reads the TRM feed: `valor` is pesos per US dollar, valid from `vigenciadesde` to `vigenciahasta`. */
export async function fetchTrm(
  url: string,
  timeoutMs: number,
  fetcher: typeof fetch = fetch,
): Promise<{ usd: number; date: string }> {
  const response = await fetcher(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`TRM feed answered ${response.status}`);
  const [latest] = trmAnswerSchema.parse(await response.json());
  if (!latest) throw new Error('TRM feed returned no rate');
  return { usd: latest.valor, date: latest.vigenciadesde.slice(0, 10) };
}

/** Embedded cross rates rescaled so that USD is the TRM. */
export function ratesWithTrm(usd: number, date: string): ExchangeRates {
  const scale = usd / (EMBEDDED_RATES.USD ?? usd);
  const values = Object.fromEntries(
    Object.entries(EMBEDDED_RATES).map(([c, v]) => [c, c === 'USD' ? usd : Math.round(v * scale * 10_000) / 10_000]),
  );
  return tableFrom(date, 'trm', values);
}

export function createTrmSource(options: TrmSourceOptions): RatesSource {
  const clock = options.now ?? Date.now;
  let cached: { rates: ExchangeRates; until: number } | undefined;

  async function fallback(): Promise<ExchangeRates> {
    const stored = await readStoredRates(options.db(), 'trm').catch(() => undefined);
    const base = stored ?? (await createEmbeddedSource(options.db).latest());
    return { ...base, stale: true };
  }

  async function save(rates: ExchangeRates): Promise<void> {
    const rows = rates.rates.map((r) => ({
      currency: r.currency,
      rateDate: rates.date,
      copPerUnit: r.copPerUnit,
      source: 'trm',
    }));
    await options
      .db()
      .insert(exchangeRates)
      .values(rows)
      .onConflictDoUpdate({
        target: [exchangeRates.currency, exchangeRates.rateDate],
        set: { copPerUnit: sql`excluded.cop_per_unit`, source: 'trm' },
      })
      .catch((error: unknown) => log.warn({ err: error }, 'cannot save the TRM reading'));
  }

  return {
    async latest() {
      if (cached && clock() < cached.until) return cached.rates;
      try {
        const { usd, date } = await fetchTrm(options.url, options.timeoutMs, options.fetch);
        const rates = ratesWithTrm(usd, date);
        cached = { rates, until: clock() + options.ttlMs };
        await save(rates);
        return rates;
      } catch (error) {
        log.warn({ err: error }, 'TRM feed failed; serving the last good rates');
        const rates = await fallback();
        cached = { rates, until: clock() + Math.min(options.ttlMs, 60_000) };
        return rates;
      }
    },
  };
}

let source: RatesSource | undefined;

/** The configured adapter (process-wide: it only caches shared reference data). */
function ratesSource(): RatesSource {
  if (!source) {
    const settings = config();
    source =
      settings.EXCHANGE_RATES_PROVIDER === 'trm'
        ? createTrmSource({
            url: settings.TRM_API_URL,
            timeoutMs: settings.EXCHANGE_RATES_TIMEOUT_MS,
            ttlMs: settings.EXCHANGE_RATES_TTL_SECONDS * 1000,
            db: getDb,
          })
        : createEmbeddedSource(getDb);
  }
  return source;
}

export function getExchangeRates(): Promise<ExchangeRates> {
  return ratesSource().latest();
}
