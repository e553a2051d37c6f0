import type { ESLint } from 'eslint';

export declare function importTarget(specifier: string, importer: string, root: string): string | undefined;
export declare function crossedBoundary(
  file: string,
  target: string,
): { messageId: string; data?: Record<string, string> } | undefined;
export declare const projectPlugin: ESLint.Plugin;
