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

/** Terminal 1's domestic gates (1–26) are behind the domestic filter, the international ones (40–66) behind the international. */
function securityOf(gate: number): 'security-domestic' | 'security-international' | undefined {
  if (gate >= 1 && gate <= 26) return 'security-domestic';
  if (gate >= 40 && gate <= 66) return 'security-international';
  return undefined;
}

/**
 * A flight's gate on the map: for a departure from a Terminal 1 gate, the walking route from its security
 * filter to the gate; otherwise the gate itself (Terminal 2's P1–P8 have no walking graph). `undefined`
 * for a value that names no gate on the plans.
 */
export function gateHref(gate: string, direction: 'departure' | 'arrival'): string | undefined {
  const value = gate.trim().toLowerCase();
  if (/^p[1-8]$/.test(value)) return mapHref({ poi: `gate-${value}` });
  if (!/^\d{1,2}$/.test(value)) return undefined;
  const security = securityOf(Number(value));
  if (!security) return undefined;
  return direction === 'departure'
    ? mapHref({ from: security, to: `gate-${value}` })
    : mapHref({ poi: `gate-${value}` });
}

/** A gate of each Terminal 1 pier a connection starts or ends at (the pier's middle). */
const PIER_GATES = { domestic: { from: 'gate-12', to: 'gate-20' }, international: { from: 'gate-44', to: 'gate-58' } };

/** A connection in Terminal 1 on the map: the walking route from the arriving pier to the departing one. */
export function pierRouteHref(arriving: 'domestic' | 'international', departing: 'domestic' | 'international'): string {
  return mapHref({ from: PIER_GATES[arriving].from, to: PIER_GATES[departing].to });
}
