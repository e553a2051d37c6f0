// Types of stats.mjs (plain JavaScript, run by node) for its TypeScript test.
export interface Spread {
  median: number;
  p25: number;
  p75: number;
  min: number;
  max: number;
  n: number;
}
export function quantile(values: number[], q: number): number;
export function median(values: number[]): number;
export function spread(values: number[]): Spread;
export function medianRun<T extends Record<string, unknown>>(runs: T[]): Record<string, unknown> | undefined;
export function compare(
  pairs: { a: Record<string, number>; b: Record<string, number> }[],
  key: string,
): { a: Spread; b: Spread; ratio: number; difference: number; bHigherIn: number; bLowerIn: number; pairs: number };
export interface RatioInterval {
  low: number;
  high: number;
  level: number;
}
export function ratioInterval(
  pairs: { a: Record<string, number>; b: Record<string, number> }[],
  key: string,
  options?: { level?: number; resamples?: number; seed?: number },
): RatioInterval;
export function cpuFigures(
  tasks: { parent?: unknown; startTime: number; duration: number; event?: { tdur?: number } }[],
  slowdown: number,
): { cpuMs: number; cpuBlockingMs: number; cpuTasksMs: number[] };
export function blockingAt(cpuMs: number[], slowdown: number): number;
