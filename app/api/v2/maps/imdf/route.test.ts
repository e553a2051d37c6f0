// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { archiveFromZip } from '@/features/maps/server/imdf-files';
import { pointCorrelationId } from '@/features/maps/imdf/point-ids';
import { validateImdfArchive } from '@/features/maps/imdf/schema';
import { getOpenApiDocument } from '../../openapi.json/openapi-document';
import { forgetProcessState } from '@/tests/process-state';
import { GET } from './route';

const call = (query = '', headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost/api/v2/maps/imdf${query}`, { headers }), undefined);

afterEach(() => {
  forgetProcessState('imdf-archive');
  forgetProcessState('config');
});

describe('GET /api/v2/maps/imdf', () => {
  it('answers the archive as a zip attachment that parses and validates, with cache headers', async () => {
    vi.stubEnv('IMDF_ARCHIVE', '');
    const response = await call();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="eldorado-imdf.zip"');
    expect(response.headers.get('cache-control')).toContain('max-age=3600');
    const archive = archiveFromZip(Buffer.from(await response.arrayBuffer()));
    expect(archive.venue[0]?.properties.name.es).toBe('Aeropuerto Internacional El Dorado');
    expect(archive.amenity.some((amenity) => amenity.properties.correlation_id === 'gate-12')).toBe(true);

    const etag = response.headers.get('etag') as string;
    const again = await call('', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers one feature type as a GeoJSON FeatureCollection', async () => {
    const response = await call('?feature=unit');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/geo+json; charset=utf-8');
    const body = (await response.json()) as { type: string; name: string; features: { feature_type: string }[] };
    expect(body.type).toBe('FeatureCollection');
    expect(body.name).toBe('unit');
    expect(body.features.length).toBeGreaterThan(100);
    expect(new Set(body.features.map((feature) => feature.feature_type))).toEqual(new Set(['unit']));
    // Files carry the standard's UUID correlation ids (the site's point ids map to them).
    const amenities = (await (await call('?feature=amenity')).json()) as {
      features: { properties: { category: string; correlation_id: string | null } }[];
    };
    const gate12 = amenities.features.find(
      (feature) => feature.properties.correlation_id === pointCorrelationId('gate-12'),
    );
    expect(gate12?.properties.category).toBe('boardinggate.aircraft');
    for (const feature of amenities.features) expect(feature.properties.correlation_id).toMatch(/^[0-9a-f-]{36}$/);
    const levels = (await (await call('?feature=level')).json()) as { features: unknown[] };
    expect(levels.features).toHaveLength(4);
    // The same files make a valid archive.
    const manifest = { version: '1.0.0', created: '2026-11-28T00:00:00Z', language: 'es-CO' };
    const files = Object.fromEntries(
      await Promise.all(
        ['address', 'venue', 'building', 'footprint', 'level', 'unit', 'opening', 'amenity', 'occupant', 'anchor'].map(
          async (type) => [type, await (await call(`?feature=${type}`)).json()] as const,
        ),
      ),
    );
    expect(validateImdfArchive({ manifest, ...files }).unit).toHaveLength(body.features.length);
  });

  it('refuses an unknown feature type with 400 naming the parameter', async () => {
    const response = await call('?feature=rooms');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields?: Record<string, unknown> } };
    expect(Object.keys(body.error.fields ?? {})).toContain('feature');
  });

  it('answers 503 with Retry-After (never a 500) when the configured archive cannot be loaded', async () => {
    vi.stubEnv('IMDF_ARCHIVE', '/nonexistent/imdf.zip');
    forgetProcessState('config');
    const response = await call('?feature=unit');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect((await response.json()).error.code).toBe('service_unavailable');
  });

  it('is described in the OpenAPI document with its zip and GeoJSON bodies', () => {
    const operation = getOpenApiDocument().paths['/api/v2/maps/imdf']?.get as {
      responses: Record<string, { content?: Record<string, unknown> }>;
      parameters: { name: string }[];
    };
    expect(Object.keys(operation.responses['200']?.content ?? {})).toEqual(['application/zip', 'application/geo+json']);
    expect(operation.parameters.map((parameter) => parameter.name)).toEqual(['feature']);
  });
});
