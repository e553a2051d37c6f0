import { z } from 'zod';
import { MAP_TYPES } from './plan';

/* The /mapas query (the URL is the map's state) and the shapes the page renders. */

export const MAP_ZONES = ['publica', 'privada'] as const;
export const MAP_VIEWS = ['map', 'list'] as const;

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
  from: pointId,
  to: pointId,
  q: z.string().trim().min(1).max(60),
  view: z.enum(MAP_VIEWS),
  accessible: z.enum(['1', 'true']).transform(() => true),
};

export type MapQueryField = keyof typeof mapQueryFields;

export interface MapQuery {
  terminal?: 'T1' | 'T2';
  floor?: number;
  type: (typeof MAP_TYPES)[number] | 'all';
  zone: (typeof MAP_ZONES)[number] | 'all';
  poi?: string;
  from?: string;
  to?: string;
  q?: string;
  view: (typeof MAP_VIEWS)[number];
  /** Step-free route: level changes by lift only. */
  accessible?: boolean;
}

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

/** The /mapas URL of a state: only the parameters that differ from the defaults. */
export function mapHref(state: Partial<MapQuery>): string {
  const params = new URLSearchParams();
  const order: MapQueryField[] = ['terminal', 'floor', 'type', 'zone', 'view', 'q', 'poi', 'from', 'to', 'accessible'];
  for (const key of order) {
    const value = state[key];
    if (value === undefined || value === '' || value === false) continue;
    if (key === 'accessible') {
      params.set(key, '1');
      continue;
    }
    if ((key === 'type' || key === 'zone') && value === 'all') continue;
    if (key === 'view' && value === 'map') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `/mapas?${text}` : '/mapas';
}
