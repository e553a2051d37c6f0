/*
 * A small PDF writer for the airport's text documents (title, summary, sections of paragraphs):
 * A4 pages, Helvetica in WinAnsi encoding (Spanish, French and Portuguese accents), word-wrapped,
 * as many pages as needed, with the title and language in the document information.
 */

export interface PdfDocumentInput {
  title: string;
  summary: string;
  sections: { heading: string; paragraphs: string[] }[];
  footer: string;
  /** BCP 47 tag, e.g. es-CO. */
  lang: string;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;

interface Line {
  text: string;
  size: number;
  bold: boolean;
  gapBefore: number;
}

/** Windows-1252 bytes for the characters outside Latin-1 that our texts use. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

function encodeWinAnsi(text: string): number[] {
  return [...text].map((char) => {
    const code = char.codePointAt(0)!;
    if (WIN_ANSI_EXTRA[char] !== undefined) return WIN_ANSI_EXTRA[char]!;
    if (code === 0x202f || code === 0x00a0) return 0x20;
    return code < 256 ? code : 0x3f;
  });
}

function pdfString(text: string): string {
  return `(${encodeWinAnsi(text)
    .map((byte) => {
      const char = String.fromCharCode(byte);
      if (char === '(' || char === ')' || char === '\\') return `\\${char}`;
      return byte < 32 || byte > 126 ? `\\${byte.toString(8).padStart(3, '0')}` : char;
    })
    .join('')})`;
}

/** Greedy word wrap by an average glyph width (Helvetica ≈ 0.5 em). */
function wrap(text: string, size: number, bold: boolean): string[] {
  const maxChars = Math.floor((PAGE_WIDTH - 2 * MARGIN) / (size * (bold ? 0.55 : 0.5)));
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function layout(input: PdfDocumentInput): Line[] {
  const lines: Line[] = [];
  const add = (text: string, size: number, bold: boolean, gapBefore: number) =>
    wrap(text, size, bold).forEach((t, i) => lines.push({ text: t, size, bold, gapBefore: i === 0 ? gapBefore : 0 }));
  add(input.title, 20, true, 0);
  add(input.summary, 12, false, 10);
  for (const section of input.sections) {
    add(section.heading, 14, true, 18);
    for (const paragraph of section.paragraphs) add(paragraph, 11, false, 8);
  }
  return lines;
}

function paginate(lines: Line[]): Line[][] {
  const pages: Line[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const height = line.size * 1.4 + line.gapBefore;
    if (y - height < MARGIN + 30 && pages[pages.length - 1]!.length) {
      pages.push([]);
      y = PAGE_HEIGHT - MARGIN;
    }
    pages[pages.length - 1]!.push(line);
    y -= height;
  }
  return pages;
}

function pageStream(lines: Line[], footer: string): string {
  const ops: string[] = ['BT'];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    y -= line.size * 1.4 + line.gapBefore;
    ops.push(
      `/${line.bold ? 'F2' : 'F1'} ${line.size} Tf`,
      `1 0 0 1 ${MARGIN} ${y.toFixed(1)} Tm`,
      `${pdfString(line.text)} Tj`,
    );
  }
  ops.push('/F1 9 Tf', `1 0 0 1 ${MARGIN} ${MARGIN - 20} Tm`, `${pdfString(footer)} Tj`, 'ET');
  return ops.join('\n');
}

export function renderPdf(input: PdfDocumentInput): Uint8Array {
  const pages = paginate(layout(input));
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R /Lang ' + pdfString(input.lang) + ' >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title ${pdfString(input.title)} /Producer (eldorado.aero) >>`;
  pages.forEach((lines, i) => {
    const stream = pageStream(lines, `${input.footer} · ${i + 1}/${pages.length}`);
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}
