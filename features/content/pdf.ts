/*
 * The PDF writer for the airport's text documents (title, summary, sections of paragraphs): tagged PDF 1.7
 * (a structure tree Document > H1, P, H2, P with marked content; page footers as artifacts), /Lang, /MarkInfo,
 * the title in the document information and XMP metadata and shown as the window title, and the site's
 * font (Figtree, embedded as subsets with Unicode maps) laid out and wrapped by its real glyph widths.
 */
import PDFDocument from 'pdfkit';
import { FIGTREE_BOLD, FIGTREE_REGULAR } from './pdf-fonts';

export interface PdfDocumentInput {
  title: string;
  summary: string;
  sections: { heading: string; paragraphs: string[] }[];
  footer: string;
  /** BCP 47 tag, e.g. es-CO. */
  lang: string;
  /** The document's date, written as its creation date (a fixed date gives the same bytes each time). */
  created?: Date;
}

const MARGIN = 56;
const FOOTER_SIZE = 9;
const REGULAR = 'Figtree';
const BOLD = 'Figtree-Bold';

const fonts = { regular: Buffer.from(FIGTREE_REGULAR, 'base64'), bold: Buffer.from(FIGTREE_BOLD, 'base64') };

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** pdfkit copies the title into the XMP packet unescaped: a title with & or < would make the XML invalid. */
function escapeTitleInXmp(doc: Doc, title: string) {
  const metadata = (doc as unknown as { metadata: { append(xml: string, newline?: boolean): void } }).metadata;
  const append = metadata.append.bind(metadata);
  metadata.append = (xml, newline) => append(xml.replace(`>${title}<`, `>${escapeXml(title)}<`), newline);
}

function createDocument(input: PdfDocumentInput): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    pdfVersion: '1.7',
    tagged: true,
    lang: input.lang,
    displayTitle: true,
    bufferPages: true,
    // No default font: pdfkit's is Helvetica, read from an AFM file and never embedded.
    font: null as unknown as string,
    info: {
      Title: input.title,
      Creator: 'eldorado.aero',
      Producer: 'eldorado.aero (pdfkit)',
      CreationDate: input.created ?? new Date(),
    },
  });
  escapeTitleInXmp(doc, input.title);
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  return doc;
}

interface Block {
  type: 'H1' | 'H2' | 'P';
  text: string;
  font: string;
  size: number;
  gapBefore: number;
}

function blocks(input: PdfDocumentInput): Block[] {
  return [
    { type: 'H1', text: input.title, font: BOLD, size: 20, gapBefore: 0 },
    { type: 'P', text: input.summary, font: REGULAR, size: 12, gapBefore: 8 },
    ...input.sections.flatMap((section) => [
      { type: 'H2' as const, text: section.heading, font: BOLD, size: 14, gapBefore: 18 },
      ...section.paragraphs.map((text) => ({ type: 'P' as const, text, font: REGULAR, size: 11, gapBefore: 6 })),
    ]),
  ];
}

const textOptions = (doc: Doc) => ({ width: doc.page.width - 2 * MARGIN, lineGap: 3 });

/** A heading starts a new page rather than sit alone at the foot of one (with room for two lines after it). */
function keepWithNext(doc: Doc, block: Block) {
  if (block.type === 'P') return;
  doc.font(block.font).fontSize(block.size);
  const needed = doc.heightOfString(block.text, textOptions(doc)) + block.gapBefore + 2 * 11 * 1.6;
  if (doc.y + needed > doc.page.maxY()) doc.addPage();
}

function writeBlock(doc: Doc, parent: Struct, block: Block) {
  keepWithNext(doc, block);
  if (doc.y > doc.page.margins.top) doc.y += block.gapBefore;
  doc.font(block.font).fontSize(block.size);
  // pdfkit wraps at spaces and hyphens by the glyphs' widths, splits a word longer than the line, and carries the
  // marked content over a page break.
  parent.add(doc.struct(block.type, {}, () => doc.text(block.text, MARGIN, doc.y, textOptions(doc))));
}

/** The footer of every page, marked as a pagination artifact: not part of the document's reading order. */
function writeFooters(doc: Doc, footer: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .font(REGULAR)
      .fontSize(FOOTER_SIZE)
      .text(`${footer} · ${i + 1}/${count}`, MARGIN, doc.page.height - MARGIN, {
        width: doc.page.width - 2 * MARGIN,
        lineBreak: false,
      });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
}

function collect(doc: Doc): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}

/** The document as a tagged PDF, in memory (a few tens of kilobytes). */
export function renderPdf(input: PdfDocumentInput): Promise<Uint8Array> {
  const doc = createDocument(input);
  const bytes = collect(doc);
  const root = doc.struct('Document');
  doc.addStructure(root);
  for (const block of blocks(input)) writeBlock(doc, root, block);
  root.end();
  writeFooters(doc, input.footer);
  doc.end();
  return bytes;
}
