// Types of profile-attribution.mjs (plain JavaScript, run by node) for its TypeScript test.
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}
export function ownerOf(source: string | null, url: string): string;
export function selfTimes(
  profile: CpuProfile,
  resolve: (callFrame: CallFrame) => { source: string | null; name: string | null },
): { byOwner: Map<string, number>; byFunction: Map<string, number> };
export function addInto<K>(into: Map<K, number>, from: Map<K, number>): Map<K, number>;
