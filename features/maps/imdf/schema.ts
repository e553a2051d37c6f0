import { z } from 'zod';

/*
 * The Indoor Mapping Data Format (IMDF, OGC Community Standard 20-094) as this project implements it:
 * the feature types an airport venue needs, each a GeoJSON Feature with a UUID `id`, its `feature_type`,
 * its geometry and the properties the standard names. Pure and client-safe: no I/O.
 *
 * Coordinates are WGS 84 longitude/latitude in degrees (RFC 7946). Categories are checked for the
 * standard's form (lower-case words joined by dots) rather than against a closed list, so an operator's
 * archive that uses a category this project does not draw is still read; the lists below are the ones
 * the embedded model uses and the plans know how to draw.
 */

/** The feature types every archive must hold. */
export const REQUIRED_FEATURE_TYPES = [
  'address',
  'venue',
  'building',
  'footprint',
  'level',
  'unit',
  'opening',
  'amenity',
  'occupant',
  'anchor',
] as const;

/** Every feature type read: the required ones, then the optional fixture, section and kiosk. */
export const IMDF_FEATURE_TYPES = [...REQUIRED_FEATURE_TYPES, 'fixture', 'section', 'kiosk'] as const;
export type ImdfFeatureType = (typeof IMDF_FEATURE_TYPES)[number];

// ---- Building blocks ----------------------------------------------------------------------------

export const imdfIdSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'IMDF ids are UUIDs');
export type ImdfId = z.infer<typeof imdfIdSchema>;

/** `[longitude, latitude]` in degrees. */
export const positionSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
export type Position = z.infer<typeof positionSchema>;

export const pointSchema = z.object({ type: z.literal('Point'), coordinates: positionSchema });
export type PointGeometry = z.infer<typeof pointSchema>;

export const lineStringSchema = z.object({
  type: z.literal('LineString'),
  coordinates: z.array(positionSchema).min(2),
});
export type LineStringGeometry = z.infer<typeof lineStringSchema>;

/** A closed ring: at least four positions, the last repeating the first. */
const ringSchema = z
  .array(positionSchema)
  .min(4)
  .refine((ring) => {
    const first = ring[0];
    const last = ring[ring.length - 1];
    return !!first && !!last && first[0] === last[0] && first[1] === last[1];
  }, 'a polygon ring must end where it starts');

export const polygonSchema = z.object({ type: z.literal('Polygon'), coordinates: z.array(ringSchema).min(1) });
export type PolygonGeometry = z.infer<typeof polygonSchema>;

export const multiPolygonSchema = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(ringSchema).min(1)).min(1),
});
export type MultiPolygonGeometry = z.infer<typeof multiPolygonSchema>;

export const areaGeometrySchema = z.discriminatedUnion('type', [polygonSchema, multiPolygonSchema]);
export type AreaGeometry = z.infer<typeof areaGeometrySchema>;

/** A category or access value: lower-case words joined by dots ("restroom.wheelchair"). */
export const categorySchema = z.string().regex(/^[a-z0-9]+(\.[a-z0-9]+)*$/, 'IMDF categories are lower-case words');

/** Labels keyed by language tag (`{ es: 'Sala 12', en: 'Gate 12' }`); at least one. */
export const labelsSchema = z
  .record(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'labels are keyed by language tag'), z.string().min(1))
  .refine((labels) => Object.keys(labels).length > 0, 'labels need at least one language');
export type Labels = z.infer<typeof labelsSchema>;

const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

/** OSM-style opening hours ("Mo-Fr 05:00-21:00; Sa,Su 06:00-20:00", "24/7"). */
const hoursSchema = nullable(z.string().min(1));
const phoneSchema = nullable(z.string().min(1));
const websiteSchema = nullable(z.url());

function feature<T extends ImdfFeatureType, G extends z.ZodType, P extends z.ZodRawShape>(
  featureType: T,
  geometry: G,
  properties: P,
) {
  return z.object({
    id: imdfIdSchema,
    type: z.literal('Feature'),
    feature_type: z.literal(featureType),
    geometry,
    properties: z.object(properties),
  });
}

// ---- Categories this project draws ---------------------------------------------------------------

export const UNIT_CATEGORIES = [
  'walkway',
  'room',
  'lobby',
  'waitingroom',
  'foodservice',
  'restroom',
  'restroom.family',
  'restroom.wheelchair',
  'elevator',
  'escalator',
  'stairs',
  'lounge',
  'privatelounge',
  'mothersroom',
  'firstaid',
  'office',
  'retail',
  'nonpublic',
  'opentobelow',
  'parking',
  'unspecified',
] as const;

export const AMENITY_CATEGORIES = [
  'boardinggate.aircraft',
  'checkin.desk',
  'security',
  'immigration',
  'baggageclaim',
  'baggagecarousel',
  'baggagecarts',
  'baggagestorage',
  'restroom',
  'restroom.family',
  'restroom.wheelchair',
  'animalreliefarea',
  'mothersroom',
  'prayerroom',
  'firstaid',
  'healthscreening',
  'elevator',
  'escalator',
  'taxi',
  'bus',
  'train',
  'parking',
  'entry',
  'eatingdrinking',
  'lostandfound',
  'information',
  'wheelchairassist',
  'office',
  'sleepbox',
  'atm',
  'currencyexchange',
  'carrental',
] as const;

export const OCCUPANT_CATEGORIES = [
  'restaurant',
  'foodservice',
  'shopping',
  'dutyfreeshop',
  'lounge',
  'atm',
  'currencyexchange',
  'carrental',
  'airline',
  'government',
  'unspecified',
] as const;

// ---- Feature types -------------------------------------------------------------------------------

export const manifestSchema = z.object({
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  created: z.iso.datetime({ offset: true }),
  generated_by: nullable(z.string()),
  /** The archive's default language (its labels' first language), e.g. "es-CO". */
  language: z.string().min(2),
  extensions: nullable(z.array(z.string())),
});
export type ImdfManifest = z.infer<typeof manifestSchema>;

export const addressSchema = feature('address', z.null(), {
  address: z.string().min(1),
  unit: nullable(z.string()),
  locality: z.string().min(1),
  /** ISO 3166-2 subdivision ("CO-DC"). */
  province: nullable(z.string().regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/)),
  /** ISO 3166-1 alpha-2 ("CO"). */
  country: z.string().regex(/^[A-Z]{2}$/),
  postal_code: nullable(z.string()),
  postal_code_ext: nullable(z.string()),
  postal_code_vanity: nullable(z.string()),
});
export type ImdfAddress = z.infer<typeof addressSchema>;

export const venueSchema = feature('venue', areaGeometrySchema, {
  category: categorySchema,
  restriction: nullable(categorySchema),
  name: labelsSchema,
  alt_name: nullable(labelsSchema),
  hours: hoursSchema,
  phone: phoneSchema,
  website: websiteSchema,
  display_point: pointSchema,
  address_id: imdfIdSchema,
});
export type ImdfVenue = z.infer<typeof venueSchema>;

export const buildingSchema = feature('building', z.null(), {
  name: nullable(labelsSchema),
  alt_name: nullable(labelsSchema),
  category: categorySchema,
  restriction: nullable(categorySchema),
  display_point: nullable(pointSchema),
  address_id: nullable(imdfIdSchema),
});
export type ImdfBuilding = z.infer<typeof buildingSchema>;

export const footprintSchema = feature('footprint', areaGeometrySchema, {
  category: z.enum(['ground', 'aerial', 'subterranean']),
  name: nullable(labelsSchema),
  building_ids: z.array(imdfIdSchema).min(1),
});
export type ImdfFootprint = z.infer<typeof footprintSchema>;

export const levelSchema = feature('level', areaGeometrySchema, {
  category: categorySchema,
  restriction: nullable(categorySchema),
  outdoor: z.boolean(),
  /** 0 is the ground level; the order of levels in a building. */
  ordinal: z.number().int(),
  name: labelsSchema,
  short_name: labelsSchema,
  display_point: nullable(pointSchema),
  address_id: nullable(imdfIdSchema),
  building_ids: nullable(z.array(imdfIdSchema).min(1)),
});
export type ImdfLevel = z.infer<typeof levelSchema>;

export const unitSchema = feature('unit', areaGeometrySchema, {
  category: categorySchema,
  restriction: nullable(categorySchema),
  accessibility: nullable(z.array(categorySchema)),
  name: nullable(labelsSchema),
  alt_name: nullable(labelsSchema),
  display_point: nullable(pointSchema),
  level_id: imdfIdSchema,
});
export type ImdfUnit = z.infer<typeof unitSchema>;

export const openingSchema = feature('opening', lineStringSchema, {
  category: categorySchema,
  accessibility: nullable(z.array(categorySchema)),
  access_control: nullable(z.array(categorySchema)),
  door: nullable(
    z.object({
      type: nullable(categorySchema),
      automatic: nullable(z.boolean()),
      material: nullable(categorySchema),
    }),
  ),
  name: nullable(labelsSchema),
  alt_name: nullable(labelsSchema),
  display_point: nullable(pointSchema),
  level_id: imdfIdSchema,
});
export type ImdfOpening = z.infer<typeof openingSchema>;

export const amenitySchema = feature('amenity', pointSchema, {
  category: categorySchema,
  accessibility: nullable(z.array(categorySchema)),
  name: nullable(labelsSchema),
  alt_name: nullable(labelsSchema),
  hours: hoursSchema,
  phone: phoneSchema,
  website: websiteSchema,
  unit_ids: z.array(imdfIdSchema).min(1),
  address_id: nullable(imdfIdSchema),
  /**
   * Inside the site: the map's point id ("gate-12", "security-domestic"), which deep links use; in files:
   * the standard's UUID (point-ids.ts maps one to the other).
   */
  correlation_id: nullable(z.string().min(1)),
});
export type ImdfAmenity = z.infer<typeof amenitySchema>;

export const anchorSchema = feature('anchor', pointSchema, {
  address_id: nullable(imdfIdSchema),
  unit_id: imdfIdSchema,
});
export type ImdfAnchor = z.infer<typeof anchorSchema>;

export const occupantSchema = feature('occupant', z.null(), {
  name: labelsSchema,
  category: categorySchema,
  anchor_id: imdfIdSchema,
  hours: hoursSchema,
  phone: phoneSchema,
  website: websiteSchema,
  validity: nullable(
    z.object({
      start: nullable(z.string()),
      end: nullable(z.string()),
      modified: nullable(z.string()),
    }),
  ),
  /** Inside the site: the establishment's directory id ("1001"); in files: its UUID (point-ids.ts). */
  correlation_id: nullable(z.string().min(1)),
});
export type ImdfOccupant = z.infer<typeof occupantSchema>;

export const fixtureSchema = feature('fixture', areaGeometrySchema, {
  category: categorySchema,
  name: nullable(labelsSchema),
  alt_name: nullable(labelsSchema),
  anchor_id: nullable(imdfIdSchema),
  display_point: nullable(pointSchema),
  level_id: imdfIdSchema,
});
export type ImdfFixture = z.infer<typeof fixtureSchema>;

export const sectionSchema = feature('section', areaGeometrySchema, {
  category: categorySchema,
  restriction: nullable(categorySchema),
  accessibility: nullable(z.array(categorySchema)),
  name: nullable(labelsSchema),
  alt_name: nullable(labelsSchema),
  display_point: nullable(pointSchema),
  level_id: imdfIdSchema,
  address_id: nullable(imdfIdSchema),
  correlation_id: nullable(z.string().min(1)),
  parents: nullable(z.array(imdfIdSchema)),
});
export type ImdfSection = z.infer<typeof sectionSchema>;

export const kioskSchema = feature('kiosk', areaGeometrySchema, {
  name: nullable(labelsSchema),
  alt_name: nullable(labelsSchema),
  anchor_id: nullable(imdfIdSchema),
  level_id: imdfIdSchema,
  display_point: nullable(pointSchema),
});
export type ImdfKiosk = z.infer<typeof kioskSchema>;

export const FEATURE_SCHEMAS = {
  address: addressSchema,
  venue: venueSchema,
  building: buildingSchema,
  footprint: footprintSchema,
  level: levelSchema,
  unit: unitSchema,
  opening: openingSchema,
  amenity: amenitySchema,
  occupant: occupantSchema,
  anchor: anchorSchema,
  fixture: fixtureSchema,
  section: sectionSchema,
  kiosk: kioskSchema,
} as const satisfies Record<ImdfFeatureType, z.ZodType>;

export type ImdfFeatureOf<T extends ImdfFeatureType> = z.infer<(typeof FEATURE_SCHEMAS)[T]>;
export type ImdfFeature = ImdfFeatureOf<ImdfFeatureType>;

/** One feature file of the archive (`unit.geojson`). */
export interface ImdfFeatureCollection<T extends ImdfFeatureType = ImdfFeatureType> {
  type: 'FeatureCollection';
  name: T;
  features: ImdfFeatureOf<T>[];
}

/** The venue: the manifest and one list per feature type (fixture, section and kiosk may be absent). */
export interface ImdfArchive {
  manifest: ImdfManifest;
  address: ImdfAddress[];
  venue: ImdfVenue[];
  building: ImdfBuilding[];
  footprint: ImdfFootprint[];
  level: ImdfLevel[];
  unit: ImdfUnit[];
  opening: ImdfOpening[];
  amenity: ImdfAmenity[];
  occupant: ImdfOccupant[];
  anchor: ImdfAnchor[];
  fixture?: ImdfFixture[];
  section?: ImdfSection[];
  kiosk?: ImdfKiosk[];
}

// ---- Validation ------------------------------------------------------------------------------------

/** A refused archive: `featureType` and `featureId` name the feature at fault (the id when there is one). */
export class ImdfValidationError extends Error {
  constructor(
    readonly featureType: ImdfFeatureType | 'manifest',
    readonly featureId: string | null,
    readonly problem: string,
  ) {
    super(`IMDF ${featureType}${featureId ? ` ${featureId}` : ''}: ${problem}`);
    this.name = 'ImdfValidationError';
  }
}

function featuresOf(input: Record<string, unknown>, type: ImdfFeatureType): unknown[] | undefined {
  const value = input[type];
  if (value === undefined || value === null) return undefined;
  // A feature file as read from the archive, or the plain list.
  if (typeof value === 'object' && !Array.isArray(value) && 'features' in value) {
    const collection = value as { type?: unknown; features?: unknown };
    if (collection.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
      throw new ImdfValidationError(type, null, 'the file is not a GeoJSON FeatureCollection');
    }
    return collection.features;
  }
  if (!Array.isArray(value)) throw new ImdfValidationError(type, null, 'expected a list of features');
  return value;
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * Reads and checks an archive: each feature against its type's schema, then the references between
 * them. Throws an ImdfValidationError naming the feature type and id of the first fault: a missing
 * manifest or feature file, an invalid feature, a duplicate id, a reference to an unknown or wrong
 * feature (level_id, unit_id(s), anchor_id, address_id, building_ids), a level without units.
 */
export function validateImdfArchive(input: unknown): ImdfArchive {
  if (typeof input !== 'object' || input === null) {
    throw new ImdfValidationError('manifest', null, 'the archive is not an object');
  }
  const raw = input as Record<string, unknown>;
  const manifest = manifestSchema.safeParse(raw.manifest);
  if (!manifest.success) throw new ImdfValidationError('manifest', null, describeIssue(manifest.error));

  const parsed: Partial<Record<ImdfFeatureType, ImdfFeature[]>> = {};
  const seen = new Map<string, ImdfFeatureType>();
  for (const type of IMDF_FEATURE_TYPES) {
    const list = featuresOf(raw, type);
    if (list === undefined) {
      if ((REQUIRED_FEATURE_TYPES as readonly string[]).includes(type)) {
        throw new ImdfValidationError(type, null, `the archive has no ${type} features file`);
      }
      continue;
    }
    const features: ImdfFeature[] = [];
    for (const [index, item] of list.entries()) {
      const id =
        typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string'
          ? (item as { id: string }).id
          : `#${index}`;
      const result = FEATURE_SCHEMAS[type].safeParse(item);
      if (!result.success) throw new ImdfValidationError(type, id, describeIssue(result.error));
      const other = seen.get(result.data.id);
      if (other) throw new ImdfValidationError(type, id, `duplicate id (also a ${other})`);
      seen.set(result.data.id, type);
      features.push(result.data);
    }
    parsed[type] = features;
  }

  const archive = { manifest: manifest.data, ...parsed } as ImdfArchive;
  checkReferences(archive, seen);
  return archive;
}

function checkReferences(archive: ImdfArchive, seen: Map<string, ImdfFeatureType>): void {
  const expect = (
    type: ImdfFeatureType,
    id: string,
    field: string,
    target: string | null | undefined,
    wanted: ImdfFeatureType,
  ) => {
    if (target === null || target === undefined) return;
    const found = seen.get(target);
    if (found !== wanted) {
      throw new ImdfValidationError(
        type,
        id,
        found ? `${field} ${target} is a ${found}, not a ${wanted}` : `${field} ${target} is an unknown ${wanted}`,
      );
    }
  };
  if (archive.venue.length !== 1) {
    throw new ImdfValidationError('venue', archive.venue[1]?.id ?? null, 'an archive holds exactly one venue');
  }
  for (const venue of archive.venue) expect('venue', venue.id, 'address_id', venue.properties.address_id, 'address');
  for (const building of archive.building) {
    expect('building', building.id, 'address_id', building.properties.address_id, 'address');
  }
  for (const footprint of archive.footprint) {
    for (const id of footprint.properties.building_ids) {
      expect('footprint', footprint.id, 'building_ids', id, 'building');
    }
  }
  for (const level of archive.level) {
    expect('level', level.id, 'address_id', level.properties.address_id, 'address');
    for (const id of level.properties.building_ids ?? []) expect('level', level.id, 'building_ids', id, 'building');
  }
  const levelsWithUnits = new Set<string>();
  for (const unit of archive.unit) {
    expect('unit', unit.id, 'level_id', unit.properties.level_id, 'level');
    levelsWithUnits.add(unit.properties.level_id);
  }
  for (const level of archive.level) {
    if (!levelsWithUnits.has(level.id)) throw new ImdfValidationError('level', level.id, 'the level has no units');
  }
  for (const opening of archive.opening) {
    expect('opening', opening.id, 'level_id', opening.properties.level_id, 'level');
  }
  for (const amenity of archive.amenity) {
    for (const id of amenity.properties.unit_ids) expect('amenity', amenity.id, 'unit_ids', id, 'unit');
    expect('amenity', amenity.id, 'address_id', amenity.properties.address_id, 'address');
  }
  for (const anchor of archive.anchor) {
    expect('anchor', anchor.id, 'unit_id', anchor.properties.unit_id, 'unit');
    expect('anchor', anchor.id, 'address_id', anchor.properties.address_id, 'address');
  }
  for (const occupant of archive.occupant) {
    expect('occupant', occupant.id, 'anchor_id', occupant.properties.anchor_id, 'anchor');
  }
  for (const fixture of archive.fixture ?? []) {
    expect('fixture', fixture.id, 'level_id', fixture.properties.level_id, 'level');
    expect('fixture', fixture.id, 'anchor_id', fixture.properties.anchor_id, 'anchor');
  }
  for (const section of archive.section ?? []) {
    expect('section', section.id, 'level_id', section.properties.level_id, 'level');
    expect('section', section.id, 'address_id', section.properties.address_id, 'address');
    for (const id of section.properties.parents ?? []) expect('section', section.id, 'parents', id, 'section');
  }
  for (const kiosk of archive.kiosk ?? []) {
    expect('kiosk', kiosk.id, 'level_id', kiosk.properties.level_id, 'level');
    expect('kiosk', kiosk.id, 'anchor_id', kiosk.properties.anchor_id, 'anchor');
  }
}

/** The features of one type as a GeoJSON FeatureCollection (one file of the archive). */
export function featureCollection<T extends ImdfFeatureType>(archive: ImdfArchive, type: T): ImdfFeatureCollection<T> {
  const features = (archive[type] ?? []) as ImdfFeatureOf<T>[];
  return { type: 'FeatureCollection', name: type, features };
}

// ---- The API's input ------------------------------------------------------------------------------

/** `GET /api/v2/maps/imdf`: the whole archive (zip), or one feature type as a FeatureCollection. */
export const imdfQuerySchema = z.object({
  feature: z
    .enum(IMDF_FEATURE_TYPES, { error: `Use one of: ${IMDF_FEATURE_TYPES.join(', ')}` })
    .optional()
    .meta({ description: 'One feature type as a GeoJSON FeatureCollection; absent: the whole archive as a zip' }),
});
export type ImdfQuery = z.infer<typeof imdfQuerySchema>;

/** Any feature of the archive (the FeatureCollection's items), for the API description. */
export const imdfFeatureSchema = z.union(IMDF_FEATURE_TYPES.map((type) => FEATURE_SCHEMAS[type]));

export const imdfFeatureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  name: z.enum(IMDF_FEATURE_TYPES),
  features: z.array(imdfFeatureSchema),
});
