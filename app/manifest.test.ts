// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import manifest from './manifest';

const root = process.cwd();

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(path.join(root, 'public', file));
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('web app manifest', () => {
  const m = manifest();

  it('is installable: names, standalone display, start URL inside the scope', () => {
    expect(m.name).toBeTruthy();
    expect(m.short_name!.length).toBeLessThanOrEqual(15);
    expect(m.display).toBe('standalone');
    expect(m.start_url!.startsWith(m.scope!)).toBe(true);
  });

  it('uses the ink token of styles/_custom-properties.scss for theme and background', () => {
    const ink = /--color-ink:\s*(#[0-9a-f]{6})/i.exec(
      readFileSync(path.join(root, 'styles/_custom-properties.scss'), 'utf8'),
    )?.[1];
    expect(m.theme_color).toBe(ink);
    expect(m.background_color).toBe(ink);
  });

  it('lists 192 and 512 px icons and a maskable one, each PNG of the size it declares', () => {
    const pngs = (m.icons ?? []).filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngs.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of pngs) expect(pngSize(icon.src.slice(1)), icon.src).toBe(icon.sizes);
    expect(pngSize('apple-touch-icon.png')).toBe('180x180');
  });
});
