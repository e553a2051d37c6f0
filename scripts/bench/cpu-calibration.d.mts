// Types of cpu-calibration.mjs (plain JavaScript, run by node) for its TypeScript test.
export const TARGET_INDEX: number;
export const MIN_MULTIPLIER: number;
export const MAX_MULTIPLIER: number;
export function multiplierFor(benchmarkIndex: number): number;
export function cpuCalibration(
  fixed?: string,
  window?: number,
): {
  calibrated: boolean;
  needsProbe: () => boolean;
  observe: (runs: ({ benchmarkIndex?: number } | undefined)[]) => void;
  multiplier: () => number;
};
