import { T1_MAIN, T1_MEZZANINE, type Localized, type Terminal, type Vec } from '../../plan';
import type { PlanFrame, Rect } from '../geo';

/*
 * The embedded IMDF model of El Dorado, as a layout in plan metres (the plans' and the directory's
 * coordinates: x along the building front from its south end, y from the landside curb towards the
 * apron — docs/directory.md). Every unit is an axis-aligned rectangle; a room that lies strictly inside
 * a walkway becomes a hole in it, so units never overlap. `build.ts` turns this into IMDF features:
 * openings are generated (walkways of one `side` are joined along their shared edge, each room gets a
 * door), except between sides, where `links` say where passengers pass (filters, exits). Gates' waiting
 * rooms are laid out by code along each pier, one per gate of the flights data.
 */

/** Terminal 1: x runs north along the front, y west towards the apron; Terminal 2 likewise. */
export const FRAMES: Record<Terminal, PlanFrame> = {
  T1: { origin: [-74.1395, 4.6955], bearing: 0 },
  T2: { origin: [-74.1288, 4.6928], bearing: 0 },
};

export type UnitCategory =
  | 'walkway'
  | 'room'
  | 'waitingroom'
  | 'foodservice'
  | 'restroom'
  | 'restroom.family'
  | 'restroom.wheelchair'
  | 'elevator'
  | 'escalator'
  | 'lounge'
  | 'privatelounge'
  | 'mothersroom'
  | 'firstaid'
  | 'office';

export interface UnitSpec {
  key: string;
  rect: Rect;
  category: UnitCategory;
  name?: Localized;
  /** Walkways of one side are joined where they touch; rooms open onto a walkway of their side. */
  side: string;
  /** Passenger (airside) area: IMDF restriction "restricted". */
  restricted?: boolean;
  /** Width of the door(s) in metres (walkway joints take the whole shared edge). */
  door?: number;
  /** Filters and exits are joined only by `links`. */
  linkedOnly?: boolean;
}

export interface ExteriorDoor {
  /** The unit the door opens from, and its position on the building front (y = the unit's edge). */
  unit: string;
  x: number;
  y: number;
  width: number;
  name: Localized;
}

export interface LevelSpec {
  key: string;
  terminal: Terminal;
  floor: number;
  ordinal: number;
  name: Localized;
  short: string;
  outline: readonly Vec[];
  units: UnitSpec[];
  /** Openings between sides, across the two units' shared edge (`width` metres, centred). */
  links: readonly { a: string; b: string; width: number }[];
  doors: readonly ExteriorDoor[];
}

const L = (es: string, en: string, fr: string, pt: string): Localized => ({ es, en, fr, pt });

/** A room of `w` × `h` metres centred on a point. */
const at = (x: number, y: number, w: number, h = w): Rect => [x - w / 2, y - h / 2, x + w / 2, y + h / 2];

// Names of areas (the service rooms take their names from the maps' point kinds, in build.ts).
export const AREA_NAMES = {
  departuresHall: L('Hall de salidas', 'Departures hall', 'Hall des départs', 'Saguão de embarque'),
  arrivalsHall: L('Hall de llegadas', 'Arrivals hall', 'Hall des arrivées', 'Saguão de desembarque'),
  domesticPier: L('Muelle nacional', 'Domestic pier', 'Jetée nationale', 'Píer nacional'),
  internationalPier: L('Muelle internacional', 'International pier', 'Jetée internationale', 'Píer internacional'),
  domesticLounge: L(
    'Sala de espera nacional',
    'Domestic departures lounge',
    'Salle d’attente nationale',
    'Sala de espera nacional',
  ),
  domesticConcourse: L('Corredor nacional', 'Domestic concourse', 'Couloir national', 'Corredor nacional'),
  internationalConcourse: L(
    'Corredor internacional',
    'International concourse',
    'Couloir international',
    'Corredor internacional',
  ),
  dutyFreeDepartures: L(
    'Duty free de salidas',
    'Departures duty free',
    'Duty free des départs',
    'Duty free de embarque',
  ),
  dutyFreeArrivals: L(
    'Duty free de llegadas',
    'Arrivals duty free',
    'Duty free des arrivées',
    'Duty free de desembarque',
  ),
  domesticArrivals: L('Llegadas nacionales', 'Domestic arrivals', 'Arrivées nationales', 'Desembarque nacional'),
  internationalArrivals: L(
    'Llegadas internacionales',
    'International arrivals',
    'Arrivées internationales',
    'Desembarque internacional',
  ),
  domesticBaggage: L(
    'Recogida de equipaje nacional',
    'Domestic baggage claim',
    'Livraison des bagages nationale',
    'Restituição de bagagem nacional',
  ),
  internationalBaggage: L(
    'Recogida de equipaje internacional',
    'International baggage claim',
    'Livraison des bagages internationale',
    'Restituição de bagagem internacional',
  ),
  publicMezzanine: L('Mezanine pública', 'Public mezzanine', 'Mezzanine publique', 'Mezanino público'),
  domesticMezzanine: L('Mezanine nacional', 'Domestic mezzanine', 'Mezzanine nationale', 'Mezanino nacional'),
  internationalMezzanine: L(
    'Mezanine internacional',
    'International mezzanine',
    'Mezzanine internationale',
    'Mezanino internacional',
  ),
  authorities: L(
    'Oficinas de autoridades',
    'Authorities’ offices',
    'Bureaux des autorités',
    'Escritórios das autoridades',
  ),
  t2Hall: L('Hall del terminal 2', 'Terminal 2 hall', 'Hall du terminal 2', 'Saguão do terminal 2'),
  t2Lounge: L(
    'Sala de espera del terminal 2',
    'Terminal 2 departures lounge',
    'Salle d’attente du terminal 2',
    'Sala de espera do terminal 2',
  ),
} as const;

const N = AREA_NAMES;

/**
 * Rooms named after a map point kind (build.ts names them from the maps' messages): the key is
 * `<point id>` of features/maps/plan.ts, so the point and its room share one name.
 */
function serviceRoom(key: string, rect: Rect, category: UnitCategory, side: string, restricted = false): UnitSpec {
  return { key, rect, category, side, ...(restricted ? { restricted } : {}), door: 2 };
}

function lift(key: string, rect: Rect, side: string, restricted = false): UnitSpec {
  return { key, rect, category: 'elevator', side, ...(restricted ? { restricted } : {}), door: 2 };
}

function escalator(key: string, rect: Rect, side: string, restricted = false): UnitSpec {
  return { key, rect, category: 'escalator', side, ...(restricted ? { restricted } : {}), door: 3 };
}

/** One waiting room per gate along a pier's apron side, split halfway between neighbouring gates. */
export interface PierGates {
  side: string;
  terminal: Terminal;
  /** Gate labels in order and the x of each (the maps' gate points). */
  gates: readonly { label: string; x: number }[];
  x1: number;
  x2: number;
  y1: number;
  y2: number;
}

export function gateRooms(pier: PierGates): UnitSpec[] {
  return pier.gates.map((gate, index) => {
    const previous = pier.gates[index - 1];
    const next = pier.gates[index + 1];
    const left = previous ? (previous.x + gate.x) / 2 : pier.x1;
    const right = next ? (next.x + gate.x) / 2 : pier.x2;
    return {
      key: `gate-${gate.label.toLowerCase()}`,
      rect: [Math.round(left * 10) / 10, pier.y1, Math.round(right * 10) / 10, pier.y2],
      category: 'waitingroom',
      side: pier.side,
      restricted: true,
      door: Math.min(4, (right - left) * 0.6),
    } satisfies UnitSpec;
  });
}

/** Where the maps draw gate N (features/maps/plan.ts gatePoints). */
export function pierGateXs(
  first: number,
  last: number,
  x1: number,
  x2: number,
  prefix = '',
): { label: string; x: number }[] {
  return Array.from({ length: last - first + 1 }, (_, i) => ({
    label: `${prefix}${first + i}`,
    x: Math.round((x1 + ((x2 - x1) * i) / (last - first)) * 10) / 10,
  }));
}

const HOLDROOM_Y = 268;

export const DOMESTIC_GATES = pierGateXs(1, 26, 40, 280);
export const INTERNATIONAL_GATES = pierGateXs(40, 66, 650, 870);
export const T2_GATES = Array.from({ length: 8 }, (_, i) => ({ label: `P${i + 1}`, x: 30 + (i + 1) * 18 }));

const dom = 'dom';
const intl = 'intl';

export const LEVELS: readonly LevelSpec[] = [
  // ---- Terminal 1, level 1: arrivals ----
  {
    key: 't1-1',
    terminal: 'T1',
    floor: 1,
    ordinal: 0,
    name: L('Nivel 1 · Llegadas', 'Level 1 · Arrivals', 'Niveau 1 · Arrivées', 'Nível 1 · Desembarque'),
    short: '1',
    outline: T1_MAIN,
    units: [
      { key: 't1-1-hall', rect: [280, 0, 660, 100], category: 'walkway', name: N.arrivalsHall, side: 'land' },
      serviceRoom('bathroom-arrivals-1', at(292, 60, 12, 16), 'restroom', 'land'),
      serviceRoom('bathroom-accessible-arrivals-1', at(648, 60, 12, 16), 'restroom.wheelchair', 'land'),
      serviceRoom('pet-bathroom-arrivals', at(560, 40, 12), 'room', 'land'),
      serviceRoom('luggage-storage', at(360, 80, 16, 12), 'room', 'land'),
      serviceRoom('lost-found', [412, 88, 428, 97], 'office', 'land'),
      serviceRoom('vaccination', [552, 84, 568, 97], 'firstaid', 'land'),
      serviceRoom('medical-service', [512, 74, 528, 88], 'firstaid', 'land'),
      {
        key: 'authorities-offices',
        rect: [460, 84, 490, 97],
        category: 'office',
        name: N.authorities,
        side: 'land',
        door: 2,
      },
      lift('lift-central-1', at(500, 70, 12), 'land'),
      escalator('escalator-central-1', at(430, 70, 20, 16), 'land'),
      {
        key: 'baggage-domestic',
        rect: [280, 100, 460, 180],
        category: 'walkway',
        side: 'arr-dom',
        restricted: true,
      },
      serviceRoom('bathroom-baggage-1', at(450, 150, 12), 'restroom', 'arr-dom', true),
      {
        key: 'baggage-international',
        rect: [460, 100, 610, 180],
        category: 'walkway',
        side: 'claim-intl',
        restricted: true,
      },
      {
        key: 'duty-free-arrivals',
        rect: [610, 100, 660, 150],
        category: 'walkway',
        name: N.dutyFreeArrivals,
        side: 'claim-intl',
        restricted: true,
      },
      {
        key: 'migration-arrivals',
        rect: [610, 150, 660, 180],
        category: 'room',
        side: 'arr-intl',
        restricted: true,
        linkedOnly: true,
      },
      {
        key: 't1-1-domestic-corridor',
        rect: [290, 180, 460, 200],
        category: 'walkway',
        name: N.domesticArrivals,
        side: 'arr-dom',
        restricted: true,
      },
      {
        key: 't1-1-international-corridor',
        rect: [460, 180, 640, 200],
        category: 'walkway',
        name: N.internationalArrivals,
        side: 'arr-intl',
        restricted: true,
      },
      {
        key: 't1-1-domestic-pier',
        rect: [30, 180, 290, 290],
        category: 'walkway',
        name: N.domesticArrivals,
        side: 'arr-dom',
        restricted: true,
      },
      escalator('escalator-domestic-arrivals-1', [150, 196, 166, 212], 'arr-dom', true),
      lift('lift-domestic-arrivals-1', [172, 198, 182, 208], 'arr-dom', true),
      {
        key: 't1-1-international-pier',
        rect: [640, 180, 880, 290],
        category: 'walkway',
        name: N.internationalArrivals,
        side: 'arr-intl',
        restricted: true,
      },
      escalator('escalator-international-arrivals-1', [740, 196, 756, 212], 'arr-intl', true),
      lift('lift-international-arrivals-1', [762, 198, 772, 208], 'arr-intl', true),
    ],
    links: [
      { a: 'baggage-domestic', b: 't1-1-hall', width: 12 },
      { a: 'baggage-international', b: 't1-1-hall', width: 12 },
      { a: 't1-1-international-corridor', b: 'migration-arrivals', width: 10 },
      { a: 't1-1-international-pier', b: 'migration-arrivals', width: 10 },
      { a: 'migration-arrivals', b: 'baggage-international', width: 10 },
    ],
    doors: [
      { unit: 't1-1-hall', x: 300, y: 0, width: 4, name: L('Puerta 1', 'Door 1', 'Porte 1', 'Porta 1') },
      { unit: 't1-1-hall', x: 380, y: 0, width: 4, name: L('Puerta 3', 'Door 3', 'Porte 3', 'Porta 3') },
      { unit: 't1-1-hall', x: 400, y: 0, width: 4, name: L('Puerta 4', 'Door 4', 'Porte 4', 'Porta 4') },
      { unit: 't1-1-hall', x: 440, y: 0, width: 6, name: L('Puerta 5', 'Door 5', 'Porte 5', 'Porta 5') },
      { unit: 't1-1-hall', x: 540, y: 0, width: 6, name: L('Puerta 8', 'Door 8', 'Porte 8', 'Porta 8') },
      { unit: 't1-1-hall', x: 600, y: 0, width: 6, name: L('Puerta 10', 'Door 10', 'Porte 10', 'Porta 10') },
      { unit: 't1-1-hall', x: 640, y: 0, width: 4, name: L('Puerta 11', 'Door 11', 'Porte 11', 'Porta 11') },
    ],
  },
  // ---- Terminal 1, level 2: departures and the gates ----
  {
    key: 't1-2',
    terminal: 'T1',
    floor: 2,
    ordinal: 1,
    name: L('Nivel 2 · Salidas', 'Level 2 · Departures', 'Niveau 2 · Départs', 'Nível 2 · Embarque'),
    short: '2',
    outline: T1_MAIN,
    units: [
      { key: 't1-2-hall', rect: [280, 0, 660, 130], category: 'walkway', name: N.departuresHall, side: 'land' },
      serviceRoom('check-in-a-d', [310, 95, 370, 125], 'room', 'land'),
      serviceRoom('check-in-e-h', [440, 98, 500, 124], 'room', 'land'),
      serviceRoom('check-in-j-m', [570, 95, 630, 125], 'room', 'land'),
      serviceRoom('bathroom-hall-north-2', at(295, 60, 18, 20), 'restroom', 'land'),
      serviceRoom('bathroom-hall-south-2', at(645, 60, 18, 20), 'restroom', 'land'),
      serviceRoom('bathroom-accessible-hall-2', at(520, 40, 16, 14), 'restroom.wheelchair', 'land'),
      serviceRoom('bathroom-family-hall-2', at(400, 40, 16, 14), 'restroom.family', 'land'),
      lift('lift-central-2', at(500, 70, 12), 'land'),
      escalator('escalator-central-2', at(430, 70, 20, 16), 'land'),
      escalator('escalator-south-2', [540, 64, 556, 80], 'land'),
      {
        key: 'security-domestic',
        rect: [280, 130, 330, 170],
        category: 'room',
        side: dom,
        restricted: true,
        linkedOnly: true,
      },
      {
        key: 't1-2-domestic-lounge',
        rect: [330, 130, 450, 170],
        category: 'walkway',
        name: N.domesticLounge,
        side: dom,
        restricted: true,
      },
      {
        key: 't1-2-domestic-concourse',
        rect: [290, 170, 450, 200],
        category: 'walkway',
        name: N.domesticConcourse,
        side: dom,
        restricted: true,
      },
      {
        key: 'duty-free-departures',
        rect: [450, 130, 610, 180],
        category: 'walkway',
        name: N.dutyFreeDepartures,
        side: intl,
        restricted: true,
      },
      {
        key: 'migration-departures',
        rect: [610, 130, 660, 150],
        category: 'room',
        side: intl,
        restricted: true,
        linkedOnly: true,
      },
      {
        key: 'security-international',
        rect: [610, 150, 660, 180],
        category: 'room',
        side: intl,
        restricted: true,
        linkedOnly: true,
      },
      {
        key: 't1-2-international-concourse',
        rect: [450, 180, 640, 200],
        category: 'walkway',
        name: N.internationalConcourse,
        side: intl,
        restricted: true,
      },
      {
        key: 't1-2-domestic-pier',
        rect: [30, 180, 290, HOLDROOM_Y],
        category: 'walkway',
        name: N.domesticPier,
        side: dom,
        restricted: true,
      },
      serviceRoom('bathroom-family-domestic-pier', at(50, 200, 16), 'restroom.family', dom, true),
      serviceRoom('bathroom-domestic-pier', at(120, 200, 16), 'restroom', dom, true),
      serviceRoom('bathroom-accessible-domestic-pier', at(220, 200, 16), 'restroom.wheelchair', dom, true),
      serviceRoom('pet-bathroom-domestic', at(100, 225, 12), 'room', dom, true),
      serviceRoom('nursing-room-domestic', [134, 246, 146, 258], 'mothersroom', dom, true),
      {
        key: 'food-court-domestic-south',
        rect: [36, 232, 92, 266],
        category: 'foodservice',
        side: dom,
        restricted: true,
        door: 8,
      },
      {
        key: 'food-court-domestic-north',
        rect: [220, 232, 280, 266],
        category: 'foodservice',
        side: dom,
        restricted: true,
        door: 8,
      },
      escalator('escalator-domestic-arrivals-2', [150, 196, 166, 212], dom, true),
      lift('lift-domestic-arrivals-2', [172, 198, 182, 208], dom, true),
      lift('lift-domestic-2', [194, 202, 206, 214], dom, true),
      escalator('escalator-domestic-mezzanine-2', [230, 204, 246, 220], dom, true),
      ...gateRooms({ side: dom, terminal: 'T1', gates: DOMESTIC_GATES, x1: 30, x2: 290, y1: HOLDROOM_Y, y2: 290 }),
      {
        key: 't1-2-international-pier',
        rect: [640, 180, 880, HOLDROOM_Y],
        category: 'walkway',
        name: N.internationalPier,
        side: intl,
        restricted: true,
      },
      serviceRoom('bathroom-accessible-international-pier', at(690, 200, 16), 'restroom.wheelchair', intl, true),
      serviceRoom('bathroom-international-pier', at(800, 200, 16), 'restroom', intl, true),
      serviceRoom('bathroom-family-international-pier', at(860, 200, 16), 'restroom.family', intl, true),
      serviceRoom('pet-bathroom-international', at(810, 225, 12), 'room', intl, true),
      serviceRoom('nursing-room-international', [774, 246, 786, 258], 'mothersroom', intl, true),
      {
        key: 'food-court-international-south',
        rect: [642, 232, 700, 266],
        category: 'foodservice',
        side: intl,
        restricted: true,
        door: 8,
      },
      {
        key: 'food-court-international-north',
        rect: [818, 232, 876, 266],
        category: 'foodservice',
        side: intl,
        restricted: true,
        door: 8,
      },
      escalator('escalator-international-arrivals-2', [740, 196, 756, 212], intl, true),
      lift('lift-international-arrivals-2', [762, 198, 772, 208], intl, true),
      lift('lift-international-2', [714, 202, 726, 214], intl, true),
      escalator('escalator-international-mezzanine-2', [730, 216, 746, 230], intl, true),
      ...gateRooms({
        side: intl,
        terminal: 'T1',
        gates: INTERNATIONAL_GATES,
        x1: 640,
        x2: 880,
        y1: HOLDROOM_Y,
        y2: 290,
      }),
    ],
    links: [
      { a: 't1-2-hall', b: 'security-domestic', width: 20 },
      { a: 'security-domestic', b: 't1-2-domestic-concourse', width: 20 },
      { a: 'security-domestic', b: 't1-2-domestic-lounge', width: 10 },
      { a: 't1-2-hall', b: 'migration-departures', width: 20 },
      { a: 'migration-departures', b: 'security-international', width: 20 },
      { a: 'security-international', b: 'duty-free-departures', width: 10 },
      { a: 'security-international', b: 't1-2-international-pier', width: 10 },
    ],
    doors: [
      { unit: 't1-2-hall', x: 330, y: 0, width: 6, name: L('Puerta 2', 'Door 2', 'Porte 2', 'Porta 2') },
      { unit: 't1-2-hall', x: 470, y: 0, width: 8, name: L('Puerta 5', 'Door 5', 'Porte 5', 'Porta 5') },
      { unit: 't1-2-hall', x: 610, y: 0, width: 6, name: L('Puerta 7', 'Door 7', 'Porte 7', 'Porta 7') },
    ],
  },
  // ---- Terminal 1, level 3: the public food court and the airside mezzanines ----
  {
    key: 't1-3',
    terminal: 'T1',
    floor: 3,
    ordinal: 2,
    name: L('Nivel 3 · Mezanine', 'Level 3 · Mezzanine', 'Niveau 3 · Mezzanine', 'Nível 3 · Mezanino'),
    short: '3',
    outline: T1_MEZZANINE,
    units: [
      { key: 't1-3-public', rect: [300, 60, 620, 160], category: 'walkway', name: N.publicMezzanine, side: 'land' },
      { key: 'food-court-public', rect: [400, 100, 540, 156], category: 'foodservice', side: 'land', door: 10 },
      serviceRoom('oratorio', at(340, 80, 16), 'room', 'land'),
      serviceRoom('notary', [392, 82, 408, 98], 'office', 'land'),
      serviceRoom('bathroom-food-court-3', at(580, 80, 16), 'restroom', 'land'),
      serviceRoom('bathroom-accessible-food-court-3', at(360, 140, 16, 12), 'restroom.wheelchair', 'land'),
      serviceRoom('nursing-room-food-court-3', at(600, 140, 12), 'mothersroom', 'land'),
      lift('lift-central-3', at(500, 70, 12), 'land'),
      escalator('escalator-central-3', at(430, 70, 20, 16), 'land'),
      escalator('escalator-south-3', [540, 64, 556, 80], 'land'),
      {
        key: 't1-3-domestic-mezzanine-a',
        rect: [300, 160, 450, 200],
        category: 'walkway',
        name: N.domesticMezzanine,
        side: dom,
        restricted: true,
      },
      {
        key: 't1-3-domestic-mezzanine',
        rect: [150, 200, 450, 260],
        category: 'walkway',
        name: N.domesticMezzanine,
        side: dom,
        restricted: true,
      },
      lift('lift-domestic-3', [194, 202, 206, 214], dom, true),
      escalator('escalator-domestic-mezzanine-3', [230, 204, 246, 220], dom, true),
      {
        key: 't1-3-international-mezzanine-a',
        rect: [450, 160, 620, 200],
        category: 'walkway',
        name: N.internationalMezzanine,
        side: intl,
        restricted: true,
      },
      {
        key: 't1-3-international-mezzanine',
        rect: [450, 200, 760, 260],
        category: 'walkway',
        name: N.internationalMezzanine,
        side: intl,
        restricted: true,
      },
      serviceRoom('rest-rooms', at(680, 240, 16), 'lounge', intl, true),
      lift('lift-international-3', [714, 202, 726, 214], intl, true),
      escalator('escalator-international-mezzanine-3', [730, 216, 746, 230], intl, true),
    ],
    links: [],
    doors: [],
  },
  // ---- Terminal 2 (Puente Aéreo): one level ----
  {
    key: 't2-1',
    terminal: 'T2',
    floor: 1,
    ordinal: 0,
    name: L('Nivel 1', 'Level 1', 'Niveau 1', 'Nível 1'),
    short: '1',
    outline: [
      [20, 0],
      [180, 0],
      [180, 80],
      [20, 80],
    ],
    units: [
      { key: 't2-hall', rect: [20, 0, 180, 40], category: 'walkway', name: N.t2Hall, side: 't2-land' },
      serviceRoom('t2-check-in', [125, 14, 155, 26], 'room', 't2-land'),
      serviceRoom('t2-bathroom', at(30, 30, 12), 'restroom', 't2-land'),
      serviceRoom('t2-baggage', [158, 22, 174, 34], 'room', 't2-land'),
      {
        key: 't2-security',
        rect: [80, 40, 100, 50],
        category: 'room',
        side: 't2-air',
        restricted: true,
        linkedOnly: true,
      },
      {
        key: 't2-lounge-west',
        rect: [20, 40, 80, 50],
        category: 'walkway',
        name: N.t2Lounge,
        side: 't2-air',
        restricted: true,
      },
      {
        key: 't2-lounge-east',
        rect: [100, 40, 180, 50],
        category: 'walkway',
        name: N.t2Lounge,
        side: 't2-air',
        restricted: true,
      },
      {
        key: 't2-lounge',
        rect: [20, 50, 180, 68],
        category: 'walkway',
        name: N.t2Lounge,
        side: 't2-air',
        restricted: true,
      },
      serviceRoom('t2-bathroom-accessible', at(160, 59, 12, 10), 'restroom.wheelchair', 't2-air', true),
      ...gateRooms({ side: 't2-air', terminal: 'T2', gates: T2_GATES, x1: 20, x2: 180, y1: 68, y2: 80 }),
    ],
    links: [
      { a: 't2-hall', b: 't2-security', width: 10 },
      { a: 't2-security', b: 't2-lounge', width: 10 },
      // Arrivals leave the airside beside the belts (one way: the graph lets nobody in here).
      { a: 't2-lounge-east', b: 't2-hall', width: 6 },
    ],
    doors: [
      { unit: 't2-hall', x: 100, y: 0, width: 6, name: L('Entrada', 'Entrance', 'Entrée', 'Entrada') },
      { unit: 't2-hall', x: 60, y: 0, width: 4, name: L('Taxis', 'Taxis', 'Taxis', 'Táxis') },
    ],
  },
];

/**
 * Which unit each directory zone's places belong to (build.ts keeps each place's anchor inside it).
 * Zones not listed keep the unit that holds the place's position.
 */
export const ZONE_UNITS: Record<string, string> = {
  'hall-check-in': 't1-2-hall',
  'hall-llegadas-nacionales': 't1-1-hall',
  'hall-llegadas-internacionales': 't1-1-hall',
  'oficinas-autoridades': 'authorities-offices',
  'plazoleta-publica': 'food-court-public',
  'muelle-nacional': 't1-2-domestic-pier',
  'plazoleta-nacional-sur': 'food-court-domestic-south',
  'plazoleta-nacional-norte': 'food-court-domestic-north',
  'muelle-internacional': 't1-2-international-pier',
  'plazoleta-internacional-sur': 'food-court-international-south',
  'plazoleta-internacional-norte': 'food-court-international-north',
  'duty-free-salidas': 'duty-free-departures',
  'duty-free-llegadas': 'duty-free-arrivals',
  'mezzanine-nacional': 't1-3-domestic-mezzanine',
  'mezzanine-internacional': 't1-3-international-mezzanine',
  'terminal-2-publica': 't2-hall',
  'terminal-2-salas': 't2-lounge',
};

/**
 * Where the directory's VIP lounges go (SPEC §9): rooms along the apron side of the airside mezzanines,
 * given in turn to the lounges of each zone (build.ts), each a `privatelounge` unit named after it.
 */
export const LOUNGE_SLOTS: Record<string, { level: string; side: string; rects: readonly Rect[] }> = {
  'mezzanine-nacional': {
    level: 't1-3',
    side: dom,
    rects: [
      [260, 230, 310, 256],
      [320, 230, 370, 256],
      [380, 230, 430, 256],
    ],
  },
  'mezzanine-internacional': {
    level: 't1-3',
    side: intl,
    rects: [
      [460, 228, 492, 256],
      [496, 228, 528, 256],
      [532, 228, 564, 256],
      [568, 228, 600, 256],
      [604, 228, 636, 256],
      [640, 228, 668, 256],
    ],
  },
};

/** Baggage belts (numbered as the flights data numbers them): fixtures in the baggage halls. */
export const BELTS: readonly { belt: number; level: string; rect: Rect }[] = [
  ...[1, 2, 3, 4, 5].map((belt, i) => ({ belt, level: 't1-1', rect: [297 + i * 30, 112, 303 + i * 30, 168] as Rect })),
  ...[6, 7, 8, 9, 10, 11, 12].map((belt, i) => ({
    belt,
    level: 't1-1',
    rect: [469 + i * 20, 112, 475 + i * 20, 168] as Rect,
  })),
  { belt: 13, level: 't2-1', rect: [160.5, 24, 163.5, 32] },
  { belt: 14, level: 't2-1', rect: [168.5, 24, 171.5, 32] },
];
