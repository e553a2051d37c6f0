/*
 * Label placement without overlaps: greedy, by priority. Each candidate is tried at its point, then just
 * above and below it, with its full text and then its short form ("12" for "Sala 12"); the first box
 * that meets no placed label (nor an obstacle) wins, and a label with no free box is left out at that
 * zoom. Sizes are in plan metres; at zoom z the text is 1/z as large, so it reads the same on screen and
 * more labels fit.
 */

export interface LabelCandidate {
  id: string;
  text: string;
  /** A shorter text to try when the full one does not fit. */
  short?: string;
  x: number;
  y: number;
  /** Higher first. */
  priority: number;
  /** Font size in metres at zoom 1. */
  size: number;
  /** Placed whatever it meets (the selected point's name); the others keep clear of it. */
  force?: boolean;
}

export interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface PlacedLabel {
  id: string;
  text: string;
  x: number;
  y: number;
  size: number;
  box: Box;
}

/** Average advance of a character of the site's sans-serif, as a share of the font size. */
const CHAR_WIDTH = 0.58;

export function labelBox(text: string, x: number, y: number, size: number): Box {
  const half = (text.length * size * CHAR_WIDTH) / 2;
  return { x1: x - half, y1: y - size * 0.75, x2: x + half, y2: y + size * 0.35 };
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;
}

const round = (value: number) => Math.round(value * 10) / 10;

export function placeLabels(
  candidates: readonly LabelCandidate[],
  { zoom = 1, bounds, obstacles = [] }: { zoom?: number; bounds?: Box; obstacles?: readonly Box[] } = {},
): PlacedLabel[] {
  const ordered = [...candidates].sort((a, b) => b.priority - a.priority || a.id.localeCompare(b.id));
  const placed: PlacedLabel[] = [];
  const taken: Box[] = [...obstacles];
  for (const candidate of ordered) {
    const size = round(candidate.size / zoom);
    const texts =
      candidate.short && candidate.short !== candidate.text ? [candidate.text, candidate.short] : [candidate.text];
    const offsets = [0, -size * 1.1, size * 1.1];
    search: for (const text of texts) {
      for (const dy of offsets) {
        const x = round(candidate.x);
        const y = round(candidate.y + dy);
        const box = labelBox(text, x, y, size);
        const free =
          !(bounds && (box.x1 < bounds.x1 || box.x2 > bounds.x2 || box.y1 < bounds.y1 || box.y2 > bounds.y2)) &&
          !taken.some((other) => overlaps(box, other));
        if (!free && !candidate.force) continue;
        placed.push({ id: candidate.id, text, x, y, size, box });
        taken.push(box);
        break search;
      }
    }
  }
  return placed;
}
