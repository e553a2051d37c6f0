// Types of doc-floor.mjs (plain JavaScript, run by node) for its TypeScript test.
export interface DocumentParts {
  lang: string;
  htmlClass: string;
  css: string;
  preloads: { href: string; as: string | undefined; type: string | undefined }[];
  body: string;
  media: string[];
}
export function documentParts(html: string): DocumentParts;
export function docFloorServer(pageUrl: string, options: { port: number }): Promise<{ url: string; stop: () => void }>;
