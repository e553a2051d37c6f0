// @vitest-environment node
import { mkdtemp, rm, truncate, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '@/tests/logs';
import { server } from '@/tests/msw/server';
import { forgetProcessState } from '@/tests/process-state';
import { embeddedImdfArchive } from '../imdf/embedded';
import { IMDF_FEATURE_TYPES, type ImdfArchive } from '../imdf/schema';
import { archiveFromZip, archiveZip, featureFileJson, IMDF_ARCHIVE_MAX_BYTES, loadImdfArchive } from './imdf-files';
import { imdfResponse } from './imdf-api';
import { getImdfArchive, settledImdfReload } from './imdf-source';

let dir: string;

/** A copy of the embedded archive with one change, as a zip file on disk. */
async function writeArchive(name: string, change: (archive: ImdfArchive) => void = () => {}): Promise<string> {
  const archive = structuredClone(embeddedImdfArchive());
  change(archive);
  const file = path.join(dir, name);
  await writeFile(file, archiveZip(archive).bytes);
  return file;
}

const breakLevel = (archive: ImdfArchive) => {
  archive.unit[0]!.properties.level_id = '00000000-0000-4000-8000-000000000000';
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'imdf-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
  forgetProcessState('imdf-archive');
  forgetProcessState('config');
});

function configure(env: Record<string, string>) {
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  forgetProcessState('config');
  forgetProcessState('imdf-archive');
}

describe('getImdfArchive', () => {
  it('serves the embedded model when IMDF_ARCHIVE is not set', async () => {
    configure({ IMDF_ARCHIVE: '' });
    expect(await getImdfArchive()).toBe(embeddedImdfArchive());
  });

  it('replaces it with the configured zip, and reads an unzipped folder too', async () => {
    const zip = await writeArchive('good.zip', (archive) => {
      archive.manifest.generated_by = 'the operator';
    });
    configure({ IMDF_ARCHIVE: zip });
    const archive = await getImdfArchive();
    expect(archive.manifest.generated_by).toBe('the operator');
    expect(archive.unit).toHaveLength(embeddedImdfArchive().unit.length);

    const folder = path.join(dir, 'folder');
    await mkdir(folder, { recursive: true });
    const source = embeddedImdfArchive();
    await writeFile(path.join(folder, 'manifest.json'), JSON.stringify(source.manifest));
    for (const type of IMDF_FEATURE_TYPES) {
      if (source[type]) await writeFile(path.join(folder, `${type}.geojson`), featureFileJson(source, type));
    }
    configure({ IMDF_ARCHIVE: folder });
    expect((await getImdfArchive()).opening).toHaveLength(source.opening.length);
  });

  it('refuses a bad archive on first load with an error naming the feature', async () => {
    const zip = await writeArchive('bad.zip', breakLevel);
    configure({ IMDF_ARCHIVE: zip });
    const unitId = embeddedImdfArchive().unit[0]!.id;
    await expect(getImdfArchive()).rejects.toThrow(`IMDF unit ${unitId}: level_id`);
    configure({ IMDF_ARCHIVE: path.join(dir, 'missing.zip') });
    await expect(getImdfArchive()).rejects.toThrow(/IMDF_ARCHIVE .*missing\.zip.* refused/);
  });

  it('makes the API answer 503 with Retry-After, not 500, while a configured archive has never loaded', async () => {
    configure({ IMDF_ARCHIVE: path.join(dir, 'never-there.zip') });
    await expect(imdfResponse({ feature: 'level' }, null)).rejects.toMatchObject({
      status: 503,
      code: 'service_unavailable',
      retryAfterSeconds: 60,
    });
  });

  it('keeps serving the last good model when a reload finds a bad archive, and takes the next good one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
    const file = await writeArchive('reloaded.zip');
    configure({ IMDF_ARCHIVE: file, IMDF_ARCHIVE_RELOAD_SECONDS: '60' });
    const first = await getImdfArchive();

    await writeFile(file, archiveZip(archiveWith(breakLevel)).bytes);
    vi.setSystemTime(new Date('2026-11-28T10:02:00Z'));
    expect(await getImdfArchive()).toBe(first); // served while the reload runs
    await settledImdfReload();
    expect(await getImdfArchive()).toBe(first); // the reload was refused

    await writeFile(
      file,
      archiveZip(
        archiveWith((archive) => {
          archive.manifest.created = '2026-11-28T10:03:00Z';
        }),
      ).bytes,
    );
    vi.setSystemTime(new Date('2026-11-28T10:04:00Z'));
    await getImdfArchive();
    await settledImdfReload();
    expect((await getImdfArchive()).manifest.created).toBe('2026-11-28T10:03:00Z');
  });
});

function archiveWith(change: (archive: ImdfArchive) => void): ImdfArchive {
  const archive = structuredClone(embeddedImdfArchive());
  change(archive);
  return archive;
}

describe('archiveZip / archiveFromZip', () => {
  it('round-trips the archive through a zip with one file per feature type', () => {
    const source = embeddedImdfArchive();
    const zip = archiveZip(source);
    expect(archiveZip(source)).toBe(zip);
    const back = archiveFromZip(zip.bytes);
    expect(back.unit).toEqual(source.unit);
    expect(back.manifest).toEqual(source.manifest);
    expect(zip.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('refuses what is not a zip, naming it as the manifest problem', () => {
    expect(() => archiveFromZip(Buffer.from('not a zip at all, just some text here'))).toThrow(
      /IMDF manifest: ZIP: not a zip/,
    );
  });
});

describe('archive size limits', () => {
  const MiB = 1024 * 1024;
  const URL_OF_ARCHIVE = 'https://imdf.example.com/venue.zip';

  /** A body of `chunks` chunks of `size` bytes, counting how many were pulled. */
  function countedStream(chunks: number, size: number) {
    const pulled = { count: 0 };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled.count === chunks) return controller.close();
        pulled.count += 1;
        controller.enqueue(new Uint8Array(size));
      },
    });
    return { stream, pulled };
  }

  it('reads at most 32 MiB of a downloaded archive, stops the download there and logs the refusal', async () => {
    expect(IMDF_ARCHIVE_MAX_BYTES).toBe(32 * MiB);
    const logs = captureLogs();
    const { stream, pulled } = countedStream(64, MiB); // 64 MiB, no Content-Length
    server.use(http.get(URL_OF_ARCHIVE, () => new HttpResponse(stream)));
    configure({ IMDF_ARCHIVE: URL_OF_ARCHIVE });
    await expect(getImdfArchive()).rejects.toThrow(`IMDF archive ${URL_OF_ARCHIVE} is larger than 32 MiB`);
    expect(pulled.count).toBeLessThan(40);
    expect(logs.records()).toContainEqual(
      expect.objectContaining({
        level: 'error',
        module: 'maps',
        msg: `IMDF_ARCHIVE refused: IMDF archive ${URL_OF_ARCHIVE} is larger than 32 MiB`,
      }),
    );
  });

  it('refuses a download by its Content-Length before reading it', async () => {
    const { stream, pulled } = countedStream(10, 1000);
    server.use(
      http.get(URL_OF_ARCHIVE, () => new HttpResponse(stream, { headers: { 'content-length': String(10_000) } })),
    );
    await expect(loadImdfArchive(URL_OF_ARCHIVE, { timeoutMs: 5000, maxBytes: 5000 })).rejects.toThrow(
      'is larger than 5 KiB',
    );
    expect(pulled.count).toBeLessThan(5); // reading it would take 6 chunks to pass 5 KiB
  });

  it('still reads an archive within the limit from a URL', async () => {
    const bytes = archiveZip(embeddedImdfArchive()).bytes;
    server.use(http.get(URL_OF_ARCHIVE, () => new HttpResponse(new Uint8Array(bytes))));
    const archive = await loadImdfArchive(URL_OF_ARCHIVE, { timeoutMs: 5000, maxBytes: bytes.length });
    expect(archive.unit).toHaveLength(embeddedImdfArchive().unit.length);
  });

  it('refuses a zip file over 32 MiB without reading it', async () => {
    const file = path.join(dir, 'huge.zip');
    await writeFile(file, '');
    await truncate(file, 33 * MiB); // sparse: nothing is written
    configure({ IMDF_ARCHIVE: file });
    await expect(getImdfArchive()).rejects.toThrow('is larger than 32 MiB');
  });

  it('refuses a folder with a file over 16 MiB, or more than 32 MiB in all', async () => {
    const folder = path.join(dir, 'huge-folder');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'manifest.json'), JSON.stringify(embeddedImdfArchive().manifest));
    await writeFile(path.join(folder, 'unit.geojson'), '');
    await truncate(path.join(folder, 'unit.geojson'), 17 * MiB);
    configure({ IMDF_ARCHIVE: folder });
    await expect(getImdfArchive()).rejects.toThrow('unit.geojson is too large (17 MiB)');

    await truncate(path.join(folder, 'unit.geojson'), 15 * MiB);
    for (const type of ['opening', 'amenity'] as const) {
      await writeFile(path.join(folder, `${type}.geojson`), '');
      await truncate(path.join(folder, `${type}.geojson`), 10 * MiB);
    }
    await expect(loadImdfArchive(folder, { timeoutMs: 5000 })).rejects.toThrow('is larger than 32 MiB');
  });
});
