// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  LABEL_PX,
  LABEL_SCALES,
  levelLabelBox,
  overlaps,
  placeLabelLevels,
  placeLabels,
  type LabelCandidate,
  type LevelLabel,
} from './labels';

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

describe('placeLabelLevels: a constant size on screen, more labels as the zoom grows', () => {
  const row: LabelCandidate[] = Array.from({ length: 12 }, (_, i) => ({
    id: `gate-${i}`,
    text: `Sala ${i + 10}`,
    short: `${i + 10}`,
    x: 20 + i * 30,
    y: 50,
    priority: 10,
    size: 6,
  }));
  const shown = (labels: LevelLabel[], level: number) =>
    labels.filter((label) => label.from <= level && (label.to === undefined || label.to > level));

  it('is never smaller than 12 px on screen, and never overlaps at any level', () => {
    expect(LABEL_PX).toBeGreaterThanOrEqual(12);
    const labels = placeLabelLevels(row);
    LABEL_SCALES.forEach((scale, level) => {
      const boxes = shown(labels, level).map((label) => levelLabelBox(label, scale));
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i]!, boxes[j]!)).toBe(false);
    });
  });

  it('shows few labels far out, every gate closer in, and full names replace short ones', () => {
    const labels = placeLabelLevels(row);
    const last = LABEL_SCALES.length - 1;
    expect(shown(labels, 0).length).toBeLessThan(row.length);
    expect(
      shown(labels, last)
        .map((label) => label.text)
        .sort(),
    ).toEqual(row.map((candidate) => candidate.text).sort());
  });
});
