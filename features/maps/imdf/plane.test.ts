import { describe, expect, it } from 'vitest';
import { rectRing } from './geo';
import { insidePolygon, insideRing, polylabel, ringArea } from './plane';

/** `x1, y1, x2, y2, …` as a ring. */
const ring = (...xy: number[]) => xy.flatMap((x, i) => (i % 2 ? [] : [[x, xy[i + 1] ?? 0] as [number, number]]));
const square = rectRing([0, 0, 10, 10]);
// An L: a 40 × 10 bar along the bottom and a 10 × 40 bar up the left side.
const ell = ring(0, 0, 40, 0, 40, 10, 10, 10, 10, 40, 0, 40);

describe('insideRing and insidePolygon', () => {
  it('counts a point on an edge as inside, and one past it as outside', () => {
    expect(insideRing([5, 5], square)).toBe(true);
    expect(insideRing([10, 5], square)).toBe(true);
    expect(insideRing([11, 5], square)).toBe(false);
    expect(insideRing([20, 20], ell)).toBe(false);
  });

  it('leaves out a hole but keeps its edge', () => {
    const hole = rectRing([4, 4, 6, 6]);
    expect(insidePolygon([5, 5], [square, hole])).toBe(false);
    expect(insidePolygon([4, 5], [square, hole])).toBe(true);
    expect(insidePolygon([2, 2], [square, hole])).toBe(true);
  });

  it('reads closed rings (first point repeated) as well', () => {
    expect(insideRing([5, 5], [...square, [0, 0]])).toBe(true);
    expect(ringArea([...square, [0, 0]])).toBe(100);
  });
});

describe('polylabel', () => {
  it('finds the centre of a square', () => {
    const [px, py] = polylabel([square], 0.01);
    expect(px).toBeCloseTo(5, 1);
    expect(py).toBeCloseTo(5, 1);
  });

  it('puts the label inside an L, where the centroid falls outside it', () => {
    // The area centroid of this L is (12.14, 12.14): in the notch, outside the unit.
    expect(insideRing([12.14, 12.14], ell)).toBe(false);
    const label = polylabel([ell], 0.1);
    expect(insidePolygon(label, [ell])).toBe(true);
    // Where the bars meet, as far from the outer walls as from the inner corner (10, 10): t = √2 (10 − t).
    const pole = (10 * Math.SQRT2) / (1 + Math.SQRT2);
    expect(Math.abs(label[0] - pole)).toBeLessThan(0.2);
    expect(Math.abs(label[1] - pole)).toBeLessThan(0.2);
  });

  it('keeps clear of a hole', () => {
    const room = rectRing([0, 0, 30, 10]);
    const pillar = rectRing([10, 0.5, 20, 9.5]);
    const label = polylabel([room, pillar], 0.1);
    expect(insidePolygon(label, [room, pillar])).toBe(true);
    expect(label[0] < 10 || label[0] > 20).toBe(true);
  });

  it('answers a degenerate ring without looping', () => {
    expect(
      polylabel([
        [
          [3, 3],
          [3, 3],
          [3, 3],
        ],
      ]),
    ).toEqual([3, 3]);
    expect(polylabel([])).toEqual([0, 0]);
  });
});
