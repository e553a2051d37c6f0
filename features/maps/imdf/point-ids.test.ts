// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { embeddedImdfArchive, embeddedPointIds } from './embedded';
import { locatePoint } from './lookup';
import { pointCorrelationId, withPointIds, withStandardCorrelationIds } from './point-ids';
import { imdfIdSchema, validateImdfArchive } from './schema';

describe('point ids in IMDF files', () => {
  it('writes every correlation id as a stable UUID and reads the known ones back as point ids', () => {
    const archive = embeddedImdfArchive();
    const standard = withStandardCorrelationIds(archive);
    for (const feature of [...standard.amenity, ...standard.occupant]) {
      expect(imdfIdSchema.safeParse(feature.properties.correlation_id).success).toBe(true);
    }
    expect(pointCorrelationId('gate-12')).toBe(pointCorrelationId('gate-12'));
    expect(pointCorrelationId('gate-12')).not.toBe(pointCorrelationId('gate-13'));
    expect(locatePoint(standard, 'gate-12')).toBeUndefined();

    const read = withPointIds(validateImdfArchive(structuredClone(standard)), embeddedPointIds());
    expect(read.amenity.map((amenity) => amenity.properties.correlation_id)).toEqual(
      archive.amenity.map((amenity) => amenity.properties.correlation_id),
    );
    expect(locatePoint(read, 'gate-12')?.unit.properties.name?.es).toBe('Sala 12');
    expect(locatePoint(read, '1001')?.source).toBe('occupant');
  });

  it('leaves a correlation UUID it does not know as it is', () => {
    const archive = structuredClone(embeddedImdfArchive());
    archive.amenity[0]!.properties.correlation_id = '22222222-2222-4222-8222-222222222222';
    expect(withPointIds(archive, []).amenity[0]?.properties.correlation_id).toBe(
      '22222222-2222-4222-8222-222222222222',
    );
    expect(withStandardCorrelationIds(archive).amenity[0]?.properties.correlation_id).toBe(
      '22222222-2222-4222-8222-222222222222',
    );
  });
});
