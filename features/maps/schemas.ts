import { z } from 'zod';
import { MAP_VIEWS, MAP_ZONES, type MapQuery } from './href';
import { MAP_TYPES } from './plan';

/* The /mapas query (the URL is the map's state) and the shapes the page renders. */

export { MAP_VIEWS, MAP_ZONES } from './href';

const pointId = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,60}$/);

/** Each parameter is parsed alone, so one bad value is dropped (and named) without losing the rest. */
export const mapQueryFields = {
  terminal: z
    .enum(['1', '2', 'T1', 'T2', 't1', 't2'])
    .transform((value) => (value.endsWith('2') ? 'T2' : 'T1') as 'T1' | 'T2'),
  floor: z.coerce.number().int().min(1).max(3),
  type: z.enum([...MAP_TYPES, 'all']),
  zone: z.enum([...MAP_ZONES, 'all']),
  poi: pointId,
  /** A point id, or the name shown in the route form (the server resolves it to an id). */
  from: z.string().trim().min(1).max(100),
  to: z.string().trim().min(1).max(100),
  q: z.string().trim().min(1).max(60),
  view: z.enum(MAP_VIEWS),
  accessible: z.enum(['1', 'true']).transform(() => true),
};

export type MapQueryField = keyof typeof mapQueryFields;

export type { MapQuery } from './href';
export { gateHref, mapHref, pierRouteHref, terminalParam } from './href';

type SearchParams = Record<string, string | string[] | undefined>;

/** The query from the URL; `invalid` names the parameters that were dropped. */
export function parseMapQuery(params: SearchParams): { query: MapQuery; invalid: MapQueryField[] } {
  const query: MapQuery = { type: 'all', zone: 'all', view: 'map' };
  const invalid: MapQueryField[] = [];
  for (const key of Object.keys(mapQueryFields) as MapQueryField[]) {
    const raw = params[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value === undefined || value === '') continue;
    const parsed = mapQueryFields[key].safeParse(value);
    if (parsed.success) Object.assign(query, { [key]: parsed.data });
    else invalid.push(key);
  }
  return { query, invalid };
}
