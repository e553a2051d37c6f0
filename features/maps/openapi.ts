import { errorResponses, type OpenApiRegistry } from '@/lib/http/openapi';
import {
  addressSchema,
  amenitySchema,
  anchorSchema,
  buildingSchema,
  footprintSchema,
  imdfFeatureCollectionSchema,
  imdfQuerySchema,
  levelSchema,
  manifestSchema,
  occupantSchema,
  openingSchema,
  unitSchema,
  venueSchema,
} from './imdf/schema';

const CACHE_NOTE =
  'Cacheable for an hour (`ETag`, `If-None-Match` answers 304). The archive is the embedded model of El Dorado ' +
  "drawn by the project, or the operator's IMDF archive when the site is configured with one (docs/maps.md).";

export function registerMapsApi(registry: OpenApiRegistry): void {
  registry.registerTag('maps', 'The terminals as an indoor map (IMDF, OGC Community Standard 20-094)');
  registry.registerSchema('ImdfManifest', manifestSchema);
  registry.registerSchema('ImdfAddress', addressSchema);
  registry.registerSchema('ImdfVenue', venueSchema);
  registry.registerSchema('ImdfBuilding', buildingSchema);
  registry.registerSchema('ImdfFootprint', footprintSchema);
  registry.registerSchema('ImdfLevel', levelSchema);
  registry.registerSchema('ImdfUnit', unitSchema);
  registry.registerSchema('ImdfOpening', openingSchema);
  registry.registerSchema('ImdfAmenity', amenitySchema);
  registry.registerSchema('ImdfOccupant', occupantSchema);
  registry.registerSchema('ImdfAnchor', anchorSchema);
  registry.registerSchema('ImdfFeatureCollection', imdfFeatureCollectionSchema);
  registry.registerPath({
    method: 'get',
    path: '/api/v2/maps/imdf',
    operationId: 'getImdfArchive',
    summary: 'The airport as an IMDF archive',
    description:
      'Without `feature`: the venue as an IMDF archive, a zip of `manifest.json` and one `<feature type>.geojson` ' +
      'per feature type (address, venue, building, footprint, level, unit, opening, amenity, occupant, anchor), ' +
      'coordinates in WGS 84 degrees. With `feature`: that feature type as one GeoJSON FeatureCollection. ' +
      'Service points and gates are amenities, directory establishments occupants; their `correlation_id` is a ' +
      "UUID derived from the site's point id (`gate-12`, `security-domestic`, a directory id such as `1001`), " +
      'the same in every version of the archive. ' +
      CACHE_NOTE,
    tags: ['maps'],
    query: imdfQuerySchema,
    responses: {
      200: {
        description: 'The archive (application/zip, as an attachment) or one feature type (application/geo+json)',
        media: { 'application/zip': { binary: true }, 'application/geo+json': imdfFeatureCollectionSchema },
      },
      304: { description: 'Not modified (the `If-None-Match` ETag matches)' },
      ...errorResponses(400, 500, 503),
    },
  });
}
