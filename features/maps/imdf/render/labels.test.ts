// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { overlaps, placeLabels, type LabelCandidate } from './labels';

const gate = (n: number, x: number): LabelCandidate => ({
  id: `gate-${n}`,
  text: `Sala ${n}`,
  short: String(n),
  x,
  y: 100,
  priority: 60,
  size: 7,
});

function noOverlap(labels: ReturnType<typeof placeLabels>) {
  for (let i = 0; i < labels.length; i++)
    for (let j = i + 1; j < labels.length; j++) {
      const a = labels[i]!;
      const b = labels[j]!;
      expect(overlaps(a.box, b.box), `${a.id} overlaps ${b.id}`).toBe(false);
    }
}

describe('placeLabels', () => {
  it('places a row of close gates without overlaps, shortening or dropping what does not fit', () => {
    const row = Array.from({ length: 26 }, (_, i) => gate(i + 1, 40 + i * 4.6));
    const placed = placeLabels(row);
    noOverlap(placed);
    expect(placed.length).toBeGreaterThan(5);
    expect(placed.length).toBeLessThan(26);
    // Short forms are used where the full text would collide.
    expect(placed.some((label) => label.text === label.id.replace('gate-', ''))).toBe(true);
  });

  it('fits more labels at zoom 2 (half the size in metres), still without overlaps', () => {
    const row = Array.from({ length: 26 }, (_, i) => gate(i + 1, 40 + i * 4.6));
    const one = placeLabels(row, { zoom: 1 });
    const two = placeLabels(row, { zoom: 2 });
    noOverlap(two);
    expect(two.length).toBeGreaterThan(one.length);
    expect(two[0]!.size).toBeCloseTo(3.5);
  });

  it('keeps the higher priority label when two compete for the same place', () => {
    const hall: LabelCandidate = { id: 'hall', text: 'Hall central', x: 100, y: 100, priority: 90, size: 11 };
    const shop: LabelCandidate = { id: 'shop', text: 'Una tienda muy larga', x: 100, y: 100, priority: 20, size: 11 };
    const placed = placeLabels([shop, hall]);
    expect(placed[0]?.id).toBe('hall');
    noOverlap(placed);
  });

  it('keeps labels inside the bounds and off the obstacles (icons)', () => {
    const edge: LabelCandidate = { id: 'edge', text: 'Filtro de seguridad', x: 2, y: 50, priority: 80, size: 8 };
    expect(placeLabels([edge], { bounds: { x1: 0, y1: 0, x2: 900, y2: 310 } })).toEqual([]);
    const blocked = placeLabels([{ ...edge, x: 200 }], {
      obstacles: [{ x1: 150, y1: 30, x2: 250, y2: 70 }],
    });
    expect(blocked).toEqual([]);
  });
});
