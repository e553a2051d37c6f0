/* The map's types, zones and views, and the /mapas URL of a state: no data and no zod, so the client
 * island can build the same URLs without loading the plans. */

/** SPEC §3's map types. */
export const MAP_TYPES = ['restaurantes', 'establecimientos', 'aerolineas', 'banos', 'servicios'] as const;
export type MapType = (typeof MAP_TYPES)[number];

export const MAP_ZONES = ['publica', 'privada'] as const;
export const MAP_VIEWS = ['map', 'list'] as const;

export interface MapQuery {
  terminal?: 'T1' | 'T2';
  floor?: number;
  type: MapType | 'all';
  zone: (typeof MAP_ZONES)[number] | 'all';
  poi?: string;
  from?: string;
  to?: string;
  q?: string;
  view: (typeof MAP_VIEWS)[number];
  /** Step-free route: level changes by lift only. */
  accessible?: boolean;
}

type HrefField = keyof MapQuery;

/**
 * A terminal as the /mapas URL writes it: `1` or `2` (SPEC §2, `/mapas?terminal=1&floor=2`, the deep link
 * the directory, partners and printed QR codes use). `T1`/`T2` (and t1/t2) are read as aliases
 * (./schemas.ts) but never written, so the site's own links and URL updates keep the documented form.
 */
export function terminalParam(terminal: 'T1' | 'T2'): '1' | '2' {
  return terminal === 'T2' ? '2' : '1';
}

/** The /mapas URL of a state: only the parameters that differ from the defaults. */
export function mapHref(state: Partial<MapQuery>): string {
  const params = new URLSearchParams();
  const order: HrefField[] = ['terminal', 'floor', 'type', 'zone', 'view', 'q', 'poi', 'from', 'to', 'accessible'];
  for (const key of order) {
    const value = state[key];
    if (value === undefined || value === '' || value === false) continue;
    if (key === 'accessible') {
      params.set(key, '1');
      continue;
    }
    if ((key === 'type' || key === 'zone') && value === 'all') continue;
    if (key === 'view' && value === 'map') continue;
    params.set(key, key === 'terminal' ? terminalParam(value as 'T1' | 'T2') : String(value));
  }
  const text = params.toString();
  return text ? `/mapas?${text}` : '/mapas';
}
