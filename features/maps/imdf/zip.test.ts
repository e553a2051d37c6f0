// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readZip, writeZip } from './zip';

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

  it('refuses a corrupt entry (CRC) and what is not a zip', () => {
    const zip = writeZip([{ name: 'a.txt', content: Buffer.from('hello hello hello') }], new Date(0));
    const corrupt = Buffer.from(zip);
    corrupt.writeUInt32LE(0xdeadbeef, zip.indexOf(Buffer.from('a.txt'), 40) - 30); // central directory CRC
    expect(() => readZip(corrupt)).toThrow(/CRC|declared size/);
    expect(() => readZip(Buffer.from('PK'))).toThrow(/not a zip/);
  });
});
