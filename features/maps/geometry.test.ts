// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fitViewBox, openingViewBox, zoomViewBox } from './geometry';
import { labelLevel, LABEL_SCALES } from './imdf/render/labels';

const plan = { x: 0, y: 0, width: 900, height: 310 };
/** A phone in portrait: the plan 358 px wide, 506 px tall (60vh of 844). */
const phone = { width: 358, height: 506 };
const aspect = phone.width / phone.height;

describe('views of a plan in a box of any shape', () => {
  it('fits the whole plan, centred, in a tall box', () => {
    const fit = fitViewBox(plan, aspect);
    expect(fit.width).toBe(900);
    expect(fit.height).toBeCloseTo(900 / aspect);
    expect(fit.y).toBeCloseTo((310 - fit.height) / 2);
  });

  it('opens a phone on the plan’s full height (readable), a desktop on the whole plan', () => {
    const opened = openingViewBox(plan, aspect, phone.width);
    expect(opened.height).toBe(310);
    expect(opened.width / opened.height).toBeCloseTo(aspect);
    expect(phone.width / opened.width).toBeGreaterThan(1.5);
    expect(openingViewBox(plan, 1100 / 540, 1100).width).toBe(900);
  });

  it('opens on a route’s frame, padded, within the plan', () => {
    const opened = openingViewBox(plan, aspect, phone.width, { frame: { x: 150, y: 150, width: 150, height: 130 } });
    expect(opened.x).toBeLessThanOrEqual(150);
    expect(opened.x + opened.width).toBeGreaterThanOrEqual(300);
    expect(opened.y).toBeGreaterThanOrEqual(0);
    expect(opened.y + opened.height).toBeLessThanOrEqual(310 + 1e-9);
  });

  it('zooms keeping the box’s aspect, between the limits', () => {
    const opened = openingViewBox(plan, aspect, phone.width);
    const limits = { minWidth: phone.width / 10, maxWidth: 900 };
    const zoomed = zoomViewBox(opened, 1.5, 450, 155, plan, limits);
    expect(zoomed.width / zoomed.height).toBeCloseTo(aspect);
    expect(zoomed.width).toBeCloseTo(opened.width / 1.5);
    let far = opened;
    for (let i = 0; i < 20; i++) far = zoomViewBox(far, 2, 450, 155, plan, limits);
    expect(far.width).toBeCloseTo(limits.minWidth);
    let out = opened;
    for (let i = 0; i < 20; i++) out = zoomViewBox(out, 0.5, 450, 155, plan, limits);
    expect(out.width).toBe(900);
    expect(out.y).toBeLessThan(0); // centred on the plan: margins above and below
  });
});

describe('label levels', () => {
  it('a finer scale shows a finer level', () => {
    expect(labelLevel(0.1)).toBe(0);
    expect(labelLevel(LABEL_SCALES[0])).toBe(0);
    expect(labelLevel(1.2)).toBe(2);
    expect(labelLevel(100)).toBe(LABEL_SCALES.length - 1);
  });
});
