// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentText, readPdf, roles } from '@/tests/pdf';
import { renderPdf, type PdfDocumentInput } from './pdf';

const LONG_WORD = 'Donaudampfschifffahrtsgesellschaftskapitänswitwe'.repeat(4);

const input: PdfDocumentInput = {
  title: 'Guide du passager de l’aéroport & ses œuvres',
  summary: 'Le cœur de l’aéroport™ : España, São Paulo, Curaçao.',
  sections: Array.from({ length: 14 }, (_, i) => ({
    heading: `Section ${i + 1} — sœur™`,
    paragraphs: [
      'Texte avec accents : áéíóú ñ ã ç ’ € (parenthèses) \\ '.repeat(4),
      i === 0 ? `Un mot sans espace : ${LONG_WORD}.` : 'Deuxième paragraphe.',
    ],
  })),
  footer: 'Aeropuerto El Dorado · eldorado.aero · 2026-11-01',
  lang: 'fr-FR',
  created: new Date('2026-11-01T05:00:00Z'),
};

describe('renderPdf', () => {
  it('writes a tagged PDF 1.7: structure tree, marked content, /Lang, and the title shown as the window title', async () => {
    const pdf = await readPdf(await renderPdf(input));
    expect(pdf.version).toBe('1.7');
    expect(pdf.marked).toBe(true);
    expect(pdf.language).toBe('fr-FR');
    expect(pdf.title).toBe(input.title);
    expect(pdf.xmpTitle).toBe(input.title);
    expect(pdf.displayDocTitle).toBe(true);
    expect(pdf.pages.length).toBeGreaterThan(1);
    const first = roles(pdf.pages[0]!.structTree);
    expect(first.slice(0, 4)).toEqual(['Root', 'Document', 'H1', 'P']);
    expect(first).toContain('H2');
    for (const page of pdf.pages) expect(roles(page.structTree)).toContain('Document');
    const headings = pdf.pages.flatMap((p) => roles(p.structTree)).filter((r) => r === 'H2');
    expect(headings).toHaveLength(input.sections.length);
  });

  it('embeds a font that renders every character: œ, ™, ’ and accents come back as text, never as ?', async () => {
    const bytes = await renderPdf(input);
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    const text = contentText(await readPdf(bytes));
    expect(text).toContain('Lecœurdel’aéroport™:España,SãoPaulo,Curaçao.');
    expect(text).toContain('Section1—sœur™');
    expect(text).toContain('áéíóúñãç’€(parenthèses)\\');
    expect(text).not.toContain('?');
    expect(text).not.toContain('\ufffd');
  });

  it('breaks lines by glyph widths, splitting a word longer than the line, and keeps every line inside the margins', async () => {
    const pdf = await readPdf(await renderPdf(input));
    const items = pdf.pages.flatMap((p) => p.items);
    for (const item of items) {
      expect(item.x).toBeGreaterThanOrEqual(56);
      expect(item.x + item.width, item.str).toBeLessThanOrEqual(pdf.pageWidth - 56 + 0.5);
    }
    expect(items.filter((i) => LONG_WORD.includes(i.str.replace(/\W+$/, ''))).length).toBeGreaterThan(1);
    expect(contentText(pdf)).toContain(`Unmotsansespace:${LONG_WORD}.`);
  });

  it('marks page footers as artifacts, outside the reading order', async () => {
    const pdf = await readPdf(await renderPdf(input));
    pdf.pages.forEach((page, i) => {
      const footers = page.items.filter((item) => item.artifact).map((item) => item.str);
      expect(footers).toEqual([`${input.footer} · ${i + 1}/${pdf.pages.length}`]);
    });
    expect(contentText(pdf)).not.toContain('eldorado.aero');
  });

  it('writes a title with XML characters into valid XMP metadata', async () => {
    const pdf = await readPdf(await renderPdf({ ...input, title: 'Tarifas <2026> & horarios' }));
    expect(pdf.xmpTitle).toBe('Tarifas <2026> & horarios');
  });
});
