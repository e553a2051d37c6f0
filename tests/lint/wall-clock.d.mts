export declare const wallClockSelectors: string[];
export declare const noWallClockInTests: ['error', ...{ selector: string; message: string }[]];
export declare const testFiles: string[];
