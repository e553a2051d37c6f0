import 'server-only';
import { createHash } from 'node:crypto';
import { serviceUnavailable } from '@/lib/http/errors';
import type { ImdfArchive, ImdfQuery } from '../imdf/schema';
import { archiveZip, featureFileJson } from './imdf-files';
import { getImdfArchive } from './imdf-source';

/*
 * The answers of GET /api/v2/maps/imdf: the archive as a zip attachment, or one feature type as a
 * GeoJSON FeatureCollection (RFC 7946's application/geo+json), with a strong ETag so clients and the
 * CDN revalidate cheaply (304).
 */

const CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

const featureFiles = new WeakMap<ImdfArchive, Map<string, { body: string; etag: string }>>();

function featureFile(archive: ImdfArchive, type: NonNullable<ImdfQuery['feature']>) {
  const files = featureFiles.get(archive) ?? new Map<string, { body: string; etag: string }>();
  featureFiles.set(archive, files);
  let file = files.get(type);
  if (!file) {
    const body = featureFileJson(archive, type);
    file = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    files.set(type, file);
  }
  return file;
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * A configured archive that never loaded is the operator's data being unavailable, not a fault of the
 * site: a 503 with Retry-After (the source retries after a minute); the details stay in the log.
 */
async function servedArchive(): Promise<ImdfArchive> {
  try {
    return await getImdfArchive();
  } catch (error) {
    throw serviceUnavailable('The venue map is not available right now. Try again in a minute.', {
      retryAfterSeconds: 60,
      cause: error,
    });
  }
}

export async function imdfResponse(query: ImdfQuery, ifNoneMatch: string | null): Promise<Response> {
  const archive = await servedArchive();
  const headers = new Headers({ 'Cache-Control': CACHE });
  const created = Date.parse(archive.manifest.created);
  if (!Number.isNaN(created)) headers.set('Last-Modified', new Date(created).toUTCString());
  if (query.feature) {
    const file = featureFile(archive, query.feature);
    headers.set('ETag', file.etag);
    if (matches(ifNoneMatch, file.etag)) return new Response(null, { status: 304, headers });
    headers.set('Content-Type', 'application/geo+json; charset=utf-8');
    return new Response(file.body, { status: 200, headers });
  }
  const zip = archiveZip(archive);
  headers.set('ETag', zip.etag);
  if (matches(ifNoneMatch, zip.etag)) return new Response(null, { status: 304, headers });
  headers.set('Content-Type', 'application/zip');
  headers.set('Content-Disposition', 'attachment; filename="eldorado-imdf.zip"');
  headers.set('Content-Length', String(zip.bytes.length));
  return new Response(new Uint8Array(zip.bytes), { status: 200, headers });
}
