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
import { DEFAULT_ZIP_LIMITS, describeSize, readZip, writeZip, ZipError } from '../imdf/zip';

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
 * The most an archive may weigh as it is read: the zip downloaded or read from disk, or a folder's files in all.
 * El Dorado's embedded model zips to ≈ 60 kB: 32 MiB is ≈ 500 times that, and inflates within the zip limits
 * (DEFAULT_ZIP_LIMITS) at GeoJSON's usual ratios.
 */
export const IMDF_ARCHIVE_MAX_BYTES = 32 * 1024 * 1024;

function tooLarge(location: string, maxBytes: number): Error {
  return new Error(`IMDF archive ${location} is larger than ${describeSize(maxBytes)}`);
}

/** Stops a body's download; not awaited, since a body may settle its cancel only once fully read. */
function stopReading(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}

/** A response's body, refused by its Content-Length or as soon as it streams past `maxBytes`. */
async function readCapped(response: Response, location: string, maxBytes: number): Promise<Buffer> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    stopReading(response);
    throw tooLarge(location, maxBytes);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body ?? []) {
    total += chunk.byteLength;
    if (total > maxBytes) throw tooLarge(location, maxBytes); // leaving the loop cancels the stream
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

async function archiveFromUrl(url: string, timeoutMs: number, maxBytes: number): Promise<ImdfArchive> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
  if (!response.ok) {
    stopReading(response);
    throw new Error(`IMDF archive ${url} answered HTTP ${response.status}`);
  }
  return archiveFromZip(await readCapped(response, url, maxBytes));
}

/** The sizes of the folder's archive files, refused past the limits before any is read. */
async function checkFolderSizes(folder: string, maxBytes: number): Promise<void> {
  let total = 0;
  for (const name of await readdir(folder)) {
    if (!FILE_NAMES.includes(name)) continue;
    const { size } = await stat(path.join(folder, name));
    if (size > DEFAULT_ZIP_LIMITS.maxEntryBytes) {
      throw new ImdfValidationError('manifest', null, `${name} is too large (${describeSize(size)})`);
    }
    total += size;
    if (total > maxBytes) throw tooLarge(folder, maxBytes);
  }
}

export interface LoadImdfOptions {
  timeoutMs: number;
  /** Default IMDF_ARCHIVE_MAX_BYTES. */
  maxBytes?: number;
}

/**
 * Loads an archive from a path (a zip or a folder) or an http(s) URL (a zip), validated. Throws an
 * ImdfValidationError naming the feature at fault, or an Error when it cannot be read at all (or weighs
 * more than `maxBytes`).
 */
export async function loadImdfArchive(
  location: string,
  { timeoutMs, maxBytes = IMDF_ARCHIVE_MAX_BYTES }: LoadImdfOptions,
): Promise<ImdfArchive> {
  if (/^https?:\/\//i.test(location)) return archiveFromUrl(location, timeoutMs, maxBytes);
  const info = await stat(location);
  if (info.isDirectory()) {
    await checkFolderSizes(location, maxBytes);
    return archiveFromFolder(location);
  }
  if (info.size > maxBytes) throw tooLarge(location, maxBytes);
  return archiveFromZip(await readFile(location));
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
