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
  /** Vertical offsets to try, in em (default: on the point, above, below); a point's name goes beside its mark. */
  offsets?: readonly number[];
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

/*
 * Labels at a constant size on screen. The plan is drawn in metres and zoomed by the viewport; its labels
 * are counter-scaled (CSS: the font size is LABEL_PX screen pixels at every zoom), so they never read
 * smaller than LABEL_PX. What changes with the zoom is how many fit: labels are placed at a ladder of
 * screen scales (pixels per metre) from the whole plan on a phone to a close-up, coarse to fine. A label
 * placed at a scale stays at every finer one (its box only shrinks around its anchor), so each label is
 * one element shown from its first level (`from`); a short form ("12") is replaced by its full text
 * ("Sala 12") at the first level where that fits (`to` ends the short one).
 */

/** Screen scales (CSS pixels per plan metre) of the label levels: level k is shown from LABEL_SCALES[k]. */
export const LABEL_SCALES = [0.35, 0.6, 1, 1.6, 2.6, 4.2, 6.8] as const;

/** A label's font size on screen, CSS pixels (never under 12: readable on a phone). */
export const LABEL_PX = 13;

/** The level of a screen scale: the finest whose scale it reaches (below the first, level 0). */
export function labelLevel(pixelsPerMetre: number, scales: readonly number[] = LABEL_SCALES): number {
  let level = 0;
  scales.forEach((scale, i) => {
    if (pixelsPerMetre >= scale - 1e-9) level = i;
  });
  return level;
}

export interface LevelLabel {
  id: string;
  text: string;
  x: number;
  y: number;
  /** Vertical offset in em (0, above −1.1 or below 1.1): it scales with the text. */
  dy: number;
  /** Size relative to LABEL_PX (halls are larger). */
  scale: number;
  /** First level shown. */
  from: number;
  /** First level no longer shown (its full text replaces a short form there). */
  to?: number;
  /** The selected point's name (placed whatever it meets). */
  force?: boolean;
}

/** The label's box in metres at a screen scale. */
export function levelLabelBox(label: Omit<LevelLabel, 'from'>, pixelsPerMetre: number, px = LABEL_PX): Box {
  const size = (px * label.scale) / pixelsPerMetre;
  return labelBox(label.text, label.x, label.y + label.dy * size, size);
}

/** Candidates at least this large (metres at zoom 1: halls) are drawn larger than the others. */
const LARGE = 10;

export function placeLabelLevels(
  candidates: readonly LabelCandidate[],
  {
    scales = LABEL_SCALES,
    px = LABEL_PX,
    bounds,
    obstacles = () => [],
  }: {
    scales?: readonly number[];
    px?: number;
    bounds?: Box;
    /** Obstacles (icons) at a screen scale. */
    obstacles?: (pixelsPerMetre: number) => readonly Box[];
  } = {},
): LevelLabel[] {
  const ordered = [...candidates].sort((a, b) => b.priority - a.priority || a.id.localeCompare(b.id));
  const placed: LevelLabel[] = [];
  const active = new Map<string, LevelLabel>();
  scales.forEach((scale, level) => {
    // Greedy by priority at each level; a label shown at the level before keeps its place when it is
    // still free (boxes move towards their anchors as the zoom grows, so it is checked again).
    const boxes: Box[] = [];
    const fixed = obstacles(scale);
    const fits = (box: Box) =>
      !(bounds && (box.x1 < bounds.x1 || box.x2 > bounds.x2 || box.y1 < bounds.y1 || box.y2 > bounds.y2)) &&
      !fixed.some((other) => overlaps(box, other)) &&
      !boxes.some((other) => overlaps(box, other));
    for (const candidate of ordered) {
      const current = active.get(candidate.id);
      if (current) {
        const box = levelLabelBox(current, scale, px);
        if (current.force || (current.text === candidate.text && fits(box))) {
          boxes.push(box);
          continue;
        }
      }
      const texts =
        candidate.short && candidate.short !== candidate.text ? [candidate.text, candidate.short] : [candidate.text];
      const sized = candidate.size >= LARGE ? 1.15 : 1;
      let next: LevelLabel | undefined;
      search: for (const text of texts) {
        for (const dy of candidate.offsets ?? [0, -1.1, 1.1]) {
          const label: LevelLabel = {
            id: candidate.id,
            text,
            x: round(candidate.x),
            y: round(candidate.y),
            dy,
            scale: sized,
            from: level,
            ...(candidate.force ? { force: true } : {}),
          };
          const box = levelLabelBox(label, scale, px);
          if (!fits(box) && !candidate.force) continue;
          // The same text at the same place: the label shown before stays as it is.
          if (current && current.text === text && current.dy === dy && fits(box)) {
            boxes.push(box);
            next = current;
            break search;
          }
          next = label;
          boxes.push(box);
          break search;
        }
      }
      if (current && next !== current) {
        current.to = level;
        active.delete(candidate.id);
      }
      if (next && next !== current) {
        active.set(candidate.id, next);
        placed.push(next);
      }
    }
  });
  return placed;
}
