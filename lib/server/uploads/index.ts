import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';

/*
 * Image uploads (ARCHITECTURE §8): a size cap, the type read from the file's magic bytes (never
 * its name or declared type), a pixel cap against decompression bombs ("pixel floods"), and a
 * re-encode with sharp that drops every metadata block (EXIF, GPS, XMP). The result is stored
 * under a server-generated name outside public/.
 */

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heic';

export const DEFAULT_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_IMAGE_PIXELS = 40_000_000;

export type UploadRejection = 'tooLarge' | 'unsupportedType' | 'heicUnsupported' | 'tooManyPixels' | 'unreadable';

export class UploadError extends Error {
  constructor(readonly reason: UploadRejection) {
    super(`Upload refused: ${reason}`);
    this.name = 'UploadError';
  }
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/**
 * The image type from the first bytes, or undefined when it is not an image we know. HEIC is
 * recognised only to be refused with its own message: the prebuilt sharp (libvips with libheif
 * for AVIF only, `sharp.format.heif.input.fileSuffix` is `['.avif']`) has no HEVC decoder, and
 * no native decoder is added for it (docs/forms.md).
 */
export function sniffImageKind(bytes: Uint8Array): ImageKind | undefined {
  if (bytes.length < 12) return undefined;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return 'heic';
  return undefined;
}

export interface ProcessedImage {
  data: Buffer;
  kind: ImageKind;
  width: number;
  height: number;
  /** Extension of the re-encoded file (always JPEG: any reader opens it). */
  extension: 'jpg';
  contentType: 'image/jpeg';
}

export interface ImageLimits {
  maxBytes?: number;
  maxPixels?: number;
}

/** Checks and re-encodes an uploaded image. Throws UploadError with the reason it was refused. */
export async function processImageUpload(bytes: Uint8Array, limits: ImageLimits = {}): Promise<ProcessedImage> {
  const maxBytes = limits.maxBytes ?? DEFAULT_MAX_IMAGE_BYTES;
  const maxPixels = limits.maxPixels ?? DEFAULT_MAX_IMAGE_PIXELS;
  if (bytes.byteLength > maxBytes) throw new UploadError('tooLarge');
  const kind = sniffImageKind(bytes);
  if (!kind) throw new UploadError('unsupportedType');
  if (kind === 'heic') throw new UploadError('heicUnsupported');

  // Read the header only: the declared size is checked before a single pixel is decoded.
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadError('unreadable');
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (!width || !height) throw new UploadError('unreadable');
  if (width * height > maxPixels) throw new UploadError('tooManyPixels');

  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, kind, width: info.width, height: info.height, extension: 'jpg', contentType: 'image/jpeg' };
  } catch {
    throw new UploadError('unreadable');
  }
}

/** Writes a processed image under `dir` with a random name; returns the name (not the path). */
export async function storeImage(dir: string, image: ProcessedImage): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${image.extension}`;
  // A runtime directory (DATA_DIR/uploads): tell Turbopack not to trace the whole project for it.
  await writeFile(path.join(/*turbopackIgnore: true*/ dir, name), image.data, { flag: 'wx', mode: 0o640 });
  return name;
}

/** Removes a stored image (e.g. when the submission that carried it was not committed). */
export async function removeStoredImage(dir: string, name: string): Promise<void> {
  if (!/^[0-9a-f-]{36}\.jpg$/.test(name)) return;
  await rm(path.join(dir, name), { force: true });
}
