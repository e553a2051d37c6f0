import 'server-only';
import { now } from '@/lib/clock';
import { config } from '@/lib/config';
import { registerProcessStateHook } from '@/lib/process-state';
import { logger } from '@/lib/server/log';
import { embeddedImdfArchive } from '../imdf/embedded';
import type { ImdfArchive } from '../imdf/schema';
import { loadImdfArchive } from './imdf-files';

/*
 * The venue's IMDF archive (adapter rule: an embedded default, the operator's archive by configuration).
 * Without IMDF_ARCHIVE: the embedded model of El Dorado. With it: that zip or folder (path or URL),
 * validated on first use — a bad archive is refused with an error naming the feature at fault, logged
 * and thrown, because the site must not draw a map it cannot trust. Every IMDF_ARCHIVE_RELOAD_SECONDS
 * the next request reloads it in the background and keeps serving the current model meanwhile; a
 * reload that fails (unreachable, invalid) is logged and the last good model keeps serving.
 */

const log = logger('maps');

interface Loaded {
  archive: ImdfArchive;
  location: string;
  /** When it was loaded or last tried (ms). */
  checkedAt: number;
}

let loaded: Loaded | undefined;
let firstLoad: Promise<ImdfArchive> | undefined;
let reloading: Promise<void> | undefined;
/** A first load that failed: thrown again for a minute, not retried on every request. */
let refused: { location: string; error: Error; at: number } | undefined;
const RETRY_REFUSED_MS = 60_000;

/** Where the archive comes from: the configured location, or 'embedded'. */
export function imdfArchiveSource(): string {
  return config().IMDF_ARCHIVE ?? 'embedded';
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function load(location: string): Promise<ImdfArchive> {
  return loadImdfArchive(location, { timeoutMs: config().IMDF_ARCHIVE_TIMEOUT_MS });
}

function reloadInBackground(current: Loaded): void {
  if (reloading) return;
  current.checkedAt = now().getTime();
  reloading = load(current.location)
    .then((archive) => {
      loaded = { archive, location: current.location, checkedAt: now().getTime() };
      log.info({ location: current.location, units: archive.unit.length }, 'IMDF archive reloaded');
    })
    .catch((error: unknown) => {
      log.error(
        { location: current.location, problem: describe(error) },
        `IMDF archive reload refused, the last good model keeps serving: ${describe(error)}`,
      );
    })
    .finally(() => {
      reloading = undefined;
    });
}

/** The venue's archive (validated). Throws only when a configured archive has never loaded. */
export async function getImdfArchive(): Promise<ImdfArchive> {
  const location = config().IMDF_ARCHIVE;
  if (!location) return embeddedImdfArchive();
  if (loaded && loaded.location === location) {
    const every = config().IMDF_ARCHIVE_RELOAD_SECONDS * 1000;
    if (every > 0 && now().getTime() - loaded.checkedAt >= every) reloadInBackground(loaded);
    return loaded.archive;
  }
  if (refused && refused.location === location && now().getTime() - refused.at < RETRY_REFUSED_MS) throw refused.error;
  firstLoad ??= load(location)
    .then((archive) => {
      loaded = { archive, location, checkedAt: now().getTime() };
      log.info({ location, units: archive.unit.length }, 'IMDF archive loaded');
      return archive;
    })
    .catch((error: unknown) => {
      log.error({ location, problem: describe(error) }, `IMDF_ARCHIVE refused: ${describe(error)}`);
      const refusal = new Error(`IMDF_ARCHIVE (${location}) refused: ${describe(error)}`, { cause: error });
      refused = { location, error: refusal, at: now().getTime() };
      throw refusal;
    })
    .finally(() => {
      firstLoad = undefined;
    });
  return firstLoad;
}

/** Waits for a background reload in progress (tests and the start-up check). */
export async function settledImdfReload(): Promise<void> {
  await reloading;
}

declare module '@/lib/process-state' {
  interface ProcessStateHooks {
    /** Forget the loaded archive, so the next use loads IMDF_ARCHIVE (or the embedded model) again. */
    'imdf-archive': () => void;
  }
}
registerProcessStateHook('imdf-archive', () => {
  loaded = undefined;
  firstLoad = undefined;
  refused = undefined;
  reloading = undefined;
});
