export function contentFiles(dir?: string): string[];
export function manifestSource(files: string[]): string;
