import 'server-only';

/** Start of the `stepMinutes` slot holding an instant (Bogota has no DST: UTC slots are local slots). */
export function slotStart(ms: number, stepMinutes: number): number {
  const step = stepMinutes * 60_000;
  return Math.floor(ms / step) * step;
}

/** A number in [0, 1) from a text, the same every time (FNV-1a): deterministic variation. */
export function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}
