import { stableUuid } from './geo';
import type { ImdfArchive } from './schema';

/*
 * The map's point ids in IMDF files. Inside the site an amenity's or occupant's `correlation_id` holds
 * the map's point id (a service point's slug such as `gate-12`, or an establishment's directory id such
 * as `1001`), so deep links find their place in whichever archive is served (lookup.ts). The standard
 * types `correlation_id` as a UUID, so the files the site writes carry `pointCorrelationId(id)`, a
 * stable UUID derived from the point id, and the files it reads are mapped back for the ids it knows.
 * An operator's archive links its features to the site's points with the same UUIDs (the served
 * archive lists them). Pure.
 */

export const pointCorrelationId = (pointId: string): string => stableUuid(`eldorado:point:${pointId}`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function mapCorrelationIds(archive: ImdfArchive, map: (id: string) => string): ImdfArchive {
  return {
    ...archive,
    amenity: archive.amenity.map((amenity) => {
      const id = amenity.properties.correlation_id;
      return id ? { ...amenity, properties: { ...amenity.properties, correlation_id: map(id) } } : amenity;
    }),
    occupant: archive.occupant.map((occupant) => {
      const id = occupant.properties.correlation_id;
      return id ? { ...occupant, properties: { ...occupant.properties, correlation_id: map(id) } } : occupant;
    }),
  };
}

/** The archive as the standard writes it: every correlation id a UUID. */
export function withStandardCorrelationIds(archive: ImdfArchive): ImdfArchive {
  return mapCorrelationIds(archive, (id) => (UUID.test(id) ? id : pointCorrelationId(id)));
}

/** A read archive with the correlation UUIDs of known point ids turned back into those ids. */
export function withPointIds(archive: ImdfArchive, known: Iterable<string>): ImdfArchive {
  const byUuid = new Map([...known].map((pointId) => [pointCorrelationId(pointId), pointId]));
  return mapCorrelationIds(archive, (id) => byUuid.get(id.toLowerCase()) ?? id);
}
