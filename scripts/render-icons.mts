/**
 * Renders the app icons from their SVG sources in design/ to the PNGs in public/ (run as `prebuild`;
 * the PNGs are committed too, so `npm start` works without it). Icons have no text, so the output does
 * not depend on the machine's fonts (the Open Graph image does: design/README.md).
 *
 *   design/app-icon.svg           → public/icons/icon-192.png, icon-512.png (manifest "any")
 *   design/app-icon-maskable.svg  → public/icons/maskable-512.png (manifest "maskable"),
 *                                   public/apple-touch-icon.png (iOS masks it itself)
 *
 * Usage: tsx scripts/render-icons.mts
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');

interface Target {
  source: string;
  out: string;
  width: number;
  height: number;
}

const targets: Target[] = [
  { source: 'design/app-icon.svg', out: 'public/icons/icon-192.png', width: 192, height: 192 },
  { source: 'design/app-icon.svg', out: 'public/icons/icon-512.png', width: 512, height: 512 },
  { source: 'design/app-icon-maskable.svg', out: 'public/icons/maskable-512.png', width: 512, height: 512 },
  { source: 'design/app-icon-maskable.svg', out: 'public/apple-touch-icon.png', width: 180, height: 180 },
];

/** The SVG's own width from its viewBox, so it can be rasterised at the target size (crisp, not scaled down). */
function viewBoxWidth(svg: string): number {
  const match = /viewBox="[\d.]+ [\d.]+ ([\d.]+) [\d.]+"/.exec(svg);
  if (!match) throw new Error('SVG source without a viewBox');
  return Number(match[1]);
}

async function render({ source, out, width, height }: Target): Promise<void> {
  const svg = await readFile(path.join(root, source), 'utf8');
  const density = (72 * width) / viewBoxWidth(svg);
  await mkdir(path.dirname(path.join(root, out)), { recursive: true });
  await sharp(Buffer.from(svg), { density })
    .resize(width, height)
    .png({ compressionLevel: 9, palette: false })
    .toFile(path.join(root, out));
  console.log(`${source} → ${out} (${width}×${height})`);
}

for (const target of targets) await render(target);
