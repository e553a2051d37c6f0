import { establishmentRows } from '@/features/establishments/server/db/seed-data/establishments';
import { ZONES } from '@/features/establishments/server/db/seed-data/zones';
import { SERVICE_POINTS, type Localized, type ServiceKind, type ServicePoint, type Terminal } from '../../plan';
import { planPolygon, rectRing, stableUuid, toLngLat, type Rect } from '../geo';
import type {
  ImdfAddress,
  ImdfAmenity,
  ImdfAnchor,
  ImdfArchive,
  ImdfBuilding,
  ImdfFixture,
  ImdfFootprint,
  ImdfLevel,
  ImdfOccupant,
  ImdfOpening,
  ImdfSection,
  ImdfUnit,
  ImdfVenue,
  Labels,
  PointGeometry,
} from '../schema';
import { AREA_NAMES, BELTS, FRAMES, LEVELS, LOUNGE_SLOTS, ZONE_UNITS, type LevelSpec, type UnitSpec } from './layout';
import { KIND_DETAIL_NAMES, KIND_NAMES } from './names';

/*
 * Builds the embedded IMDF archive from the layout (layout.ts), the maps' service points
 * (features/maps/plan.ts: their slugs are kept as the amenities' `correlation_id`) and the directory's
 * seed (each establishment an occupant with an anchor in its unit; its directory id is the occupant's
 * `correlation_id`). Deterministic: the same ids on every build.
 */

/** When this model was drawn (the manifest's `created`; changes only when the model does). */
export const EMBEDDED_MODEL_DATE = '2026-11-28T00:00:00Z';

const LANGS = ['es', 'en', 'fr', 'pt'] as const;

const id = (type: string, key: string) => stableUuid(`eldorado:${type}:${key}`);

function kindName(kind: ServiceKind, detail?: string): Labels {
  const template = detail ? KIND_DETAIL_NAMES[kind] : undefined;
  const labels: Labels = {};
  for (const lang of LANGS)
    labels[lang] = template ? template[lang].replace('{detail}', detail ?? '') : KIND_NAMES[kind][lang];
  return labels;
}

const labels = (localized: Localized): Labels => ({ ...localized });

const AMENITY_CATEGORY: Record<ServiceKind, string> = {
  gate: 'boardinggate.aircraft',
  'check-in': 'checkin.desk',
  security: 'security',
  migration: 'immigration',
  baggage: 'baggageclaim',
  bathroom: 'restroom',
  'bathroom-family': 'restroom.family',
  'bathroom-accessible': 'restroom.wheelchair',
  'pet-bathroom': 'animalreliefarea',
  'nursing-room': 'mothersroom',
  oratorio: 'prayerroom',
  medical: 'firstaid',
  lift: 'elevator',
  escalator: 'escalator',
  taxi: 'taxi',
  'luggage-cart': 'baggagecarts',
  transmilenio: 'bus.muni',
  bus: 'bus',
  parking: 'parking',
  entrance: 'entry',
  'food-court': 'eatingdrinking',
  'luggage-storage': 'baggagestorage',
  notary: 'office',
  'lost-found': 'lostandfound',
  vaccination: 'healthscreening',
  'rest-rooms': 'sleepbox',
  'info-desk': 'information',
  wheelchairs: 'wheelchairassist',
};

/** Occupant category by the directory's business type id (lib/server/db/seed-data/business-types.ts). */
const OCCUPANT_CATEGORY: Record<number, string> = {
  1: 'restaurant',
  2: 'shopping',
  3: 'airline',
  5: 'government',
  7: 'currencyexchange',
  8: 'carrental',
  9: 'atm',
  10: 'lounge',
};

const DAYS: Record<string, string> = { L: 'Mo', M: 'Tu', X: 'We', J: 'Th', V: 'Fr', S: 'Sa', D: 'Su' };

/** The directory's weekly schedule in the OSM opening-hours form IMDF uses. */
export function osmHours(schedule: readonly { days: string; opens: string; closes: string }[]): string | null {
  if (schedule.length === 0) return null;
  if (schedule.length === 1 && schedule[0]?.days === 'LMXJVSD' && schedule[0].opens === '00:00') {
    if (schedule[0].closes === '24:00') return '24/7';
  }
  return schedule
    .map(({ days, opens, closes }) => {
      const letters = [...days].map((day) => DAYS[day] ?? day);
      const order = 'LMXJVSD';
      const contiguous = [...days].every(
        (day, i) => i === 0 || order.indexOf(day) === order.indexOf(days[i - 1] ?? '') + 1,
      );
      const dayPart =
        letters.length === 7
          ? 'Mo-Su'
          : contiguous && letters.length > 2
            ? `${letters[0]}-${letters.at(-1)}`
            : letters.join(',');
      return `${dayPart} ${opens}-${closes}`;
    })
    .join('; ');
}

const point = (terminal: Terminal, x: number, y: number): PointGeometry => ({
  type: 'Point',
  coordinates: toLngLat(FRAMES[terminal], [x, y]),
});

const area = ([x1, y1, x2, y2]: Rect) => (x2 - x1) * (y2 - y1);
const inRect = ([x1, y1, x2, y2]: Rect, x: number, y: number) => x >= x1 && x <= x2 && y >= y1 && y <= y2;
/** `inner` lies inside `outer`, clear of its edges (so it can be a hole in it). */
const strictlyInside = (inner: Rect, outer: Rect) =>
  inner[0] > outer[0] && inner[1] > outer[1] && inner[2] < outer[2] && inner[3] < outer[3];

type Segment = readonly [readonly [number, number], readonly [number, number]];

/** The edge two touching rectangles share (length > 0), or null. */
function sharedEdge(a: Rect, b: Rect): Segment | null {
  const overlap = (a1: number, a2: number, b1: number, b2: number) => [Math.max(a1, b1), Math.min(a2, b2)] as const;
  for (const [ax, bx] of [
    [a[2], b[0]],
    [a[0], b[2]],
  ] as const) {
    if (ax === bx) {
      const [lo, hi] = overlap(a[1], a[3], b[1], b[3]);
      if (hi - lo > 0.5)
        return [
          [ax, lo],
          [ax, hi],
        ];
    }
  }
  for (const [ay, by] of [
    [a[3], b[1]],
    [a[1], b[3]],
  ] as const) {
    if (ay === by) {
      const [lo, hi] = overlap(a[0], a[2], b[0], b[2]);
      if (hi - lo > 0.5)
        return [
          [lo, ay],
          [hi, ay],
        ];
    }
  }
  return null;
}

/** A door of `width` metres centred on a segment (the whole segment when it is shorter). */
function centred([[x1, y1], [x2, y2]]: Segment, width: number): Segment {
  const length = Math.hypot(x2 - x1, y2 - y1);
  if (length <= width)
    return [
      [x1, y1],
      [x2, y2],
    ];
  const t = (length - width) / 2 / length;
  const r = (v: number) => Math.round(v * 100) / 100;
  return [
    [r(x1 + (x2 - x1) * t), r(y1 + (y2 - y1) * t)],
    [r(x2 - (x2 - x1) * t), r(y2 - (y2 - y1) * t)],
  ];
}

const isWalkway = (unit: UnitSpec) => unit.category === 'walkway';

/** For a room inside a walkway: the door on the edge with the most clear space in front of it. */
function holeDoor(room: Rect, host: Rect): Segment {
  const [x1, y1, x2, y2] = room;
  const edges: [number, Segment][] = [
    [
      y1 - host[1],
      [
        [x1, y1],
        [x2, y1],
      ],
    ],
    [
      host[3] - y2,
      [
        [x1, y2],
        [x2, y2],
      ],
    ],
    [
      x1 - host[0],
      [
        [x1, y1],
        [x1, y2],
      ],
    ],
    [
      host[2] - x2,
      [
        [x2, y1],
        [x2, y2],
      ],
    ],
  ];
  edges.sort((a, b) => b[0] - a[0]);
  return (edges[0] as [number, Segment])[1];
}

interface Built {
  level: LevelSpec;
  spec: UnitSpec;
  unit: ImdfUnit;
  holes: UnitSpec[];
  host?: UnitSpec;
}

function displayPoint(spec: UnitSpec, holes: readonly UnitSpec[]): [number, number] {
  const [x1, y1, x2, y2] = spec.rect;
  const cy = (y1 + y2) / 2;
  for (const fraction of [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8]) {
    const x = x1 + (x2 - x1) * fraction;
    for (const y of [cy, y1 + (y2 - y1) * 0.25, y1 + (y2 - y1) * 0.75, y1 + 2, y2 - 2]) {
      if (!holes.some((hole) => inRect(hole.rect, x, y))) return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
    }
  }
  return [(x1 + x2) / 2, cy];
}

const POINTS_BY_ID = new Map<string, ServicePoint>(SERVICE_POINTS.map((p) => [p.id, p]));

function unitName(spec: UnitSpec): Labels | null {
  if (spec.name) return labels(spec.name);
  const servicePoint = POINTS_BY_ID.get(spec.key);
  if (servicePoint) return kindName(servicePoint.kind, servicePoint.detail);
  if (spec.category === 'elevator') return kindName('lift');
  if (spec.category === 'escalator') return kindName('escalator');
  return null;
}

function buildUnits(layout: readonly LevelSpec[], levelIds: Map<string, string>): Built[] {
  const built: Built[] = [];
  for (const level of layout) {
    const frame = FRAMES[level.terminal];
    for (const spec of level.units) {
      const holes = level.units.filter((other) => other !== spec && strictlyInside(other.rect, spec.rect));
      const host = level.units
        .filter((other) => other !== spec && strictlyInside(spec.rect, other.rect))
        .sort((a, b) => area(a.rect) - area(b.rect))[0];
      const [dx, dy] = displayPoint(spec, holes);
      const unit: ImdfUnit = {
        id: id('unit', spec.key),
        type: 'Feature',
        feature_type: 'unit',
        geometry: planPolygon(frame, [rectRing(spec.rect), ...holes.map((hole) => rectRing(hole.rect))]),
        properties: {
          category: spec.category,
          restriction: spec.restricted ? 'restricted' : null,
          accessibility:
            spec.category === 'elevator' || spec.category === 'restroom.wheelchair' ? ['wheelchair'] : null,
          name: unitName(spec),
          alt_name: null,
          display_point: point(level.terminal, dx, dy),
          level_id: levelIds.get(level.key) as string,
        },
      };
      built.push({ level, spec, unit, holes, ...(host ? { host } : {}) });
    }
  }
  return built;
}

function opening(
  level: LevelSpec,
  levelId: string,
  key: string,
  segment: Segment,
  category: string,
  name: Localized | null = null,
): ImdfOpening {
  const frame = FRAMES[level.terminal];
  const [[x1, y1], [x2, y2]] = segment;
  return {
    id: id('opening', `${level.key}:${key}`),
    type: 'Feature',
    feature_type: 'opening',
    geometry: { type: 'LineString', coordinates: [toLngLat(frame, [x1, y1]), toLngLat(frame, [x2, y2])] },
    properties: {
      category,
      accessibility: null,
      access_control: null,
      door: null,
      name: name ? labels(name) : null,
      alt_name: null,
      display_point: point(level.terminal, (x1 + x2) / 2, (y1 + y2) / 2),
      level_id: levelId,
    },
  };
}

function buildOpenings(
  layout: readonly LevelSpec[],
  levelIds: Map<string, string>,
  units: readonly Built[],
): ImdfOpening[] {
  const openings: ImdfOpening[] = [];
  for (const level of layout) {
    const levelId = levelIds.get(level.key) as string;
    const mine = units.filter((entry) => entry.level === level);
    const byKey = new Map(mine.map((entry) => [entry.spec.key, entry.spec]));
    // Walkways of one side, joined along their whole shared edge.
    for (const [i, a] of mine.entries()) {
      for (const b of mine.slice(i + 1)) {
        if (!isWalkway(a.spec) || !isWalkway(b.spec) || a.spec.side !== b.spec.side) continue;
        const edge = sharedEdge(a.spec.rect, b.spec.rect);
        if (edge) openings.push(opening(level, levelId, `${a.spec.key}|${b.spec.key}`, edge, 'pedestrian'));
      }
    }
    // Each room: a door onto the walkway it sits in, or onto the walkway of its side it touches most.
    for (const entry of mine) {
      const { spec } = entry;
      if (isWalkway(spec) || spec.linkedOnly) continue;
      const width = spec.door ?? 2;
      if (entry.host) {
        openings.push(
          opening(
            level,
            levelId,
            `${spec.key}|door`,
            centred(holeDoor(spec.rect, entry.host.rect), width),
            'pedestrian',
          ),
        );
        continue;
      }
      const edges = mine
        .filter((other) => isWalkway(other.spec) && other.spec.side === spec.side)
        .map((other) => sharedEdge(spec.rect, other.spec.rect))
        .filter((edge): edge is Segment => edge !== null)
        .sort(
          (a, b) => Math.hypot(b[1][0] - b[0][0], b[1][1] - b[0][1]) - Math.hypot(a[1][0] - a[0][0], a[1][1] - a[0][1]),
        );
      const edge = edges[0];
      if (!edge) throw new Error(`Embedded IMDF: room ${spec.key} opens onto no walkway`);
      openings.push(opening(level, levelId, `${spec.key}|door`, centred(edge, width), 'pedestrian'));
    }
    for (const link of level.links) {
      const a = byKey.get(link.a);
      const b = byKey.get(link.b);
      const edge = a && b ? sharedEdge(a.rect, b.rect) : null;
      if (!edge) throw new Error(`Embedded IMDF: ${link.a} and ${link.b} do not touch`);
      openings.push(opening(level, levelId, `${link.a}|${link.b}`, centred(edge, link.width), 'pedestrian'));
    }
    for (const door of level.doors) {
      const segment: Segment = [
        [door.x - door.width / 2, door.y],
        [door.x + door.width / 2, door.y],
      ];
      openings.push(
        opening(level, levelId, `exterior:${door.x}:${door.y}`, segment, 'pedestrian.principal', door.name),
      );
    }
  }
  return openings;
}

/** The smallest unit of a level that holds a plan point. */
function unitAt(units: readonly Built[], levelKey: string, x: number, y: number): Built | undefined {
  return units
    .filter((entry) => entry.level.key === levelKey && inRect(entry.spec.rect, x, y))
    .sort((a, b) => area(a.spec.rect) - area(b.spec.rect))[0];
}

/**
 * The unit that holds a plan point and the point itself, moved a few centimetres into the unit when
 * it lies on an edge (a point on an edge is in no unit, or in two).
 */
function settle(
  units: readonly Built[],
  levelKey: string,
  x: number,
  y: number,
): { holder?: Built; x: number; y: number } {
  const holder = unitAt(units, levelKey, x, y);
  if (!holder) return { x, y };
  const [x1, y1, x2, y2] = holder.spec.rect;
  const nudge = (v: number, lo: number, hi: number) => (v <= lo ? lo + 0.3 : v >= hi ? hi - 0.3 : v);
  let at: [number, number] = [nudge(x, x1, x2), nudge(y, y1, y2)];
  // Off the edge of any room that is a hole in it, too.
  for (const hole of holder.holes) {
    const [hx1, hy1, hx2, hy2] = hole.rect;
    if (at[0] >= hx1 - 0.3 && at[0] <= hx2 + 0.3 && at[1] >= hy1 - 0.3 && at[1] <= hy2 + 0.3) {
      at = [at[0], at[1] < (hy1 + hy2) / 2 ? hy1 - 0.5 : hy2 + 0.5];
    }
  }
  return { holder, x: at[0], y: at[1] };
}

const levelKeyOf = (terminal: Terminal, floor: number) =>
  LEVELS.find((level) => level.terminal === terminal && level.floor === floor)?.key;

function buildAmenities(units: readonly Built[]): ImdfAmenity[] {
  return SERVICE_POINTS.map((servicePoint) => {
    const levelKey = levelKeyOf(servicePoint.terminal, servicePoint.floor);
    const { holder, x, y } = levelKey
      ? settle(units, levelKey, servicePoint.x, servicePoint.y)
      : { holder: undefined, x: 0, y: 0 };
    if (!holder) throw new Error(`Embedded IMDF: no unit holds the point ${servicePoint.id}`);
    return {
      id: id('amenity', servicePoint.id),
      type: 'Feature',
      feature_type: 'amenity',
      geometry: point(servicePoint.terminal, x, y),
      properties: {
        category: AMENITY_CATEGORY[servicePoint.kind],
        accessibility:
          servicePoint.kind === 'lift' || servicePoint.kind === 'bathroom-accessible' ? ['wheelchair'] : null,
        name: kindName(servicePoint.kind, servicePoint.detail),
        alt_name: null,
        hours: null,
        phone: null,
        website: null,
        unit_ids: [holder.unit.id],
        address_id: null,
        correlation_id: servicePoint.id,
      },
    } satisfies ImdfAmenity;
  });
}

/** A place of a walkway's zone that falls in one of its rooms moves beside the room (the walkway side). */
function outOfHoles(unit: Built, x: number, y: number): [number, number] {
  let at: [number, number] = [x, y];
  for (let round = 0; round < 3; round++) {
    const hole = unit.holes.find(({ rect }) => inRect(rect, at[0], at[1]));
    if (!hole) break;
    const [, hy1, , hy2] = hole.rect;
    const [, uy1, , uy2] = unit.spec.rect;
    at = [at[0], hy1 - uy1 > uy2 - hy2 ? hy1 - 1 : hy2 + 1];
  }
  return at;
}

function clampInto([x1, y1, x2, y2]: Rect, x: number, y: number, margin = 1.5): [number, number] {
  return [Math.min(Math.max(x, x1 + margin), x2 - margin), Math.min(Math.max(y, y1 + margin), y2 - margin)];
}

function buildOccupants(units: readonly Built[]): { anchors: ImdfAnchor[]; occupants: ImdfOccupant[] } {
  const anchors: ImdfAnchor[] = [];
  const occupants: ImdfOccupant[] = [];
  for (const row of establishmentRows()) {
    const zone = ZONES[row.zone as keyof typeof ZONES];
    const terminal = (row.terminal ?? zone.terminal) as Terminal;
    const levelKey = levelKeyOf(terminal, row.floor ?? zone.floor);
    if (!levelKey) throw new Error(`Embedded IMDF: establishment ${row.id} is on no level`);
    const lounge = units.find((entry) => entry.spec.key === `lounge-${row.id}`);
    const zoneUnit = lounge ?? units.find((entry) => entry.spec.key === ZONE_UNITS[row.zone as string]);
    const [px, py] = lounge
      ? [(lounge.spec.rect[0] + lounge.spec.rect[2]) / 2, (lounge.spec.rect[1] + lounge.spec.rect[3]) / 2]
      : zoneUnit
        ? clampInto(zoneUnit.spec.rect, row.mapX ?? zone.x, row.mapY ?? zone.y)
        : [row.mapX ?? zone.x, row.mapY ?? zone.y];
    const [qx, qy] = zoneUnit ? outOfHoles(zoneUnit, px, py) : [px, py];
    const { holder, x, y } = settle(units, levelKey, qx, qy);
    if (!holder) throw new Error(`Embedded IMDF: no unit holds establishment ${row.id}`);
    const anchorId = id('anchor', `establishment-${row.id}`);
    anchors.push({
      id: anchorId,
      type: 'Feature',
      feature_type: 'anchor',
      geometry: point(terminal, x, y),
      properties: { address_id: null, unit_id: holder.unit.id },
    });
    occupants.push({
      id: id('occupant', `establishment-${row.id}`),
      type: 'Feature',
      feature_type: 'occupant',
      geometry: null,
      properties: {
        name: { es: row.name },
        category: OCCUPANT_CATEGORY[row.businessTypeId] ?? 'unspecified',
        anchor_id: anchorId,
        hours: osmHours(row.schedule ?? []),
        phone: row.phone ?? null,
        website: row.website ?? null,
        validity: null,
        correlation_id: String(row.id),
      },
    });
  }
  return { anchors, occupants };
}

const VIP_LOUNGE = 10;

/** The layout with one `privatelounge` unit per VIP lounge of the directory, in its zone's slots. */
function withLounges(): LevelSpec[] {
  const added = new Map<string, UnitSpec[]>();
  const used = new Map<string, number>();
  for (const row of establishmentRows().filter((candidate) => candidate.businessTypeId === VIP_LOUNGE)) {
    const slots = LOUNGE_SLOTS[row.zone as string];
    const index = used.get(row.zone as string) ?? 0;
    const rect = slots?.rects[index];
    if (!slots || !rect) continue;
    used.set(row.zone as string, index + 1);
    const list = added.get(slots.level) ?? [];
    list.push({
      key: `lounge-${row.id}`,
      rect,
      category: 'privatelounge',
      name: { es: row.name, en: row.name, fr: row.name, pt: row.name },
      side: slots.side,
      restricted: true,
      door: 3,
    });
    added.set(slots.level, list);
  }
  return LEVELS.map((level) => ({ ...level, units: [...level.units, ...(added.get(level.key) ?? [])] }));
}

/** The baggage belts as IMDF fixtures (category `baggagecarousel`, named "Banda N"). */
function buildFixtures(levelIds: Map<string, string>): ImdfFixture[] {
  return BELTS.map(({ belt, level, rect }) => {
    const spec = LEVELS.find((candidate) => candidate.key === level) as LevelSpec;
    return {
      id: id('fixture', `belt-${belt}`),
      type: 'Feature',
      feature_type: 'fixture',
      geometry: planPolygon(FRAMES[spec.terminal], [rectRing(rect)]),
      properties: {
        category: 'baggagecarousel',
        name: { es: `Banda ${belt}`, en: `Belt ${belt}`, fr: `Tapis ${belt}`, pt: `Esteira ${belt}` },
        alt_name: null,
        anchor_id: null,
        display_point: point(spec.terminal, (rect[0] + rect[2]) / 2, (rect[1] + rect[3]) / 2),
        level_id: levelIds.get(level) as string,
      },
    };
  });
}

/**
 * The Airport guidance's sections (OGC 20-094): check-in, security, immigration and baggage claim areas,
 * each over the unit that holds it, named as the unit.
 */
const SECTION_CATEGORY: Record<string, string> = {
  'check-in-a-d': 'checkin',
  'check-in-e-h': 'checkin',
  'check-in-j-m': 'checkin',
  't2-check-in': 'checkin',
  'security-domestic': 'security',
  'security-international': 'security',
  't2-security': 'security',
  'migration-departures': 'immigration',
  'migration-arrivals': 'immigration',
  'baggage-domestic': 'baggageclaim',
  'baggage-international': 'baggageclaim',
  't2-baggage': 'baggageclaim',
};

function buildSections(units: readonly Built[]): ImdfSection[] {
  return units
    .filter((entry) => SECTION_CATEGORY[entry.spec.key])
    .map((entry) => ({
      id: id('section', entry.spec.key),
      type: 'Feature',
      feature_type: 'section',
      geometry: planPolygon(FRAMES[entry.level.terminal], [rectRing(entry.spec.rect)]),
      properties: {
        category: SECTION_CATEGORY[entry.spec.key] as string,
        restriction: entry.unit.properties.restriction,
        accessibility: null,
        name: entry.unit.properties.name,
        alt_name: null,
        display_point: entry.unit.properties.display_point,
        level_id: entry.unit.properties.level_id,
        address_id: null,
        correlation_id: null,
        parents: null,
      },
    }));
}

const VENUE_NAME: Localized = {
  es: 'Aeropuerto Internacional El Dorado',
  en: 'El Dorado International Airport',
  fr: 'Aéroport international El Dorado',
  pt: 'Aeroporto Internacional El Dorado',
};

export function buildEmbeddedArchive(): ImdfArchive {
  const addressId = id('address', 'eldorado');
  const address: ImdfAddress = {
    id: addressId,
    type: 'Feature',
    feature_type: 'address',
    geometry: null,
    properties: {
      address: 'Avenida Calle 26 # 103-09',
      unit: null,
      locality: 'Bogotá',
      province: 'CO-DC',
      country: 'CO',
      postal_code: '110911',
      postal_code_ext: null,
      postal_code_vanity: null,
    },
  };
  const buildingIds: Record<Terminal, string> = { T1: id('building', 'T1'), T2: id('building', 'T2') };
  const outlineOf = (terminal: Terminal) =>
    (LEVELS.find((level) => level.terminal === terminal && level.ordinal === 0) as LevelSpec).outline;
  const buildings: ImdfBuilding[] = (['T1', 'T2'] as const).map((terminal) => ({
    id: buildingIds[terminal],
    type: 'Feature',
    feature_type: 'building',
    geometry: null,
    properties: {
      name: labels(
        terminal === 'T1'
          ? { es: 'Terminal 1', en: 'Terminal 1', fr: 'Terminal 1', pt: 'Terminal 1' }
          : {
              es: 'Terminal 2 (Puente Aéreo)',
              en: 'Terminal 2 (Puente Aéreo)',
              fr: 'Terminal 2 (Puente Aéreo)',
              pt: 'Terminal 2 (Puente Aéreo)',
            },
      ),
      alt_name: null,
      category: 'unspecified',
      restriction: null,
      display_point: point(terminal, terminal === 'T1' ? 470 : 100, terminal === 'T1' ? 100 : 40),
      address_id: addressId,
    },
  }));
  const footprints: ImdfFootprint[] = (['T1', 'T2'] as const).map((terminal) => ({
    id: id('footprint', terminal),
    type: 'Feature',
    feature_type: 'footprint',
    geometry: planPolygon(FRAMES[terminal], [outlineOf(terminal)]),
    properties: { category: 'ground', name: null, building_ids: [buildingIds[terminal]] },
  }));
  const venue: ImdfVenue = {
    id: id('venue', 'eldorado'),
    type: 'Feature',
    feature_type: 'venue',
    geometry: {
      type: 'MultiPolygon',
      coordinates: footprints.map((footprint) =>
        footprint.geometry.type === 'Polygon' ? footprint.geometry.coordinates : [],
      ),
    },
    properties: {
      category: 'airport.intl',
      restriction: null,
      name: labels(VENUE_NAME),
      alt_name: { es: 'BOG', en: 'BOG' },
      hours: '24/7',
      phone: '+57 601 266 2000',
      website: null,
      display_point: point('T1', 470, 60),
      address_id: addressId,
    },
  };
  const levelIds = new Map(LEVELS.map((level) => [level.key, id('level', level.key)]));
  const levels: ImdfLevel[] = LEVELS.map((level) => ({
    id: levelIds.get(level.key) as string,
    type: 'Feature',
    feature_type: 'level',
    geometry: planPolygon(FRAMES[level.terminal], [level.outline]),
    properties: {
      category: 'unspecified',
      restriction: null,
      outdoor: false,
      ordinal: level.ordinal,
      name: labels(level.name),
      short_name: { es: level.short, en: level.short, fr: level.short, pt: level.short },
      display_point: null,
      address_id: null,
      building_ids: [buildingIds[level.terminal]],
    },
  }));
  const layout = withLounges();
  const units = buildUnits(layout, levelIds);
  const openings = buildOpenings(layout, levelIds, units);
  const fixtures = buildFixtures(levelIds);
  const sections = buildSections(units);
  const amenities = buildAmenities(units);
  const { anchors, occupants } = buildOccupants(units);
  return {
    manifest: {
      version: '1.0.0',
      created: EMBEDDED_MODEL_DATE,
      generated_by: 'El Dorado website (embedded model, features/maps/imdf/embedded)',
      language: 'es-CO',
      extensions: null,
    },
    address: [address],
    venue: [venue],
    building: buildings,
    footprint: footprints,
    level: levels,
    unit: units.map((entry) => entry.unit),
    opening: openings,
    amenity: amenities,
    occupant: occupants,
    anchor: anchors,
    fixture: fixtures,
    section: sections,
  };
}

/** The layout key of each unit id (the embedded model only): lets tests and tools name units. */
export function embeddedUnitKeys(): Map<string, string> {
  return new Map(
    withLounges().flatMap((level) => level.units.map((unit) => [id('unit', unit.key), unit.key] as const)),
  );
}

export { AREA_NAMES };

/** Every point id the site knows (service point slugs and directory ids): read archives map them back. */
export function embeddedPointIds(): string[] {
  return [
    ...SERVICE_POINTS.map((servicePoint) => servicePoint.id),
    ...establishmentRows().map((row) => String(row.id)),
  ];
}
