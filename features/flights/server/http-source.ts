import 'server-only';
import { z } from 'zod';
import { now } from '@/lib/clock';
import { createStaleCache, type StaleCache } from '@/lib/server/cache/stale-cache';
import { flightId, formatDesignator, type Direction } from '../designator';
import { bogotaMs } from '@/lib/bogota-time';
import type { Flight, FlightCity, FlightTypeCode } from '../schemas';
import { STATUSES, isStatusCode } from '../status';
import { flightHaystack } from '../text';
import { AIRLINES, DESTINATIONS, terminalFor } from './reference';
import type { FlightDay, FlightEntry, FlightSource } from './source';
import { logger } from '@/lib/server/log';

const log = logger('flights');

/*
 * The real flight source: an upstream API of the airport's v2 shape
 * (`GET {FLIGHTS_API_URL}/departures|arrivals?date=YYYY-MM-DD` → `{ flights: [...] }`), read
 * leniently and normalised to ours (ids, designators, fr/pt labels, kinds). Answers are kept for
 * `ttlSeconds` and then revalidated in the background while the cached copy is served. When the
 * upstream fails, the last good day is served with `stale: true` (the board shows its age);
 * with no good copy at all, a 503.
 */

export interface HttpFlightSourceOptions {
  baseUrl: string;
  ttlSeconds: number;
  timeoutMs: number;
  /** Upper bound of pages followed when the upstream paginates (it may also return everything at once). */
  maxPages?: number;
}

const text = z.union([z.string(), z.number()]).transform(String);
const optionalText = text.nullish().transform((v) => (v === undefined || v === null || v === '' ? null : v));
const localDateTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/)
  .transform((v) => {
    const [date, time = ''] = v.split(/[ T]/);
    return `${date} ${time.length === 5 ? `${time}:00` : time}`;
  });

const upstreamFlightSchema = z.looseObject({
  number: text,
  airline: z.looseObject({ code: z.string().trim().min(2).max(3), name: z.string().optional() }),
  kind: z.string().optional(),
  flighttype: z.string().optional(),
  status: z
    .looseObject({
      code: text,
      es: z.string().optional(),
      en: z.string().optional(),
      fr: z.string().optional(),
      pt: z.string().optional(),
    })
    .optional(),
  city: z.looseObject({
    code: z.string().trim(),
    es: z.string().optional(),
    en: z.string().optional(),
    fr: z.string().optional(),
    pt: z.string().optional(),
  }),
  gate: optionalText,
  terminal: optionalText,
  claim: optionalText,
  scheduleDate: localDateTime,
  estimatedDate: localDateTime.nullish(),
  actualDate: localDateTime.nullish(),
  codeshares: z
    .array(z.looseObject({ airline: z.looseObject({ code: z.string(), name: z.string().optional() }), number: text }))
    .optional(),
});

const upstreamListSchema = z.looseObject({
  flights: z.array(z.unknown()),
  total: z.number().int().nonnegative().optional(),
});

type UpstreamFlight = z.infer<typeof upstreamFlightSchema>;

function cityOf(raw: UpstreamFlight['city']): FlightCity {
  const code = raw.code.toUpperCase();
  const known = DESTINATIONS.get(code)?.city;
  const es = raw.es ?? known?.es ?? raw.en ?? code;
  const en = raw.en ?? known?.en ?? es;
  return { code, es, en, fr: raw.fr ?? known?.fr ?? en, pt: raw.pt ?? known?.pt ?? es };
}

function statusOfUpstream(raw: UpstreamFlight['status']): Flight['status'] {
  const code = (raw?.code ?? 'SCH').toUpperCase();
  if (isStatusCode(code)) return { code, ...STATUSES[code].labels };
  const es = raw?.es ?? raw?.en ?? code;
  const en = raw?.en ?? es;
  return { code, es, en, fr: raw?.fr ?? en, pt: raw?.pt ?? es };
}

/** One upstream flight as ours. */
export function normaliseUpstreamFlight(raw: UpstreamFlight, direction: Direction): Flight {
  const code = raw.airline.code.toUpperCase();
  const known = AIRLINES.get(code);
  const number = raw.number
    .toUpperCase()
    .replace(/\s/g, '')
    .replace(new RegExp(`^${code}`), '')
    .replace(/^0+(?=\d)/, '');
  const flight = formatDesignator(code, number);
  const city = cityOf(raw.city);
  const typeText = raw.flighttype?.toUpperCase();
  const flighttype: FlightTypeCode =
    typeText === 'D' || typeText === 'I' ? typeText : DESTINATIONS.get(city.code)?.isDomestic ? 'D' : 'I';
  const kindText = raw.kind?.toLowerCase();
  const kind = kindText === 'cargo' || kindText === 'commercial' ? kindText : known?.isCargo ? 'cargo' : 'commercial';
  return {
    id: flightId(raw.scheduleDate.slice(0, 10), flight, direction),
    flight,
    number,
    airline: { code, name: raw.airline.name ?? known?.name ?? code },
    direction,
    kind,
    flighttype,
    status: statusOfUpstream(raw.status),
    city,
    gate: raw.gate,
    terminal: raw.terminal?.toUpperCase() ?? terminalFor(code, flighttype === 'D'),
    claim: raw.claim,
    scheduleDate: raw.scheduleDate,
    estimatedDate: raw.estimatedDate ?? null,
    actualDate: raw.actualDate ?? null,
    codeshares: (raw.codeshares ?? []).map((c) => {
      const partner = c.airline.code.toUpperCase();
      return {
        airline: { code: partner, name: c.airline.name ?? AIRLINES.get(partner)?.name ?? partner },
        number: c.number,
        flight: formatDesignator(partner, c.number),
      };
    }),
  };
}

function entryOf(flight: Flight): FlightEntry {
  const designators = [flight.flight, ...flight.codeshares.map((c) => c.flight)];
  return {
    id: flight.id,
    flight: flight.flight,
    designators,
    airlines: [flight.airline.code, ...flight.codeshares.map((c) => c.airline.code)],
    direction: flight.direction,
    kind: flight.kind,
    flighttype: flight.flighttype,
    terminal: flight.terminal,
    scheduledMs: bogotaMs(flight.scheduleDate),
    haystack: flightHaystack({
      designators,
      airlineNames: [flight.airline.name, ...flight.codeshares.map((c) => c.airline.name)],
      city: flight.city,
    }),
    snapshot: () => flight,
  };
}

const STATE_KEY = Symbol.for('eldorado.flights.http-cache');

export function createHttpFlightSource(options: HttpFlightSourceOptions): FlightSource {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const ttlMs = options.ttlSeconds * 1000;
  const maxPages = options.maxPages ?? 30;
  // Shared by every copy of this module in the process (Next loads route bundles separately). A day's cache
  // loads with the options of the source that made it, so the key holds them all.
  const store = globalThis as typeof globalThis & { [STATE_KEY]?: Map<string, Map<string, StaleCache<FlightDay>>> };
  store[STATE_KEY] ??= new Map();
  const key = JSON.stringify([baseUrl, ttlMs, options.timeoutMs, maxPages]);
  let days = store[STATE_KEY].get(key);
  if (!days) store[STATE_KEY].set(key, (days = new Map()));
  const cache = days;

  async function fetchDirection(date: string, direction: Direction): Promise<Flight[]> {
    const path = direction === 'departure' ? 'departures' : 'arrivals';
    const flights: Flight[] = [];
    let skipped = 0;
    for (let page = 1; page <= maxPages; page++) {
      const url = new URL(`${baseUrl}/${path}`);
      url.searchParams.set('date', date);
      url.searchParams.set('page', String(page));
      url.searchParams.set('pageSize', '100');
      const response = await fetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
        cache: 'no-store',
      });
      if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
      const body = upstreamListSchema.parse(await response.json());
      for (const item of body.flights) {
        const parsed = upstreamFlightSchema.safeParse(item);
        if (parsed.success) flights.push(normaliseUpstreamFlight(parsed.data, direction));
        else skipped++;
      }
      const more = body.total !== undefined && flights.length + skipped < body.total && body.flights.length > 0;
      if (!more) break;
    }
    if (skipped)
      log.warn(
        { path, date, skipped },
        `upstream ${path} ${date}: skipped ${skipped} flight(s) of an unexpected shape`,
      );
    return flights;
  }

  async function load(date: string): Promise<FlightDay> {
    const [departures, arrivals] = await Promise.all([
      fetchDirection(date, 'departure'),
      fetchDirection(date, 'arrival'),
    ]);
    const seen = new Set<string>();
    const entries = [...departures, ...arrivals]
      .filter((f) => (seen.has(f.id) ? false : (seen.add(f.id), true)))
      .map(entryOf)
      .sort((a, b) => a.scheduledMs - b.scheduledMs || a.id.localeCompare(b.id));
    return { date, entries, fetchedAtMs: now().getTime(), stale: false, simulated: false };
  }

  function dayCache(date: string): StaleCache<FlightDay> {
    let day = cache.get(date);
    if (!day) {
      day = createStaleCache({
        name: `flights ${baseUrl} ${date}`,
        load: () => load(date),
        ttlMs,
        retryAfterFailureMs: Math.max(5_000, ttlMs),
        revalidateInBackground: true,
        unavailableMessage: 'Flight information is temporarily unavailable. Try again in a moment.',
      });
      cache.set(date, day);
    }
    return day;
  }

  return {
    name: 'http',
    async getDay(date) {
      const { value, stale } = await dayCache(date).read();
      return stale ? { ...value, stale } : value;
    },
  };
}
