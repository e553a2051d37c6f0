import { placeLabelLevels, type Box, type LabelCandidate, type LevelLabel } from './labels';
import { polylabel, ringArea } from '../plane';
import type { Geometry, Labels, Position, Project, RenderArchive, RenderUnit } from './types';

/*
 * One level of an IMDF archive as a drawing in plan metres: unit shapes styled by category, the
 * level's outline (walls), openings (doors in the walls), amenity icons and the labels that fit at
 * each zoom level. Pure: the SVG markup is written by components/floor-plan.tsx.
 */

/** How a unit is filled (DESIGN.md tokens in maps.module.scss). */
export const UNIT_STYLES = [
  'walkway',
  'gate',
  'food',
  'shop',
  'lounge',
  'service',
  'restroom',
  'vertical',
  'nonpublic',
  'void',
  'room',
] as const;
export type UnitStyle = (typeof UNIT_STYLES)[number];

/** IMDF unit categories (OGC 20-094 "Unit" category list) to the plan's styles. */
export function unitStyle(category: string): UnitStyle {
  const base = category.split('.')[0] ?? category;
  if (['walkway', 'lobby', 'unenclosedarea', 'movingwalkway', 'footbridge', 'platform', 'terrace'].includes(base))
    return 'walkway';
  if (base === 'waitingroom' || base === 'gatearea' || base === 'boardinggate') return 'gate';
  if (base === 'foodservice' || base === 'kitchen' || base === 'eatingdrinking') return 'food';
  if (base === 'retail' || base === 'shop' || base === 'store') return 'shop';
  if (base === 'lounge' || base === 'privatelounge' || base === 'recreation') return 'lounge';
  if (base === 'restroom' || base === 'shower' || base === 'mothersroom') return 'restroom';
  if (['elevator', 'escalator', 'stairs', 'steps', 'ramp'].includes(base)) return 'vertical';
  if (['nonpublic', 'structure', 'storage', 'serverroom', 'mailroom', 'column', 'office'].includes(base))
    return 'nonpublic';
  if (base === 'opentobelow') return 'void';
  if (
    [
      'security',
      'checkin',
      'baggageclaim',
      'immigration',
      'customs',
      'firstaid',
      'information',
      'ticketing',
      'groundtransportation',
    ].includes(base)
  )
    return 'service';
  return 'room';
}

/** Amenity categories that say what a plain room or walkway is (a security filter, a gate's lounge…). */
const AMENITY_STYLES: Record<string, UnitStyle> = {
  security: 'service',
  immigration: 'service',
  checkin: 'service',
  baggageclaim: 'service',
  baggagecarousel: 'service',
  boardinggate: 'gate',
  eatingdrinking: 'food',
};

function amenityStyles(archive: RenderArchive): Map<string, UnitStyle> {
  const styles = new Map<string, UnitStyle>();
  for (const amenity of archive.amenity ?? []) {
    const style = AMENITY_STYLES[amenity.properties.category.split('.')[0] ?? ''];
    if (style) for (const id of amenity.properties.unit_ids) if (!styles.has(id)) styles.set(id, style);
  }
  return styles;
}

/** Occupant categories (the directory's places) to the plan's styles. */
const OCCUPANT_STYLES: Record<string, UnitStyle> = {
  restaurant: 'food',
  foodservice: 'food',
  shopping: 'shop',
  dutyfreeshop: 'shop',
  lounge: 'lounge',
};

function occupantsByUnit(archive: RenderArchive) {
  const units = new Map((archive.anchor ?? []).map((anchor) => [anchor.id, anchor.properties.unit_id]));
  const byUnit = new Map<string, NonNullable<RenderArchive['occupant']>[number]>();
  for (const occupant of archive.occupant ?? []) {
    const unit = units.get(occupant.properties.anchor_id);
    if (unit && !byUnit.has(unit)) byUnit.set(unit, occupant);
  }
  return byUnit;
}

/** A room or unspecified unit takes the style its amenity gives it; walkways and drawn kinds keep theirs. */
function upgrade(style: UnitStyle, fromAmenity: UnitStyle | undefined): UnitStyle {
  return fromAmenity && (style === 'room' || style === 'nonpublic' || style === 'shop') ? fromAmenity : style;
}

/** Label priority and size (metres at zoom 1) per style: halls and piers first, then the filters, gates… */
const LABELS: Partial<Record<UnitStyle, { priority: number; size: number }>> = {
  walkway: { priority: 90, size: 11 },
  service: { priority: 80, size: 8 },
  food: { priority: 70, size: 8 },
  gate: { priority: 60, size: 7 },
  lounge: { priority: 50, size: 6.5 },
  room: { priority: 30, size: 6 },
  shop: { priority: 20, size: 5.5 },
};

export const ICON_KINDS = [
  'restroom',
  'lift',
  'escalator',
  'stairs',
  'info',
  'medical',
  'atm',
  'cart',
  'baby',
  'pet',
  'prayer',
  'transport',
  'parking',
  'wheelchair',
  'luggage',
  'food',
] as const;
export type IconKind = (typeof ICON_KINDS)[number];

/** IMDF amenity (or unit) categories to the plan's icons; others draw no icon. */
export function iconKind(category: string): IconKind | undefined {
  const base = category.split('.')[0] ?? category;
  const table: Record<string, IconKind> = {
    restroom: 'restroom',
    elevator: 'lift',
    escalator: 'escalator',
    movingwalkway: 'escalator',
    stairs: 'stairs',
    information: 'info',
    guestservices: 'info',
    firstaid: 'medical',
    healthscreening: 'medical',
    atm: 'atm',
    changemachine: 'atm',
    baggagecarts: 'cart',
    babychanging: 'baby',
    mothersroom: 'baby',
    lactation: 'baby',
    animalreliefarea: 'pet',
    prayerroom: 'prayer',
    chapel: 'prayer',
    groundtransportation: 'transport',
    bus: 'transport',
    taxi: 'transport',
    train: 'transport',
    parking: 'parking',
    wheelchairassist: 'wheelchair',
    baggagestorage: 'luggage',
    foodservice: 'food',
  };
  return table[base];
}

export interface DrawnUnit {
  id: string;
  style: UnitStyle;
  /** SVG path data in plan metres. */
  d: string;
  name?: string;
  /** Its label point. */
  x: number;
  y: number;
}

export interface DrawnIcon {
  id: string;
  kind: IconKind;
  x: number;
  y: number;
}

export interface FloorDrawing {
  levelId: string;
  /** The level's outline (walls). */
  outline: string;
  units: DrawnUnit[];
  /** Openings (doors) as path data. */
  openings: string;
  icons: DrawnIcon[];
  /** The labels and the zoom levels each is shown at (./labels.ts: a constant size on screen). */
  labels: LevelLabel[];
  /** Ids of the units that have a label candidate (drawn as links with their names). */
  labelled: string[];
  /** The unit of the selected point, when it is on this level. */
  selected?: string;
}

/** The label id of the selected point's own name. */
export const SELECTED_LABEL = 'selected-point';

/** The label in the visitor's language, else Spanish, English or the first one given. */
export function labelText(labels: Labels | null | undefined, locale: string): string | undefined {
  if (!labels) return undefined;
  return labels[locale] ?? labels.es ?? labels.en ?? Object.values(labels)[0];
}

const r1 = (value: number) => Math.round(value * 10) / 10;

function ringPath(ring: readonly Position[], project: Project, close: boolean): string {
  const points = ring.map((position) => project(position)).map(([x, y]) => `${r1(x)} ${r1(y)}`);
  if (points.length === 0) return '';
  // A closed GeoJSON ring repeats its first position: `Z` closes it instead.
  if (close && points.length > 1 && points[0] === points[points.length - 1]) points.pop();
  return `M${points[0]}${points.length > 1 ? `L${points.slice(1).join(' ')}` : ''}${close ? 'Z' : ''}`;
}

export function geometryPath(geometry: Geometry | null, project: Project): string {
  if (!geometry) return '';
  switch (geometry.type) {
    case 'Polygon':
      return geometry.coordinates.map((ring) => ringPath(ring, project, true)).join('');
    case 'MultiPolygon':
      return geometry.coordinates.flatMap((polygon) => polygon.map((ring) => ringPath(ring, project, true))).join('');
    case 'LineString':
      return ringPath(geometry.coordinates, project, false);
    case 'MultiLineString':
      return geometry.coordinates.map((line) => ringPath(line, project, false)).join('');
    default:
      return '';
  }
}

/** The outer rings of a (multi)polygon, in plan metres. */
export function outerRings(geometry: Geometry | null, project: Project): [number, number][][] {
  if (!geometry) return [];
  if (geometry.type === 'Polygon') return geometry.coordinates.slice(0, 1).map((ring) => ring.map(project));
  if (geometry.type === 'MultiPolygon')
    return geometry.coordinates.flatMap((polygon) => polygon.slice(0, 1)).map((ring) => ring.map(project));
  return [];
}

/** A unit's label point: its display point, else the pole of inaccessibility of its largest polygon (inside it). */
function unitPoint(unit: RenderUnit, project: Project): [number, number] {
  const display = unit.properties.display_point;
  if (display) return project(display.coordinates);
  const geometry = unit.geometry;
  const polygons =
    geometry?.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry?.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];
  const projected = polygons.map((rings) => rings.map((ring) => ring.map(project)));
  const area = (rings: [number, number][][]) => Math.abs(ringArea(rings[0] ?? []));
  const largest = projected.reduce<[number, number][][] | undefined>(
    (best, rings) => (!best || area(rings) > area(best) ? rings : best),
    undefined,
  );
  return largest ? polylabel(largest, 0.25) : [0, 0];
}

/** "Sala 12" → "12", "Gate P3" → "P3": the last word when it holds a digit. */
export function shortName(name: string): string | undefined {
  const last = name.trim().split(/\s+/).pop();
  return last && /\d/.test(last) && last !== name.trim() ? last : undefined;
}

export function buildFloor(
  archive: RenderArchive,
  levelId: string,
  project: Project,
  {
    locale,
    width,
    height,
    selected,
    extra = [],
  }: {
    locale: string;
    width: number;
    height: number;
    /** More label candidates: the names of the floor's places drawn as points (restaurants, shops). */
    extra?: readonly LabelCandidate[];
    /** The selected point's unit, labelled before all others; and the point's own name and place, labelled first. */
    selected?: { unit: string; at?: readonly number[]; name?: Labels };
  },
): FloorDrawing {
  const level = archive.level.find((candidate) => candidate.id === levelId);
  const units: DrawnUnit[] = [];
  const candidates: LabelCandidate[] = [];
  const icons: DrawnIcon[] = [];
  const unitIds = new Set<string>();
  const amenityStyle = amenityStyles(archive);
  const occupants = occupantsByUnit(archive);
  for (const unit of archive.unit) {
    if (unit.properties.level_id !== levelId) continue;
    unitIds.add(unit.id);
    const occupant = occupants.get(unit.id);
    const style = upgrade(
      unitStyle(unit.properties.category),
      amenityStyle.get(unit.id) ?? (occupant ? OCCUPANT_STYLES[occupant.properties.category] : undefined),
    );
    const [x, y] = unitPoint(unit, project);
    // An occupied unit is named by its occupant when it has no name of its own (IMDF puts shop names there).
    const name = labelText(unit.properties.name, locale) ?? labelText(occupant?.properties.name, locale);
    units.push({
      id: unit.id,
      style,
      d: geometryPath(unit.geometry, project),
      ...(name ? { name } : {}),
      x: r1(x),
      y: r1(y),
    });
    const label = LABELS[style];
    if (name && label) {
      const short = labelText(unit.properties.alt_name, locale) ?? shortName(name);
      // The selected unit is labelled first, so a deep link always shows its name.
      const placing = unit.id === selected?.unit ? { ...label, priority: 99 } : label;
      candidates.push({ id: unit.id, text: name, ...(short ? { short } : {}), x, y, ...placing });
    }
  }
  const iconAt = new Set<string>();
  for (const amenity of archive.amenity ?? []) {
    const kind = iconKind(amenity.properties.category);
    if (!kind || !amenity.properties.unit_ids.some((id) => unitIds.has(id))) continue;
    const at =
      amenity.geometry?.type === 'Point'
        ? project(amenity.geometry.coordinates)
        : (units.find((unit) => amenity.properties.unit_ids.includes(unit.id)) ?? { x: 0, y: 0 });
    const [x, y] = Array.isArray(at) ? at : [at.x, at.y];
    icons.push({ id: amenity.id, kind, x: r1(x), y: r1(y) });
    for (const id of amenity.properties.unit_ids) iconAt.add(id);
  }
  // Restrooms, lifts and escalators drawn as units carry their icon even without an amenity.
  for (const unit of units) {
    const kind = iconKind(archive.unit.find((u) => u.id === unit.id)?.properties.category ?? '');
    if (kind && !iconAt.has(unit.id) && (unit.style === 'restroom' || unit.style === 'vertical'))
      icons.push({ id: unit.id, kind, x: unit.x, y: unit.y });
  }
  const selectedName = labelText(selected?.name, locale);
  if (selected?.at && selectedName && unitIds.has(selected.unit)) {
    const [x, y] = project(selected.at);
    candidates.push({ id: SELECTED_LABEL, text: selectedName, x, y: y - 6, priority: 100, size: 8, force: true });
  }
  // A place already named by its unit's label is not named twice.
  const named = new Set(candidates.map((candidate) => candidate.text.toLowerCase()));
  candidates.push(...extra.filter((candidate) => !named.has(candidate.text.toLowerCase())));
  const bounds: Box = { x1: 0, y1: 0, x2: width, y2: height };
  const iconBox = (icon: DrawnIcon, size: number): Box => ({
    x1: icon.x - size / 2,
    y1: icon.y - size / 2,
    x2: icon.x + size / 2,
    y2: icon.y + size / 2,
  });
  const openings = (archive.opening ?? [])
    .filter((opening) => opening.properties.level_id === levelId)
    .map((opening) => geometryPath(opening.geometry, project))
    .join('');
  return {
    levelId,
    outline: level ? geometryPath(level.geometry, project) : '',
    units,
    openings,
    icons,
    labels: placeLabelLevels(candidates, {
      bounds,
      obstacles: (pixelsPerMetre) => icons.map((icon) => iconBox(icon, ICON_PX / pixelsPerMetre)),
    }),
    labelled: candidates.map((candidate) => candidate.id).filter((id) => id !== SELECTED_LABEL && unitIds.has(id)),
    ...(selected && unitIds.has(selected.unit) ? { selected: selected.unit } : {}),
  };
}

/** An amenity icon's side in metres at zoom 1. */
export const ICON_SIZE = 7;

/** An amenity icon's side on screen, CSS pixels (counter-scaled like the labels). */
export const ICON_PX = 18;
