// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(resolve(process.cwd(), path), 'utf8');
const normalise = (svg: string) => svg.trim().replace(/>\s+</g, '><').replaceAll('"', "'");

describe('home stage backdrop', () => {
  it('is the design source, inlined as a data URI', () => {
    const scss = read('components/layout/site-chrome.module.scss');
    const encoded = /url\("data:image\/svg\+xml,([^"]+)"\)/.exec(scss)?.[1];
    expect(encoded).toBeDefined();
    expect(decodeURIComponent(encoded!)).toBe(normalise(read('design/home-stage.svg')));
  });
});
