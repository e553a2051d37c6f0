/**
 * Reads a PDF the way assistive technology and text extraction do (pdfjs-dist): its metadata, whether it is
 * tagged, each page's structure tree and text, with artifacts (page footers) told apart from content.
 */

export interface StructNode {
  role?: string;
  type?: string;
  children?: StructNode[];
}

export interface PdfTextItem {
  str: string;
  x: number;
  width: number;
  artifact: boolean;
}

export interface ReadPdf {
  version: string;
  title: string;
  xmpTitle: string | null;
  language: string;
  marked: boolean;
  displayDocTitle: boolean;
  pageWidth: number;
  pages: { structTree: StructNode; items: PdfTextItem[] }[];
}

type PdfJsItem = { str?: string; type?: string; tag?: string; width?: number; transform?: number[] };

function textItems(items: PdfJsItem[]): PdfTextItem[] {
  const out: PdfTextItem[] = [];
  const open: string[] = [];
  for (const item of items) {
    if (item.type === 'beginMarkedContent' || item.type === 'beginMarkedContentProps') open.push(item.tag ?? '');
    else if (item.type === 'endMarkedContent') open.pop();
    else if (item.str) {
      out.push({ str: item.str, x: item.transform![4]!, width: item.width!, artifact: open.includes('Artifact') });
    }
  }
  return out;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const { info, metadata } = (await doc.getMetadata()) as unknown as {
    info: Record<string, string | boolean>;
    metadata: { get(name: string): string | null } | null;
  };
  const markInfo = await doc.getMarkInfo();
  const preferences = (await doc.getViewerPreferences()) as Record<string, unknown> | null;
  const pages: ReadPdf['pages'] = [];
  let pageWidth = 0;
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    pageWidth = page.view[2]!;
    const content = await page.getTextContent({ includeMarkedContent: true });
    pages.push({
      structTree: (await page.getStructTree()) as StructNode,
      items: textItems(content.items as PdfJsItem[]),
    });
  }
  await doc.destroy();
  return {
    version: String(info.PDFFormatVersion),
    title: String(info.Title ?? ''),
    xmpTitle: metadata?.get('dc:title') ?? null,
    language: String(info.Language ?? ''),
    marked: markInfo?.Marked === true,
    displayDocTitle: preferences?.DisplayDocTitle === true,
    pageWidth,
    pages,
  };
}

/** The roles of a structure tree, depth first (Root, Document, H1, P…). */
export function roles(node: StructNode): string[] {
  return [...(node.role ? [node.role] : []), ...(node.children ?? []).flatMap(roles)];
}

/** The text of the pages' content (artifacts left out), with whitespace removed, to compare across line breaks. */
export function contentText(pdf: ReadPdf): string {
  return pdf.pages
    .flatMap((p) => p.items.filter((i) => !i.artifact).map((i) => i.str))
    .join('')
    .replace(/\s+/g, '');
}
