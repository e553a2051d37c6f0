// Types of seeded-random.mjs.
export function seededRandom(seed: number): () => number;
