import 'server-only';
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  featureCollection,
  IMDF_FEATURE_TYPES,
  ImdfValidationError,
  validateImdfArchive,
  type ImdfArchive,
  type ImdfFeatureType,
} from '../imdf/schema';
import { embeddedPointIds } from '../imdf/embedded';
import { withPointIds, withStandardCorrelationIds } from '../imdf/point-ids';
import { readZip, writeZip, ZipError } from '../imdf/zip';

/*
 * IMDF archives as files: an archive is `manifest.json` and one `<feature type>.geojson` per feature
 * type (OGC 20-094 §3), zipped or in a folder. Reading validates (validateImdfArchive); writing gives
 * the zip the API serves. Files carry the standard's UUID correlation ids; the site's own point ids
 * (`gate-12`, `1001`) are mapped to and from them here (imdf/point-ids.ts).
 */

const FILE_NAMES = ['manifest.json', ...IMDF_FEATURE_TYPES.map((type) => `${type}.geojson`)];

function parseFile(name: string, content: Buffer): unknown {
  try {
    return JSON.parse(content.toString('utf8')) as unknown;
  } catch {
    const type = name.replace(/\.(geo)?json$/, '');
    throw new ImdfValidationError(
      (IMDF_FEATURE_TYPES as readonly string[]).includes(type) ? (type as ImdfFeatureType) : 'manifest',
      null,
      `${name} is not valid JSON`,
    );
  }
}

/** The archive from its files (name → content; folders inside a zip are ignored), validated. */
export function archiveFromFiles(files: ReadonlyMap<string, Buffer>): ImdfArchive {
  const input: Record<string, unknown> = {};
  for (const [fullName, content] of files) {
    const name = path.posix.basename(fullName);
    if (!FILE_NAMES.includes(name)) continue;
    input[name === 'manifest.json' ? 'manifest' : name.replace('.geojson', '')] = parseFile(name, content);
  }
  return withPointIds(validateImdfArchive(input), embeddedPointIds());
}

export function archiveFromZip(zip: Buffer): ImdfArchive {
  let files: Map<string, Buffer>;
  try {
    files = readZip(zip);
  } catch (error) {
    if (error instanceof ZipError) throw new ImdfValidationError('manifest', null, error.message);
    throw error;
  }
  return archiveFromFiles(files);
}

async function archiveFromFolder(folder: string): Promise<ImdfArchive> {
  const files = new Map<string, Buffer>();
  for (const name of await readdir(folder)) {
    if (FILE_NAMES.includes(name)) files.set(name, await readFile(path.join(folder, name)));
  }
  return archiveFromFiles(files);
}

/**
 * Loads an archive from a path (a zip or a folder) or an http(s) URL (a zip), validated. Throws an
 * ImdfValidationError naming the feature at fault, or an Error when it cannot be read at all.
 */
export async function loadImdfArchive(location: string, { timeoutMs }: { timeoutMs: number }): Promise<ImdfArchive> {
  if (/^https?:\/\//i.test(location)) {
    const response = await fetch(location, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
    if (!response.ok) throw new Error(`IMDF archive ${location} answered HTTP ${response.status}`);
    return archiveFromZip(Buffer.from(await response.arrayBuffer()));
  }
  const info = await stat(location);
  return info.isDirectory() ? archiveFromFolder(location) : archiveFromZip(await readFile(location));
}

const standardForms = new WeakMap<ImdfArchive, ImdfArchive>();

/** The archive as files carry it (UUID correlation ids), built once per archive. */
function standardForm(archive: ImdfArchive): ImdfArchive {
  let standard = standardForms.get(archive);
  if (!standard) {
    standard = withStandardCorrelationIds(archive);
    standardForms.set(archive, standard);
  }
  return standard;
}

/** One feature file's bytes: a FeatureCollection named after its type. */
export function featureFileJson(archive: ImdfArchive, type: ImdfFeatureType): string {
  return JSON.stringify(featureCollection(standardForm(archive), type));
}

export interface ArchiveZip {
  bytes: Buffer;
  /** Strong validator of the bytes. */
  etag: string;
}

const zips = new WeakMap<ImdfArchive, ArchiveZip>();

/** The archive as an IMDF zip (manifest.json and a .geojson per feature type present), built once. */
export function archiveZip(archive: ImdfArchive): ArchiveZip {
  const cached = zips.get(archive);
  if (cached) return cached;
  const files = [
    { name: 'manifest.json', content: Buffer.from(JSON.stringify(archive.manifest)) },
    ...IMDF_FEATURE_TYPES.filter((type) => archive[type] !== undefined).map((type) => ({
      name: `${type}.geojson`,
      content: Buffer.from(featureFileJson(archive, type)),
    })),
  ];
  const created = Date.parse(archive.manifest.created);
  const bytes = writeZip(files, Number.isNaN(created) ? new Date(0) : new Date(created));
  const zip = { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
  zips.set(archive, zip);
  return zip;
}
