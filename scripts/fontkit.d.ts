/** The one fontkit entry point scripts/font-instance.ts uses (fontkit comes with pdfkit and has no types). */
declare module 'fontkit' {
  export function create(buffer: Uint8Array): unknown;
}
