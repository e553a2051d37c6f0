// Types of lighthouse-table.mjs for check-budgets.mts.
import type { RatioInterval } from './stats.mjs';

export function tbtRatioInterval(row: {
  tbtRatioInterval?: RatioInterval;
  runs?: { simulated?: { floor: Record<string, number>; page: Record<string, number> }[] };
}): RatioInterval;
export function lighthouseTable(result: unknown): string;
