import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/* Test images for the upload pipeline (unit tests and e2e fixtures). */

/** A real JPEG from a camera-like pipeline: 1200×800 with EXIF (orientation, copyright). */
export async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c9a227' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Ana Pérez', Make: 'PhoneCam' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A small PNG whose header claims 50 000 × 50 000 pixels: a "pixel flood" (decompression bomb). */
export async function pixelFloodPng(): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC follows the 13 data bytes.
  png.writeUInt32BE(50_000, 16);
  png.writeUInt32BE(50_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}
