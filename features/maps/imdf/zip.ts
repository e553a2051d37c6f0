import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

/*
 * The little of ZIP (PKWARE APPNOTE 6.3) an IMDF archive needs, on Node's zlib: reading the central
 * directory's entries (stored or deflated, no encryption, no ZIP64, no multi-disk) with hard limits on
 * entry count and inflated sizes (a zip bomb stops at the limit), and writing deflated entries. An IMDF
 * archive is a dozen GeoJSON files, so a dependency would bring far more than this needs. Node only
 * (node:zlib), without the server-only marker so the end-to-end tests can read the API's zip with it.
 */

const MiB = 1024 * 1024;

export interface ZipLimits {
  maxEntries: number;
  /** Largest inflated entry, bytes. */
  maxEntryBytes: number;
  /** Largest inflated total, bytes. */
  maxTotalBytes: number;
}

/**
 * Every inflated byte goes to JSON.parse, so the limits are what a venue needs with room to spare, not what a
 * zip can hold. El Dorado's embedded model inflates to ≈ 0.4 MB, its largest file (unit.geojson) ≈ 0.1 MB: a
 * 16 MiB file is ≈ 150 times that, 64 MiB in all ≈ 170 times the venue (docs/maps.md, "Limits").
 */
export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 64,
  maxEntryBytes: 16 * MiB,
  maxTotalBytes: 64 * MiB,
};

/** A size for people and logs (a byte count of 7+ digits reads as a phone number to the log's scrubber). */
export function describeSize(bytes: number): string {
  return bytes >= MiB ? `${Number((bytes / MiB).toFixed(1))} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
}

export class ZipError extends Error {
  constructor(message: string) {
    super(`ZIP: ${message}`);
    this.name = 'ZipError';
  }
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

function findEndOfCentralDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65535 bytes, at the end of the file.
  const stop = Math.max(0, zip.length - 22 - 0xffff);
  for (let offset = zip.length - 22; offset >= stop; offset--) {
    if (zip.readUInt32LE(offset) === EOCD_SIGNATURE) return offset;
  }
  throw new ZipError('not a zip file (no end of central directory)');
}

/** The files of a zip: name → content. Directories are skipped; names keep their folders. */
export function readZip(zip: Buffer, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Map<string, Buffer> {
  if (zip.length < 22) throw new ZipError('not a zip file (too short)');
  const eocd = findEndOfCentralDirectory(zip);
  const count = zip.readUInt16LE(eocd + 10);
  const directoryOffset = zip.readUInt32LE(eocd + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ZipError('ZIP64 archives are not supported');
  if (count > limits.maxEntries) throw new ZipError(`too many entries (${count}, at most ${limits.maxEntries})`);
  const files = new Map<string, Buffer>();
  let total = 0;
  let offset = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== CENTRAL_SIGNATURE) {
      throw new ZipError('corrupt central directory');
    }
    const flags = zip.readUInt16LE(offset + 8);
    const method = zip.readUInt16LE(offset + 10);
    const crc = zip.readUInt32LE(offset + 16);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const size = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) continue;
    if (flags & 0x1) throw new ZipError(`${name} is encrypted`);
    if (size > limits.maxEntryBytes) {
      throw new ZipError(`${name} is too large (${describeSize(size)}, at most ${describeSize(limits.maxEntryBytes)})`);
    }
    if (localOffset + 30 > zip.length || zip.readUInt32LE(localOffset) !== LOCAL_SIGNATURE) {
      throw new ZipError(`corrupt local header for ${name}`);
    }
    const start = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const end = start + compressedSize;
    if (end > zip.length) throw new ZipError(`${name} runs past the end of the file`);
    const raw = zip.subarray(start, end);
    let content: Buffer;
    if (method === 0) content = Buffer.from(raw);
    else if (method === 8) {
      try {
        content = inflateRawSync(raw, { maxOutputLength: Math.min(limits.maxEntryBytes, size + 1) });
      } catch {
        throw new ZipError(`${name} does not inflate to its declared size`);
      }
    } else throw new ZipError(`${name} uses compression method ${method} (only stored and deflate are read)`);
    if (content.length !== size) throw new ZipError(`${name} is not its declared size`);
    if (crc32(content) >>> 0 !== crc) throw new ZipError(`${name} fails its CRC check`);
    total += content.length;
    if (total > limits.maxTotalBytes) {
      throw new ZipError(`the archive inflates past ${describeSize(limits.maxTotalBytes)}`);
    }
    files.set(name, content);
  }
  return files;
}

/** DOS date and time of an instant (UTC), as zip headers store them. */
function dosDateTime(date: Date): { time: number; day: number } {
  const year = Math.max(1980, date.getUTCFullYear());
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    day: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

/** A zip of deflated files (names in UTF-8), all stamped with `modified`. */
export function writeZip(files: readonly { name: string; content: Buffer }[], modified: Date): Buffer {
  const { time, day } = dosDateTime(modified);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, content } of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const deflated = deflateRawSync(content, { level: 9 });
    const crc = crc32(content) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_SIGNATURE, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(day, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, nameBytes, deflated);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_SIGNATURE, 0);
    central.writeUInt16LE(20, 4); // made by: 2.0
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(day, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD_SIGNATURE, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
