// @vitest-environment node
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetProcessState } from '@/tests/process-state';
import { embeddedImdfArchive } from '../imdf/embedded';
import { IMDF_FEATURE_TYPES, type ImdfArchive } from '../imdf/schema';
import { archiveFromZip, archiveZip, featureFileJson } from './imdf-files';
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
