/*
 * Where things are in El Dorado, as the directory's seed places them. Positions are metres on the
 * schematic floor plan of each terminal (docs/directory.md): x along the building front, from its
 * south end; y from the landside curb towards the apron.
 */

export interface ZoneInfo {
  terminal: 'T1' | 'T2';
  floor: number;
  area: 'pasajeros' | 'publica';
  /** Centre of the zone on the floor plan (metres). */
  x: number;
  y: number;
  /** Boarding gates nearest to the zone, handed out in turn. */
  gates: readonly string[];
}

const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);

export const ZONES = {
  'hall-check-in': { terminal: 'T1', floor: 2, area: 'publica', x: 450, y: 60, gates: [] },
  'hall-llegadas-nacionales': { terminal: 'T1', floor: 1, area: 'publica', x: 330, y: 40, gates: [] },
  'hall-llegadas-internacionales': { terminal: 'T1', floor: 1, area: 'publica', x: 620, y: 40, gates: [] },
  'plazoleta-publica': { terminal: 'T1', floor: 3, area: 'publica', x: 450, y: 120, gates: [] },
  'oficinas-autoridades': { terminal: 'T1', floor: 1, area: 'publica', x: 480, y: 90, gates: [] },
  'muelle-nacional': { terminal: 'T1', floor: 2, area: 'pasajeros', x: 160, y: 220, gates: range('', 1, 26) },
  'plazoleta-nacional-sur': { terminal: 'T1', floor: 2, area: 'pasajeros', x: 70, y: 250, gates: range('', 1, 8) },
  'plazoleta-nacional-norte': { terminal: 'T1', floor: 2, area: 'pasajeros', x: 250, y: 250, gates: range('', 18, 26) },
  'muelle-internacional': { terminal: 'T1', floor: 2, area: 'pasajeros', x: 740, y: 220, gates: range('', 40, 66) },
  'plazoleta-internacional-sur': {
    terminal: 'T1',
    floor: 2,
    area: 'pasajeros',
    x: 660,
    y: 250,
    gates: range('', 40, 48),
  },
  'plazoleta-internacional-norte': {
    terminal: 'T1',
    floor: 2,
    area: 'pasajeros',
    x: 840,
    y: 250,
    gates: range('', 58, 66),
  },
  'duty-free-salidas': { terminal: 'T1', floor: 2, area: 'pasajeros', x: 600, y: 170, gates: range('', 40, 44) },
  'duty-free-llegadas': { terminal: 'T1', floor: 1, area: 'pasajeros', x: 620, y: 140, gates: [] },
  'mezzanine-nacional': { terminal: 'T1', floor: 3, area: 'pasajeros', x: 190, y: 230, gates: range('', 10, 14) },
  'mezzanine-internacional': { terminal: 'T1', floor: 3, area: 'pasajeros', x: 720, y: 230, gates: range('', 50, 54) },
  'terminal-2-publica': { terminal: 'T2', floor: 1, area: 'publica', x: 60, y: 20, gates: [] },
  'terminal-2-salas': { terminal: 'T2', floor: 1, area: 'pasajeros', x: 120, y: 60, gates: range('P', 1, 8) },
} as const satisfies Record<string, ZoneInfo>;

export type ZoneKey = keyof typeof ZONES;

/** The five food courts of SPEC §9: one in the public area, two on each pier. */
export const FOOD_COURTS: readonly ZoneKey[] = [
  'plazoleta-publica',
  'plazoleta-nacional-sur',
  'plazoleta-nacional-norte',
  'plazoleta-internacional-sur',
  'plazoleta-internacional-norte',
];
