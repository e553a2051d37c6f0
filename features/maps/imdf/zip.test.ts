// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_ZIP_LIMITS, readZip, writeZip } from './zip';

const files = [
  { name: 'manifest.json', content: Buffer.from('{"version":"1.0.0"}') },
  { name: 'unit.geojson', content: Buffer.from(JSON.stringify({ a: 'x'.repeat(5000) })) },
  { name: 'ñandú.txt', content: Buffer.from('UTF-8 names') },
];

describe('zip', () => {
  it('reads back what it writes (deflated, UTF-8 names, dated)', () => {
    const zip = writeZip(files, new Date('2026-11-28T10:20:30Z'));
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    expect(zip.length).toBeLessThan(5000); // the repeated text deflates
    const read = readZip(zip);
    expect([...read.keys()]).toEqual(files.map((file) => file.name));
    for (const file of files) expect(read.get(file.name)?.equals(file.content)).toBe(true);
  });

  it('refuses more entries or more bytes than its limits (a zip bomb stops there)', () => {
    const zip = writeZip(files, new Date(0));
    expect(() => readZip(zip, { maxEntries: 2, maxEntryBytes: 1e6, maxTotalBytes: 1e6 })).toThrow(/too many entries/);
    expect(() => readZip(zip, { maxEntries: 9, maxEntryBytes: 1000, maxTotalBytes: 1e6 })).toThrow(
      /unit.geojson is too large/,
    );
    expect(() => readZip(zip, { maxEntries: 9, maxEntryBytes: 1e6, maxTotalBytes: 3000 })).toThrow(/inflates past/);
  });

  it('by default reads a file of at most 16 MiB and 64 MiB in all', () => {
    const MiB = 1024 * 1024;
    expect(DEFAULT_ZIP_LIMITS).toEqual({ maxEntries: 64, maxEntryBytes: 16 * MiB, maxTotalBytes: 64 * MiB });
    // A file that declares 17 MiB is refused before it is inflated.
    const zip = writeZip([{ name: 'unit.geojson', content: Buffer.from('{}') }], new Date(0));
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(17 * MiB, central + 24);
    expect(() => readZip(zip)).toThrow('unit.geojson is too large (17 MiB, at most 16 MiB)');
    // Five files of 13 MiB, each within its limit, pass 64 MiB together.
    const big = Buffer.alloc(13 * MiB, 0x20);
    const five = writeZip(
      [1, 2, 3, 4, 5].map((n) => ({ name: `f${n}.geojson`, content: big })),
      new Date(0),
    );
    expect(() => readZip(five)).toThrow('the archive inflates past 64 MiB');
  });

  it('refuses a corrupt entry (CRC) and what is not a zip', () => {
    const zip = writeZip([{ name: 'a.txt', content: Buffer.from('hello hello hello') }], new Date(0));
    const corrupt = Buffer.from(zip);
    corrupt.writeUInt32LE(0xdeadbeef, zip.indexOf(Buffer.from('a.txt'), 40) - 30); // central directory CRC
    expect(() => readZip(corrupt)).toThrow(/CRC|declared size/);
    expect(() => readZip(Buffer.from('PK'))).toThrow(/not a zip/);
  });
});
