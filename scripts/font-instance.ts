/**
 * Static TrueType instances of a variable WOFF2 font, for embedding in PDFs (features/content/pdf.ts);
 * scripts/pdf-fonts.mts writes them to features/content/pdf-fonts.ts.
 *
 * pdfkit embeds TrueType subsets, but fontkit cannot subset a WOFF2 file (its glyf table is stored
 * transformed) nor apply weight variations to one. So: (1) the WOFF2 is unpacked into a plain variable
 * TTF (glyf and loca rebuilt from the decoded glyphs, every other table copied), then (2) fontkit reads
 * that TTF at the wanted weight and every glyph is written back as plain outlines with its advance.
 * Glyph ids and cmap stay the same; hinting and OpenType layout (kerning) are dropped.
 */
import * as fontkit from 'fontkit';

interface Point {
  x: number;
  y: number;
  onCurve: boolean;
  endContour?: boolean;
}

interface Component {
  glyphID: number;
  dx: number;
  dy: number;
  scaleX: number;
  scaleY: number;
  scale01: number;
  scale10: number;
}

interface DecodedGlyph {
  numberOfContours: number;
  points?: Point[];
  components?: Component[];
}

/** The parts of fontkit's TTFFont/WOFF2Font this uses (not in its public types). */
interface FontkitFont {
  numGlyphs: number;
  variationCoords?: number[];
  directory: { tables: Record<string, { length: number; transformed?: boolean }> };
  _getTableStream(tag: string): { pos: number; buffer: Uint8Array };
  _transformGlyfTable(): void;
  _transformedGlyphs: DecodedGlyph[];
  getGlyph(id: number): {
    advanceWidth: number;
    _getContours(): Point[][];
  };
}

const open = (bytes: Buffer) => fontkit.create(bytes) as unknown as FontkitFont;

function rawTable(font: FontkitFont, tag: string): Buffer {
  const stream = font._getTableStream(tag);
  const start = stream.pos;
  return Buffer.from(stream.buffer.subarray(start, start + font.directory.tables[tag]!.length));
}

function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/** An sfnt file of these tables; sets head.checkSumAdjustment. */
function writeSfnt(tables: Map<string, Buffer>): Buffer {
  const tags = [...tables.keys()].sort();
  const power = 2 ** Math.floor(Math.log2(tags.length));
  const header = Buffer.alloc(12 + 16 * tags.length);
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(tags.length, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(tags.length * 16 - power * 16, 10);
  tables.get('head')!.writeUInt32BE(0, 8);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tags.forEach((tag, i) => {
    const data = tables.get(tag)!;
    const record = 12 + 16 * i;
    header.write(tag.padEnd(4, ' '), record, 'latin1');
    header.writeUInt32BE(checksum(data), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(data.length, record + 12);
    const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
    bodies.push(padded);
    offset += padded.length;
  });
  const file = Buffer.concat([header, ...bodies]);
  const headOffset = header.readUInt32BE(12 + 16 * tags.indexOf('head') + 8);
  file.writeUInt32BE((0xb1b0afba - checksum(file)) >>> 0, headOffset + 8);
  return file;
}

interface Box {
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

function boundingBox(points: { x: number; y: number }[]): Box {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { xMin: Math.min(...xs), yMin: Math.min(...ys), xMax: Math.max(...xs), yMax: Math.max(...ys) };
}

function glyphHeader(contours: number, box: Box): Buffer {
  const header = Buffer.alloc(10);
  header.writeInt16BE(contours, 0);
  header.writeInt16BE(box.xMin, 2);
  header.writeInt16BE(box.yMin, 4);
  header.writeInt16BE(box.xMax, 6);
  header.writeInt16BE(box.yMax, 8);
  return header;
}

/** One coordinate axis: flag bits and bytes (short form when it fits a byte, nothing when unchanged). */
function encodeDeltas(deltas: number[], short: number, same: number) {
  const flags: number[] = [];
  const bytes: number[] = [];
  for (const delta of deltas) {
    if (delta === 0) flags.push(same);
    else if (Math.abs(delta) < 256) {
      flags.push(short | (delta > 0 ? same : 0));
      bytes.push(Math.abs(delta));
    } else {
      flags.push(0);
      bytes.push((delta >> 8) & 0xff, delta & 0xff);
    }
  }
  return { flags, bytes };
}

function simpleGlyph(contours: Point[][]): Buffer {
  const points = contours.flat().map((p) => ({ x: Math.round(p.x), y: Math.round(p.y), onCurve: p.onCurve }));
  if (!points.length) return Buffer.alloc(0);
  const ends = Buffer.alloc(2 * contours.length + 2);
  let end = -1;
  contours.forEach((contour, i) => ends.writeUInt16BE((end += contour.length), 2 * i));
  const xs = encodeDeltas(
    points.map((p, i) => p.x - (points[i - 1]?.x ?? 0)),
    0x02,
    0x10,
  );
  const ys = encodeDeltas(
    points.map((p, i) => p.y - (points[i - 1]?.y ?? 0)),
    0x04,
    0x20,
  );
  const flags = points.map((p, i) => (p.onCurve ? 1 : 0) | xs.flags[i]! | ys.flags[i]!);
  return Buffer.concat([
    glyphHeader(contours.length, boundingBox(points)),
    ends,
    Buffer.from(flags),
    Buffer.from(xs.bytes),
    Buffer.from(ys.bytes),
  ]);
}

const F2DOT14 = (value: number) => Math.round(value * 16384);

function compositeGlyph(components: Component[]): Buffer {
  const parts = components.map((c, i) => {
    const twoByTwo = c.scale01 !== 0 || c.scale10 !== 0;
    const xyScale = !twoByTwo && c.scaleX !== c.scaleY;
    const scale = !twoByTwo && !xyScale && c.scaleX !== 1;
    const scales = twoByTwo
      ? [c.scaleX, c.scale01, c.scale10, c.scaleY]
      : xyScale
        ? [c.scaleX, c.scaleY]
        : scale
          ? [c.scaleX]
          : [];
    // ARG_1_AND_2_ARE_WORDS | ARGS_ARE_XY_VALUES, MORE_COMPONENTS, and the scale form.
    const flags =
      0x0003 | (i < components.length - 1 ? 0x0020 : 0) | (twoByTwo ? 0x0080 : xyScale ? 0x0040 : scale ? 0x0008 : 0);
    const part = Buffer.alloc(8 + 2 * scales.length);
    part.writeUInt16BE(flags, 0);
    part.writeUInt16BE(c.glyphID, 2);
    part.writeInt16BE(Math.round(c.dx), 4);
    part.writeInt16BE(Math.round(c.dy), 6);
    scales.forEach((s, j) => part.writeInt16BE(F2DOT14(s), 8 + 2 * j));
    return part;
  });
  return Buffer.concat([glyphHeader(-1, { xMin: 0, yMin: 0, xMax: 0, yMax: 0 }), ...parts]);
}

/** glyf and long loca tables of these glyph records. */
function glyfAndLoca(glyphs: Buffer[]) {
  const padded = glyphs.map((g) => Buffer.concat([g, Buffer.alloc((4 - (g.length % 4)) % 4)]));
  const loca = Buffer.alloc(4 * (glyphs.length + 1));
  let offset = 0;
  padded.forEach((g, i) => {
    loca.writeUInt32BE(offset, 4 * i);
    offset += g.length;
  });
  loca.writeUInt32BE(offset, 4 * glyphs.length);
  return { glyf: Buffer.concat(padded), loca };
}

/** Step 1: the WOFF2's tables as a plain (still variable) TrueType file. */
function unpackWoff2(woff2: Buffer): Buffer {
  const font = open(woff2);
  if (font.directory.tables.hmtx?.transformed) throw new Error('A transformed hmtx table is not supported.');
  font._transformGlyfTable();
  const records = font._transformedGlyphs.map((g) => {
    if (g.numberOfContours > 0) {
      const contours: Point[][] = [[]];
      for (const p of g.points!) {
        contours[contours.length - 1]!.push(p);
        if (p.endContour) contours.push([]);
      }
      return simpleGlyph(contours.filter((c) => c.length));
    }
    return g.numberOfContours < 0 ? compositeGlyph(g.components!) : Buffer.alloc(0);
  });
  const tables = new Map<string, Buffer>();
  for (const tag of Object.keys(font.directory.tables)) {
    if (tag !== 'glyf' && tag !== 'loca' && tag !== 'DSIG') tables.set(tag, rawTable(font, tag));
  }
  const { glyf, loca } = glyfAndLoca(records);
  tables.set('glyf', glyf);
  tables.set('loca', loca);
  tables.get('head')!.writeInt16BE(1, 50);
  return writeSfnt(tables);
}

function utf16be(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf16le');
  for (let i = 0; i < bytes.length; i += 2) [bytes[i], bytes[i + 1]] = [bytes[i + 1]!, bytes[i]!];
  return bytes;
}

/** A name table (Windows, English) with these name ids. */
function nameTable(names: Record<number, string>): Buffer {
  const entries = Object.entries(names).map(([id, text]) => ({ id: Number(id), data: utf16be(text) }));
  const header = Buffer.alloc(6 + 12 * entries.length);
  header.writeUInt16BE(entries.length, 2);
  header.writeUInt16BE(header.length, 4);
  let offset = 0;
  entries.forEach((entry, i) => {
    const at = 6 + 12 * i;
    header.writeUInt16BE(3, at);
    header.writeUInt16BE(1, at + 2);
    header.writeUInt16BE(0x409, at + 4);
    header.writeUInt16BE(entry.id, at + 6);
    header.writeUInt16BE(entry.data.length, at + 8);
    header.writeUInt16BE(offset, at + 10);
    offset += entry.data.length;
  });
  return Buffer.concat([header, ...entries.map((e) => e.data)]);
}

function maxpTable(numGlyphs: number, contours: Point[][][]): Buffer {
  const maxp = Buffer.alloc(32);
  maxp.writeUInt32BE(0x00010000, 0);
  maxp.writeUInt16BE(numGlyphs, 4);
  maxp.writeUInt16BE(Math.max(...contours.map((c) => c.flat().length)), 6);
  maxp.writeUInt16BE(Math.max(...contours.map((c) => c.length)), 8);
  maxp.writeUInt16BE(2, 14);
  return maxp;
}

export interface InstanceOptions {
  /** The wght axis value, e.g. 400 or 700. */
  weight: number;
  /** Family and style names written to the name table, e.g. Figtree / Bold. */
  family: string;
  style: string;
  copyright: string;
}

/** Step 2: a static TrueType font of the variable WOFF2 at one weight. */
export function staticInstance(woff2: Buffer, options: InstanceOptions): Buffer {
  const variable = unpackWoff2(woff2);
  const font = open(variable);
  font.variationCoords = [options.weight];
  const source = open(variable);
  const glyphs = Array.from({ length: font.numGlyphs }, (_, id) => font.getGlyph(id));
  const contours = glyphs.map((g) => g._getContours());
  const { glyf, loca } = glyfAndLoca(contours.map(simpleGlyph));
  const advances = glyphs.map((g) => Math.round(g.advanceWidth));
  const boxes = contours.map((c) =>
    c.flat().length ? boundingBox(c.flat().map((p) => ({ x: Math.round(p.x), y: Math.round(p.y) }))) : null,
  );
  const inked = boxes.filter((b): b is Box => b !== null);
  const hmtx = Buffer.alloc(4 * glyphs.length);
  advances.forEach((advance, i) => {
    hmtx.writeUInt16BE(advance, 4 * i);
    hmtx.writeInt16BE(boxes[i]?.xMin ?? 0, 4 * i + 2);
  });
  const head = rawTable(source, 'head');
  const bounds = boundingBox(
    inked.flatMap((b) => [
      { x: b.xMin, y: b.yMin },
      { x: b.xMax, y: b.yMax },
    ]),
  );
  [bounds.xMin, bounds.yMin, bounds.xMax, bounds.yMax].forEach((v, i) => head.writeInt16BE(v, 36 + 2 * i));
  head.writeUInt16BE(options.weight >= 700 ? 1 : 0, 44);
  head.writeInt16BE(1, 50);
  // Fixed creation and modification dates: the same input gives the same bytes.
  head.fill(0, 20, 36);
  const hhea = rawTable(source, 'hhea');
  hhea.writeUInt16BE(Math.max(...advances), 10);
  hhea.writeInt16BE(Math.min(...inked.map((b) => b.xMin)), 12);
  hhea.writeInt16BE(Math.min(...boxes.map((b, i) => (b ? advances[i]! - b.xMax : 0))), 14);
  hhea.writeInt16BE(Math.max(...inked.map((b) => b.xMax)), 16);
  hhea.writeUInt16BE(glyphs.length, 34);
  const os2 = rawTable(source, 'OS/2');
  os2.writeUInt16BE(options.weight, 4);
  // fsSelection: keep USE_TYPO_METRICS and the like, set BOLD or REGULAR.
  os2.writeUInt16BE((os2.readUInt16BE(62) & ~0x0061) | (options.weight >= 700 ? 0x0020 : 0x0040), 62);
  const postscript = `${options.family}-${options.style}`.replace(/\s/g, '');
  const tables = new Map<string, Buffer>([
    ['head', head],
    ['hhea', hhea],
    ['maxp', maxpTable(glyphs.length, contours)],
    ['hmtx', hmtx],
    ['loca', loca],
    ['glyf', glyf],
    ['cmap', rawTable(source, 'cmap')],
    ['post', rawTable(source, 'post')],
    ['OS/2', os2],
    [
      'name',
      nameTable({
        0: options.copyright,
        1: options.family,
        2: options.style,
        3: `${postscript};static instance`,
        4: `${options.family} ${options.style}`,
        6: postscript,
      }),
    ],
  ]);
  return writeSfnt(tables);
}

const FIGTREE = 'node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2';
const FIGTREE_COPYRIGHT = 'Copyright 2022 The Figtree Project Authors (https://github.com/erikdkennedy/figtree)';

/** The source of features/content/pdf-fonts.ts, from the installed Figtree (root: the project's folder). */
export async function figtreeModule(root: string): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  const woff2 = await readFile(`${root}/${FIGTREE}`);
  const instance = (weight: number, style: string) =>
    staticInstance(woff2, { weight, style, family: 'Figtree', copyright: FIGTREE_COPYRIGHT }).toString('base64');
  return [
    '// Generated by scripts/pdf-fonts.mts from @fontsource-variable/figtree (SIL Open Font License 1.1). Do not edit.',
    '',
    '/** Figtree Regular (wght 400), TrueType, base64. */',
    `export const FIGTREE_REGULAR =\n  '${instance(400, 'Regular')}';`,
    '',
    '/** Figtree Bold (wght 700), TrueType, base64. */',
    `export const FIGTREE_BOLD =\n  '${instance(700, 'Bold')}';`,
    '',
  ].join('\n');
}
