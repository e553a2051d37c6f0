// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildEmbeddedArchive } from './embedded/build';
import { featureCollection, ImdfValidationError, validateImdfArchive, type ImdfArchive } from './schema';

/** A fresh, valid archive to break (deep copy: the tests change it). */
const fresh = (): ImdfArchive => structuredClone(buildEmbeddedArchive());

function refusal(input: unknown): ImdfValidationError {
  try {
    validateImdfArchive(input);
  } catch (error) {
    if (error instanceof ImdfValidationError) return error;
    throw error;
  }
  throw new Error('the archive was accepted');
}

describe('validateImdfArchive', () => {
  it('accepts the archive as feature files (FeatureCollections) as well as lists', () => {
    const archive = fresh();
    const files = {
      manifest: archive.manifest,
      ...Object.fromEntries(
        (
          [
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
          ] as const
        ).map((type) => [type, featureCollection(archive, type)]),
      ),
    };
    expect(validateImdfArchive(files).unit).toHaveLength(archive.unit.length);
  });

  it('refuses a unit on an unknown level, naming the unit', () => {
    const archive = fresh();
    const unit = archive.unit[5]!;
    unit.properties.level_id = '00000000-0000-4000-8000-000000000000';
    const error = refusal(archive);
    expect(error.featureType).toBe('unit');
    expect(error.featureId).toBe(unit.id);
    expect(error.message).toContain(`unit ${unit.id}`);
    expect(error.message).toContain('level_id 00000000-0000-4000-8000-000000000000 is an unknown level');
  });

  it('refuses a reference to a feature of the wrong type', () => {
    const archive = fresh();
    const anchor = archive.anchor[0]!;
    anchor.properties.unit_id = archive.level[0]!.id;
    const error = refusal(archive);
    expect([error.featureType, error.featureId]).toEqual(['anchor', anchor.id]);
    expect(error.message).toContain('is a level, not a unit');
  });

  it('refuses unknown unit_ids, anchor_id, address_id and building_ids', () => {
    const unknown = '11111111-1111-4111-8111-111111111111';
    const cases: [string, (archive: ImdfArchive) => string][] = [
      ['amenity', (a) => ((a.amenity[3]!.properties.unit_ids = [unknown]), a.amenity[3]!.id)],
      ['occupant', (a) => ((a.occupant[7]!.properties.anchor_id = unknown), a.occupant[7]!.id)],
      ['venue', (a) => ((a.venue[0]!.properties.address_id = unknown), a.venue[0]!.id)],
      ['level', (a) => ((a.level[1]!.properties.building_ids = [unknown]), a.level[1]!.id)],
      ['footprint', (a) => ((a.footprint[0]!.properties.building_ids = [unknown]), a.footprint[0]!.id)],
      ['opening', (a) => ((a.opening[2]!.properties.level_id = unknown), a.opening[2]!.id)],
    ];
    for (const [type, breakIt] of cases) {
      const archive = fresh();
      const id = breakIt(archive);
      const error = refusal(archive);
      expect([error.featureType, error.featureId], type).toEqual([type, id]);
      expect(error.message).toContain(unknown);
    }
  });

  it('refuses a duplicate id, naming the second feature', () => {
    const archive = fresh();
    const copy = structuredClone(archive.unit[0]!);
    archive.opening[0]!.id = copy.id;
    const error = refusal(archive);
    expect(error.featureType).toBe('opening');
    expect(error.featureId).toBe(copy.id);
    expect(error.message).toContain('duplicate id (also a unit)');
  });

  it('refuses a level without units', () => {
    const archive = fresh();
    const level = archive.level.find((candidate) => candidate.properties.short_name.es === '3')!;
    archive.unit = archive.unit.filter((unit) => unit.properties.level_id !== level.id);
    const units = new Set(archive.unit.map((unit) => unit.id));
    archive.amenity = archive.amenity.filter((amenity) => amenity.properties.unit_ids.every((id) => units.has(id)));
    const anchors = archive.anchor.filter((anchor) => units.has(anchor.properties.unit_id));
    const anchorIds = new Set(anchors.map((anchor) => anchor.id));
    archive.anchor = anchors;
    archive.occupant = archive.occupant.filter((occupant) => anchorIds.has(occupant.properties.anchor_id));
    const error = refusal(archive);
    expect([error.featureType, error.featureId]).toEqual(['level', level.id]);
    expect(error.message).toContain('the level has no units');
  });

  it('refuses an invalid feature, naming it and the property', () => {
    const archive = fresh();
    const unit = archive.unit[2]!;
    (unit as { geometry: unknown }).geometry = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
        ],
      ],
    };
    const error = refusal(archive);
    expect([error.featureType, error.featureId]).toEqual(['unit', unit.id]);
    expect(error.message).toMatch(/geometry/);

    const other = fresh();
    (other.amenity[0] as { id: string }).id = 'not-a-uuid';
    expect(refusal(other).message).toContain('IMDF amenity not-a-uuid: id: IMDF ids are UUIDs');
  });

  it('refuses a missing feature file or manifest', () => {
    const archive: Partial<ImdfArchive> = fresh();
    delete archive.opening;
    expect(refusal(archive).message).toBe('IMDF opening: the archive has no opening features file');
    const noManifest: Partial<ImdfArchive> = fresh();
    delete noManifest.manifest;
    expect(refusal(noManifest).featureType).toBe('manifest');
    expect(refusal('nonsense').featureType).toBe('manifest');
  });
});
