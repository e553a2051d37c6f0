import { expect, test } from '@playwright/test';
import { pointCorrelationId } from '../features/maps/imdf/point-ids';
import { validateImdfArchive, type ImdfArchive } from '../features/maps/imdf/schema';
import { readZip } from '../features/maps/imdf/zip';

/**
 * The venue as IMDF (docs/maps.md): GET /api/v2/maps/imdf answers a zip that is a valid IMDF archive
 * (read and validated here with the site's own rules), one feature type as GeoJSON, and 304 on a
 * matching ETag. The archive carries every language's labels: each locale finds its own names in it.
 */

const LABELS = {
  es: { venue: 'Aeropuerto Internacional El Dorado', gate: 'Sala 12', hall: 'Hall de salidas', page: '/mapas' },
  en: { venue: 'El Dorado International Airport', gate: 'Gate 12', hall: 'Departures hall', page: '/en/mapas' },
} as const;

function archiveOf(zip: Buffer): ImdfArchive {
  const input: Record<string, unknown> = {};
  for (const [name, content] of readZip(zip)) {
    input[name === 'manifest.json' ? 'manifest' : name.replace('.geojson', '')] = JSON.parse(content.toString('utf8'));
  }
  return validateImdfArchive(input);
}

for (const locale of ['es', 'en'] as const) {
  const labels = LABELS[locale];

  test(`the IMDF endpoint answers a valid archive with the ${locale} names`, async ({ request }) => {
    const response = await request.get('/api/v2/maps/imdf');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/zip');
    expect(response.headers()['content-disposition']).toContain('attachment; filename="eldorado-imdf.zip"');
    expect(response.headers()['cache-control']).toContain('max-age=3600');
    const archive = archiveOf(await response.body());

    expect(archive.venue[0]?.properties.name[locale]).toBe(labels.venue);
    expect(archive.level).toHaveLength(4);
    // The site's point ids travel as the standard's UUID correlation ids.
    const gate12 = archive.amenity.find(
      (amenity) => amenity.properties.correlation_id === pointCorrelationId('gate-12'),
    );
    expect(gate12?.properties.category).toBe('boardinggate.aircraft');
    expect(gate12?.properties.name?.[locale]).toBe(labels.gate);
    const gateUnit = archive.unit.find((unit) => unit.id === gate12?.properties.unit_ids[0]);
    expect(gateUnit?.properties.name?.[locale]).toBe(labels.gate);
    // Coordinates are degrees around the airport.
    const [lon, lat] = gate12?.geometry.coordinates ?? [0, 0];
    expect(lat).toBeCloseTo(4.7, 1);
    expect(lon).toBeCloseTo(-74.14, 1);

    const again = await request.get('/api/v2/maps/imdf', {
      headers: { 'If-None-Match': response.headers()['etag'] ?? '' },
    });
    expect(again.status()).toBe(304);
  });

  test(`one feature type comes as GeoJSON, with the ${locale} unit names, and the map page still opens`, async ({
    request,
    page,
  }) => {
    const response = await request.get('/api/v2/maps/imdf?feature=unit');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/geo+json');
    const units = (await response.json()) as {
      type: string;
      features: { feature_type: string; properties: { name: Record<string, string> | null } }[];
    };
    expect(units.type).toBe('FeatureCollection');
    expect(units.features.every((feature) => feature.feature_type === 'unit')).toBe(true);
    expect(units.features.map((feature) => feature.properties.name?.[locale])).toContain(labels.hall);

    const bad = await request.get('/api/v2/maps/imdf?feature=rooms');
    expect(bad.status()).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBeTruthy();

    const openapi = (await (await request.get('/api/v2/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(openapi.paths)).toContain('/api/v2/maps/imdf');

    const visit = await page.goto(labels.page);
    expect(visit?.status()).toBe(200);
  });
}
