import { describe, expect, it } from 'vitest';
import { contains, labelPoint, planPolygon, rectRing, toLngLat, toPlan, type PlanFrame } from './geo';

const frame: PlanFrame = { origin: [-74.1395, 4.6955], bearing: 30 };
// An L-shaped unit: a 40 × 10 m bar and a 10 × 40 m bar meeting at one corner.
const ell = planPolygon(frame, [
  [0, 0, 40, 0, 40, 10, 10, 10, 10, 40, 0, 40].flatMap((x, i, xy) => (i % 2 ? [] : [[x, xy[i + 1] ?? 0] as const])),
]);

describe('plan frames', () => {
  it('takes plan metres to lon/lat and back', () => {
    expect(toPlan(frame, toLngLat(frame, [123.45, -67.8]))).toEqual([123.45, -67.8]);
  });
});

describe('contains and labelPoint', () => {
  it('labels an L-shaped unit inside it, where its bars meet', () => {
    const label = labelPoint(ell);
    expect(contains(ell, label)).toBe(true);
    const [x, y] = toPlan(frame, label as [number, number]);
    // The centroid, (12.1, 12.1) m, lies in the notch, outside the unit.
    expect(contains(ell, toLngLat(frame, [12.1, 12.1]))).toBe(false);
    expect(Math.abs(x - 5.86)).toBeLessThan(0.3);
    expect(Math.abs(y - 5.86)).toBeLessThan(0.3);
  });

  it('labels a multipolygon in its largest part', () => {
    const small = planPolygon(frame, [rectRing([100, 0, 102, 2])]);
    const both = { type: 'MultiPolygon' as const, coordinates: [small.coordinates, ell.coordinates] };
    expect(contains(ell, labelPoint(both))).toBe(true);
  });
});
