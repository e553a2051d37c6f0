interface Part {
  passed: number;
  failed: number;
  note?: string;
}
export interface Totals {
  parts: Record<'lint' | 'typecheck' | 'unit' | 'e2e' | 'bundle', Part>;
  passed: number;
  failed: number;
  retried: string[];
  failures: string[];
  line: string;
}
export declare function vitestTotals(report: unknown, exitCode: number): Part;
export declare function playwrightTotals(report: unknown, exitCode: number): Part;
export declare function vitestRetried(report: unknown): string[];
export declare function playwrightRetried(report: unknown): string[];
export declare function vitestFailures(report: unknown): string[];
export declare function playwrightFailures(report: unknown): string[];
export declare function totals(input: {
  lint?: number;
  typecheck?: number;
  bundleBudget?: number;
  unitExit?: number;
  vitestReport?: unknown;
  e2eExit?: number;
  playwrightReport?: unknown;
}): Totals;
export declare function printSummary(result: Totals, log?: (line: string) => void): void;
