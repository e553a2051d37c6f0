import type { PointId } from '@/features/realtime/schemas';

/*
 * The schematic floor plans of El Dorado as data (metres, the directory's coordinates: x along the
 * building front, y from the landside curb towards the apron — docs/directory.md). Terminal 1 is the
 * central hall with the domestic pier (x ≈ 30–290) and the international pier (x ≈ 640–880) behind it;
 * Terminal 2 is one floor. Pure and client-safe: no I/O.
 */

export type Terminal = 'T1' | 'T2';
export type Zone = 'publica' | 'privada';
export type Vec = readonly [number, number];
export type Localized = Record<'es' | 'en' | 'fr' | 'pt', string>;

export interface Area {
  zone: Zone;
  polygon: readonly Vec[];
}

export interface FloorPlan {
  terminal: Terminal;
  floor: number;
  /** viewBox width and height in metres. */
  width: number;
  height: number;
  outline: readonly Vec[];
  areas: readonly Area[];
}

const rect = (x1: number, y1: number, x2: number, y2: number): Vec[] => [
  [x1, y1],
  [x2, y1],
  [x2, y2],
  [x1, y2],
];

/** Hall plus the two piers: an H lying on its side, open towards the apron. */
export const T1_MAIN: readonly Vec[] = [
  [280, 0],
  [660, 0],
  [660, 180],
  [880, 180],
  [880, 290],
  [640, 290],
  [640, 200],
  [290, 200],
  [290, 290],
  [30, 290],
  [30, 180],
  [280, 180],
];

/** Level 3: the public food-court mezzanine over the hall and the two airside mezzanines. */
export const T1_MEZZANINE: readonly Vec[] = [
  [300, 60],
  [620, 60],
  [620, 200],
  [760, 200],
  [760, 260],
  [150, 260],
  [150, 200],
  [300, 200],
];

export const FLOOR_PLANS: readonly FloorPlan[] = [
  {
    terminal: 'T1',
    floor: 1,
    width: 900,
    height: 310,
    outline: T1_MAIN,
    areas: [
      { zone: 'publica', polygon: rect(280, 0, 660, 100) },
      { zone: 'privada', polygon: rect(280, 100, 660, 200) },
      { zone: 'privada', polygon: rect(30, 180, 290, 290) },
      { zone: 'privada', polygon: rect(640, 180, 880, 290) },
    ],
  },
  {
    terminal: 'T1',
    floor: 2,
    width: 900,
    height: 310,
    outline: T1_MAIN,
    areas: [
      { zone: 'publica', polygon: rect(280, 0, 660, 130) },
      { zone: 'privada', polygon: rect(280, 130, 660, 200) },
      { zone: 'privada', polygon: rect(30, 180, 290, 290) },
      { zone: 'privada', polygon: rect(640, 180, 880, 290) },
    ],
  },
  {
    terminal: 'T1',
    floor: 3,
    width: 900,
    height: 310,
    outline: T1_MEZZANINE,
    areas: [
      { zone: 'publica', polygon: rect(300, 60, 620, 160) },
      { zone: 'privada', polygon: rect(300, 160, 620, 200) },
      { zone: 'privada', polygon: rect(150, 200, 760, 260) },
    ],
  },
  {
    terminal: 'T2',
    floor: 1,
    width: 200,
    height: 90,
    outline: rect(20, 0, 180, 80),
    areas: [
      { zone: 'publica', polygon: rect(20, 0, 180, 40) },
      { zone: 'privada', polygon: rect(20, 40, 180, 80) },
    ],
  },
];

export function floorPlan(terminal: Terminal, floor: number): FloorPlan | undefined {
  return FLOOR_PLANS.find((plan) => plan.terminal === terminal && plan.floor === floor);
}

export function floorsOf(terminal: Terminal): number[] {
  return FLOOR_PLANS.filter((plan) => plan.terminal === terminal).map((plan) => plan.floor);
}

// ---- Points that are not establishments -------------------------------------------------------

/** SPEC §3's map types. */
export { MAP_TYPES, type MapType } from './href';

export const SERVICE_KINDS = [
  'gate',
  'check-in',
  'security',
  'migration',
  'baggage',
  'bathroom',
  'bathroom-family',
  'bathroom-accessible',
  'pet-bathroom',
  'nursing-room',
  'oratorio',
  'medical',
  'lift',
  'escalator',
  'taxi',
  'luggage-cart',
  'transmilenio',
  'bus',
  'parking',
  'entrance',
  'food-court',
  'luggage-storage',
  'notary',
  'lost-found',
  'vaccination',
  'rest-rooms',
  'info-desk',
  'wheelchairs',
] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

export interface ServicePoint {
  id: string;
  kind: ServiceKind;
  /** The name's detail ("2", "A–D", "puerta 5"): the localised name is `kind` + detail. */
  detail?: string;
  terminal: Terminal;
  floor: number;
  zone: Zone;
  x: number;
  y: number;
  /** The walking-graph point it is reached through (Terminal 1). */
  node?: PointId;
}

/** Where each walking-graph point of Terminal 1 is drawn. */
export const NODE_POSITIONS: Record<PointId, { floor: number; x: number; y: number }> = {
  'entrance-north': { floor: 2, x: 330, y: 8 },
  'entrance-central': { floor: 2, x: 470, y: 8 },
  'entrance-south': { floor: 2, x: 610, y: 8 },
  'check-in-a-d': { floor: 2, x: 340, y: 105 },
  'check-in-e-h': { floor: 2, x: 470, y: 110 },
  'check-in-j-m': { floor: 2, x: 600, y: 105 },
  'security-domestic': { floor: 2, x: 300, y: 150 },
  'security-international': { floor: 2, x: 640, y: 165 },
  'migration-departures': { floor: 2, x: 630, y: 140 },
  'gates-1-9': { floor: 2, x: 80, y: 280 },
  'gates-10-18': { floor: 2, x: 160, y: 280 },
  'gates-19-26': { floor: 2, x: 245, y: 280 },
  'gates-40-49': { floor: 2, x: 680, y: 280 },
  'gates-50-58': { floor: 2, x: 760, y: 280 },
  'gates-59-66': { floor: 2, x: 840, y: 280 },
  'food-court-public-central': { floor: 3, x: 450, y: 120 },
  'food-court-public-south': { floor: 3, x: 580, y: 110 },
  'food-court-domestic': { floor: 3, x: 190, y: 232 },
  'food-court-international-north': { floor: 2, x: 660, y: 250 },
  'food-court-international-south': { floor: 2, x: 840, y: 250 },
  'migration-arrivals': { floor: 1, x: 640, y: 170 },
  'baggage-domestic': { floor: 1, x: 330, y: 130 },
  'baggage-international': { floor: 1, x: 600, y: 120 },
  'taxi-rank': { floor: 1, x: 470, y: 8 },
  transmilenio: { floor: 1, x: 540, y: 5 },
};

/**
 * How the walking graph's level changes are made (`from`/`to` are graph points on different floors).
 * Each is a connector edge of its own: the escalators are the quick way, the lifts the step-free one
 * (with the wait). The central hall has both between all floors; the domestic pier's mezzanine and
 * both piers' arrivals have a lift beside the escalator; the south food court is reached from the south
 * entrance by escalator only, so a step-free route goes round by the central lift. `via` names the
 * drawn connector points (one per floor) the route passes through. The same pair serves both ways.
 */
export interface LevelConnector {
  between: readonly [PointId, PointId];
  kind: 'lift' | 'escalator';
  minutes: number;
  via?: readonly [string, string];
  /** Where a connector without drawn points (`via`) stands: the same place on both floors (the plan's unit). */
  at?: { x: number; y: number };
}

export const LEVEL_CONNECTORS: readonly LevelConnector[] = [
  {
    between: ['entrance-central', 'food-court-public-central'],
    kind: 'escalator',
    minutes: 3,
    via: ['escalator-central-2', 'escalator-central-3'],
  },
  {
    between: ['entrance-central', 'food-court-public-central'],
    kind: 'lift',
    minutes: 4,
    via: ['lift-central-2', 'lift-central-3'],
  },
  { between: ['entrance-south', 'food-court-public-south'], kind: 'escalator', minutes: 3, at: { x: 548, y: 72 } },
  { between: ['gates-10-18', 'food-court-domestic'], kind: 'escalator', minutes: 2, at: { x: 238, y: 212 } },
  {
    between: ['gates-10-18', 'food-court-domestic'],
    kind: 'lift',
    minutes: 3,
    via: ['lift-domestic-2', 'lift-domestic-3'],
  },
  { between: ['security-domestic', 'food-court-domestic'], kind: 'escalator', minutes: 5, at: { x: 238, y: 212 } },
  {
    between: ['security-domestic', 'food-court-domestic'],
    kind: 'lift',
    minutes: 6,
    via: ['lift-domestic-2', 'lift-domestic-3'],
  },
  { between: ['gates-1-9', 'baggage-domestic'], kind: 'escalator', minutes: 6, at: { x: 158, y: 204 } },
  { between: ['gates-1-9', 'baggage-domestic'], kind: 'lift', minutes: 7, at: { x: 177, y: 203 } },
  { between: ['gates-40-49', 'migration-arrivals'], kind: 'escalator', minutes: 6, at: { x: 748, y: 204 } },
  { between: ['gates-40-49', 'migration-arrivals'], kind: 'lift', minutes: 7, at: { x: 767, y: 203 } },
  {
    between: ['taxi-rank', 'entrance-central'],
    kind: 'escalator',
    minutes: 3,
    via: ['escalator-central-1', 'escalator-central-2'],
  },
  {
    between: ['taxi-rank', 'entrance-central'],
    kind: 'lift',
    minutes: 4,
    via: ['lift-central-1', 'lift-central-2'],
  },
  {
    between: ['entrance-central', 'transmilenio'],
    kind: 'escalator',
    minutes: 5,
    via: ['escalator-central-2', 'escalator-central-1'],
  },
  {
    between: ['entrance-central', 'transmilenio'],
    kind: 'lift',
    minutes: 6,
    via: ['lift-central-2', 'lift-central-1'],
  },
];

/** The walking-graph point of each directory zone (establishments are reached through it). */
export const ZONE_NODES: Record<string, PointId> = {
  'hall-check-in': 'check-in-e-h',
  'hall-llegadas-nacionales': 'taxi-rank',
  'hall-llegadas-internacionales': 'taxi-rank',
  'oficinas-autoridades': 'taxi-rank',
  'plazoleta-publica': 'food-court-public-central',
  'muelle-nacional': 'gates-10-18',
  'plazoleta-nacional-sur': 'gates-1-9',
  'plazoleta-nacional-norte': 'gates-19-26',
  'mezzanine-nacional': 'food-court-domestic',
  'muelle-internacional': 'gates-50-58',
  'plazoleta-internacional-sur': 'food-court-international-north',
  'plazoleta-internacional-norte': 'food-court-international-south',
  'mezzanine-internacional': 'gates-50-58',
  'duty-free-salidas': 'security-international',
  'duty-free-llegadas': 'baggage-international',
};

const GATE_NODES: readonly { from: number; to: number; node: PointId }[] = [
  { from: 1, to: 9, node: 'gates-1-9' },
  { from: 10, to: 18, node: 'gates-10-18' },
  { from: 19, to: 26, node: 'gates-19-26' },
  { from: 40, to: 49, node: 'gates-40-49' },
  { from: 50, to: 58, node: 'gates-50-58' },
  { from: 59, to: 66, node: 'gates-59-66' },
];

function gateNode(gate: number): PointId | undefined {
  return GATE_NODES.find((range) => gate >= range.from && gate <= range.to)?.node;
}

/** Boarding gates along the piers: domestic 1–26, international 40–66 (floor 2), T2 P1–P8. */
function gatePoints(): ServicePoint[] {
  const points: ServicePoint[] = [];
  const pier = (first: number, last: number, x1: number, x2: number) => {
    for (let gate = first; gate <= last; gate++) {
      const x = x1 + ((x2 - x1) * (gate - first)) / (last - first);
      const y = gate % 2 === 0 ? 286 : 272;
      const node = gateNode(gate);
      points.push({
        id: `gate-${gate}`,
        kind: 'gate',
        detail: String(gate),
        terminal: 'T1',
        floor: 2,
        zone: 'privada',
        x: Math.round(x * 10) / 10,
        y,
        ...(node ? { node } : {}),
      });
    }
  };
  pier(1, 26, 40, 280);
  pier(40, 66, 650, 870);
  for (let gate = 1; gate <= 8; gate++) {
    points.push({
      id: `gate-p${gate}`,
      kind: 'gate',
      detail: `P${gate}`,
      terminal: 'T2',
      floor: 1,
      zone: 'privada',
      x: 30 + gate * 18,
      y: 76,
    });
  }
  return points;
}

type Fixed = Omit<ServicePoint, 'terminal'> & { terminal?: Terminal };

const FIXED: readonly Fixed[] = [
  // Connections between floors.
  { id: 'lift-central-1', kind: 'lift', floor: 1, zone: 'publica', x: 500, y: 70 },
  { id: 'lift-central-2', kind: 'lift', floor: 2, zone: 'publica', x: 500, y: 70 },
  { id: 'lift-central-3', kind: 'lift', floor: 3, zone: 'publica', x: 500, y: 70 },
  { id: 'escalator-central-1', kind: 'escalator', floor: 1, zone: 'publica', x: 430, y: 70 },
  { id: 'escalator-central-2', kind: 'escalator', floor: 2, zone: 'publica', x: 430, y: 70 },
  { id: 'escalator-central-3', kind: 'escalator', floor: 3, zone: 'publica', x: 430, y: 70 },
  { id: 'lift-domestic-2', kind: 'lift', floor: 2, zone: 'privada', x: 200, y: 205 },
  { id: 'lift-domestic-3', kind: 'lift', floor: 3, zone: 'privada', x: 200, y: 205 },
  { id: 'lift-international-2', kind: 'lift', floor: 2, zone: 'privada', x: 720, y: 205 },
  { id: 'lift-international-3', kind: 'lift', floor: 3, zone: 'privada', x: 720, y: 205 },
  // Departures (level 2).
  {
    id: 'entrance-door-2',
    kind: 'entrance',
    detail: '2',
    floor: 2,
    zone: 'publica',
    x: 330,
    y: 8,
    node: 'entrance-north',
  },
  {
    id: 'entrance-door-5',
    kind: 'entrance',
    detail: '5',
    floor: 2,
    zone: 'publica',
    x: 470,
    y: 8,
    node: 'entrance-central',
  },
  {
    id: 'entrance-door-7',
    kind: 'entrance',
    detail: '7',
    floor: 2,
    zone: 'publica',
    x: 610,
    y: 8,
    node: 'entrance-south',
  },
  {
    id: 'check-in-a-d',
    kind: 'check-in',
    detail: 'A–D',
    floor: 2,
    zone: 'publica',
    x: 340,
    y: 105,
    node: 'check-in-a-d',
  },
  {
    id: 'check-in-e-h',
    kind: 'check-in',
    detail: 'E–H',
    floor: 2,
    zone: 'publica',
    x: 470,
    y: 110,
    node: 'check-in-e-h',
  },
  {
    id: 'check-in-j-m',
    kind: 'check-in',
    detail: 'J–M',
    floor: 2,
    zone: 'publica',
    x: 600,
    y: 105,
    node: 'check-in-j-m',
  },
  { id: 'security-domestic', kind: 'security', floor: 2, zone: 'privada', x: 300, y: 150, node: 'security-domestic' },
  {
    id: 'migration-departures',
    kind: 'migration',
    floor: 2,
    zone: 'privada',
    x: 630,
    y: 140,
    node: 'migration-departures',
  },
  {
    id: 'security-international',
    kind: 'security',
    floor: 2,
    zone: 'privada',
    x: 645,
    y: 165,
    node: 'security-international',
  },
  { id: 'cart-floor-2-door-2', kind: 'luggage-cart', detail: '2', floor: 2, zone: 'publica', x: 345, y: 20 },
  { id: 'cart-floor-2-door-5', kind: 'luggage-cart', detail: '5', floor: 2, zone: 'publica', x: 485, y: 20 },
  { id: 'cart-floor-2-door-7', kind: 'luggage-cart', detail: '7', floor: 2, zone: 'publica', x: 625, y: 20 },
  { id: 'bathroom-hall-north-2', kind: 'bathroom', floor: 2, zone: 'publica', x: 295, y: 60 },
  { id: 'bathroom-hall-south-2', kind: 'bathroom', floor: 2, zone: 'publica', x: 645, y: 60 },
  { id: 'bathroom-accessible-hall-2', kind: 'bathroom-accessible', floor: 2, zone: 'publica', x: 520, y: 40 },
  { id: 'bathroom-family-hall-2', kind: 'bathroom-family', floor: 2, zone: 'publica', x: 400, y: 40 },
  { id: 'bathroom-domestic-pier', kind: 'bathroom', floor: 2, zone: 'privada', x: 120, y: 200, node: 'gates-10-18' },
  {
    id: 'bathroom-accessible-domestic-pier',
    kind: 'bathroom-accessible',
    floor: 2,
    zone: 'privada',
    x: 220,
    y: 200,
    node: 'gates-19-26',
  },
  {
    id: 'bathroom-family-domestic-pier',
    kind: 'bathroom-family',
    floor: 2,
    zone: 'privada',
    x: 50,
    y: 200,
    node: 'gates-1-9',
  },
  {
    id: 'bathroom-international-pier',
    kind: 'bathroom',
    floor: 2,
    zone: 'privada',
    x: 800,
    y: 200,
    node: 'gates-59-66',
  },
  {
    id: 'bathroom-accessible-international-pier',
    kind: 'bathroom-accessible',
    floor: 2,
    zone: 'privada',
    x: 690,
    y: 200,
    node: 'gates-40-49',
  },
  {
    id: 'bathroom-family-international-pier',
    kind: 'bathroom-family',
    floor: 2,
    zone: 'privada',
    x: 860,
    y: 200,
    node: 'gates-59-66',
  },
  { id: 'pet-bathroom-domestic', kind: 'pet-bathroom', floor: 2, zone: 'privada', x: 100, y: 225, node: 'gates-1-9' },
  {
    id: 'pet-bathroom-international',
    kind: 'pet-bathroom',
    floor: 2,
    zone: 'privada',
    x: 810,
    y: 225,
    node: 'gates-59-66',
  },
  { id: 'nursing-room-domestic', kind: 'nursing-room', floor: 2, zone: 'privada', x: 140, y: 255, node: 'gates-10-18' },
  {
    id: 'nursing-room-international',
    kind: 'nursing-room',
    floor: 2,
    zone: 'privada',
    x: 780,
    y: 255,
    node: 'gates-50-58',
  },
  // Arrivals (level 1).
  {
    id: 'baggage-domestic',
    kind: 'baggage',
    detail: '1–5',
    floor: 1,
    zone: 'privada',
    x: 330,
    y: 130,
    node: 'baggage-domestic',
  },
  {
    id: 'baggage-international',
    kind: 'baggage',
    detail: '6–12',
    floor: 1,
    zone: 'privada',
    x: 560,
    y: 130,
    node: 'baggage-international',
  },
  {
    id: 'migration-arrivals',
    kind: 'migration',
    floor: 1,
    zone: 'privada',
    x: 640,
    y: 170,
    node: 'migration-arrivals',
  },
  { id: 'taxi-door-5', kind: 'taxi', detail: '5', floor: 1, zone: 'publica', x: 440, y: 8, node: 'taxi-rank' },
  { id: 'taxi-door-10', kind: 'taxi', detail: '10', floor: 1, zone: 'publica', x: 600, y: 8, node: 'taxi-rank' },
  { id: 'cart-floor-1-door-4', kind: 'luggage-cart', detail: '4', floor: 1, zone: 'publica', x: 400, y: 20 },
  { id: 'cart-floor-1-door-11', kind: 'luggage-cart', detail: '11', floor: 1, zone: 'publica', x: 640, y: 20 },
  { id: 'transmilenio', kind: 'transmilenio', floor: 1, zone: 'publica', x: 540, y: 5, node: 'transmilenio' },
  { id: 'bus-stop', kind: 'bus', floor: 1, zone: 'publica', x: 380, y: 5, node: 'taxi-rank' },
  { id: 'parking-p1', kind: 'parking', detail: 'P1', floor: 1, zone: 'publica', x: 300, y: 10, node: 'taxi-rank' },
  { id: 'parking-p2', kind: 'parking', detail: 'P2', floor: 1, zone: 'publica', x: 650, y: 10, node: 'taxi-rank' },
  { id: 'parking-p3', kind: 'parking', detail: 'P3', floor: 1, zone: 'publica', x: 500, y: 5, node: 'taxi-rank' },
  { id: 'medical-service', kind: 'medical', floor: 1, zone: 'publica', x: 520, y: 80, node: 'taxi-rank' },
  { id: 'bathroom-arrivals-1', kind: 'bathroom', floor: 1, zone: 'publica', x: 290, y: 60, node: 'taxi-rank' },
  {
    id: 'bathroom-accessible-arrivals-1',
    kind: 'bathroom-accessible',
    floor: 1,
    zone: 'publica',
    x: 650,
    y: 60,
    node: 'taxi-rank',
  },
  { id: 'bathroom-baggage-1', kind: 'bathroom', floor: 1, zone: 'privada', x: 450, y: 150, node: 'baggage-domestic' },
  { id: 'pet-bathroom-arrivals', kind: 'pet-bathroom', floor: 1, zone: 'publica', x: 560, y: 40, node: 'taxi-rank' },
  // Level 3.
  { id: 'oratorio', kind: 'oratorio', floor: 3, zone: 'publica', x: 340, y: 80, node: 'food-court-public-central' },
  {
    id: 'food-court-public',
    kind: 'food-court',
    floor: 3,
    zone: 'publica',
    x: 450,
    y: 150,
    node: 'food-court-public-central',
  },
  {
    id: 'bathroom-food-court-3',
    kind: 'bathroom',
    floor: 3,
    zone: 'publica',
    x: 580,
    y: 80,
    node: 'food-court-public-central',
  },
  {
    id: 'bathroom-accessible-food-court-3',
    kind: 'bathroom-accessible',
    floor: 3,
    zone: 'publica',
    x: 360,
    y: 140,
    node: 'food-court-public-central',
  },
  {
    id: 'nursing-room-food-court-3',
    kind: 'nursing-room',
    floor: 3,
    zone: 'publica',
    x: 600,
    y: 140,
    node: 'food-court-public-central',
  },
  {
    id: 'food-court-domestic-south',
    kind: 'food-court',
    detail: '1–8',
    floor: 2,
    zone: 'privada',
    x: 70,
    y: 265,
    node: 'gates-1-9',
  },
  {
    id: 'food-court-domestic-north',
    kind: 'food-court',
    detail: '18–26',
    floor: 2,
    zone: 'privada',
    x: 250,
    y: 265,
    node: 'gates-19-26',
  },
  {
    id: 'food-court-international-south',
    kind: 'food-court',
    detail: '40–48',
    floor: 2,
    zone: 'privada',
    x: 660,
    y: 265,
    node: 'food-court-international-north',
  },
  {
    id: 'food-court-international-north',
    kind: 'food-court',
    detail: '58–66',
    floor: 2,
    zone: 'privada',
    x: 840,
    y: 265,
    node: 'food-court-international-south',
  },
  { id: 'luggage-storage', kind: 'luggage-storage', floor: 1, zone: 'publica', x: 360, y: 80, node: 'taxi-rank' },
  { id: 'lost-found', kind: 'lost-found', floor: 1, zone: 'publica', x: 420, y: 95, node: 'taxi-rank' },
  { id: 'vaccination', kind: 'vaccination', floor: 1, zone: 'publica', x: 560, y: 90, node: 'taxi-rank' },
  { id: 'wheelchairs-arrivals', kind: 'wheelchairs', floor: 1, zone: 'publica', x: 600, y: 70, node: 'taxi-rank' },
  { id: 'notary', kind: 'notary', floor: 3, zone: 'publica', x: 400, y: 90, node: 'food-court-public-central' },
  { id: 'rest-rooms', kind: 'rest-rooms', floor: 3, zone: 'privada', x: 680, y: 240, node: 'gates-50-58' },
  { id: 'info-desk-departures', kind: 'info-desk', floor: 2, zone: 'publica', x: 450, y: 25, node: 'entrance-central' },
  {
    id: 'wheelchairs-departures',
    kind: 'wheelchairs',
    floor: 2,
    zone: 'publica',
    x: 560,
    y: 40,
    node: 'entrance-central',
  },
  // Terminal 2.
  { id: 't2-entrance', kind: 'entrance', terminal: 'T2', floor: 1, zone: 'publica', x: 100, y: 3 },
  { id: 't2-check-in', kind: 'check-in', terminal: 'T2', floor: 1, zone: 'publica', x: 140, y: 20 },
  { id: 't2-security', kind: 'security', terminal: 'T2', floor: 1, zone: 'privada', x: 90, y: 42 },
  { id: 't2-baggage', kind: 'baggage', detail: '13–14', terminal: 'T2', floor: 1, zone: 'publica', x: 165, y: 30 },
  { id: 't2-bathroom', kind: 'bathroom', terminal: 'T2', floor: 1, zone: 'publica', x: 30, y: 30 },
  {
    id: 't2-bathroom-accessible',
    kind: 'bathroom-accessible',
    terminal: 'T2',
    floor: 1,
    zone: 'privada',
    x: 160,
    y: 60,
  },
  { id: 't2-taxi', kind: 'taxi', terminal: 'T2', floor: 1, zone: 'publica', x: 60, y: 3 },
];

/** Every point that is not a directory establishment, with its stable slug id. */
export const SERVICE_POINTS: readonly ServicePoint[] = [
  ...FIXED.map((point) => ({ ...point, terminal: point.terminal ?? 'T1' })),
  ...gatePoints(),
];

/** The service pages (lib/routes.ts SERVICE_SLUGS) that name a place, and the kind of point they mean. */
export const SERVICE_PAGE_KINDS: Readonly<Record<string, ServiceKind>> = {
  'ayuda-al-viajero': 'info-desk',
  'banos-para-mascotas': 'pet-bathroom',
  'carros-de-equipaje': 'luggage-cart',
  'guarda-equipaje': 'luggage-storage',
  'habitaciones-de-descanso': 'rest-rooms',
  'migracion-y-pasaportes': 'migration',
  notaria: 'notary',
  'objetos-perdidos': 'lost-found',
  oratorio: 'oratorio',
  'punto-de-vacunacion': 'vaccination',
  'sanidad-y-emergencia': 'medical',
  'sillas-de-ruedas': 'wheelchairs',
  'transporte-publico': 'transmilenio',
  'informacion-y-disponibilidad-parqueaderos': 'parking',
};
