import { registerProcessStateHook } from '../../process-state';
import { createDb, dbOptionsFromConfig, type DbHandle } from './client';
import type { FeatureSeed } from './seed';

/*
 * The one database handle of this process. It lives on globalThis because Next may load this
 * module more than once (dev HMR, instrumentation and route bundles), and PGlite has no lock:
 * two instances on one data dir would corrupt it.
 */

export type PrepareStatus = 'idle' | 'running' | 'ready' | 'failed';

interface SharedDbState {
  handle?: DbHandle;
  prepareStatus: PrepareStatus;
  prepareError?: Error;
  prepareStartedAt?: number;
  preparing?: Promise<void>;
  /** The features' seeds given by the first preparation, for its retries. */
  featureSeeds?: readonly FeatureSeed[];
}

const STATE_KEY = Symbol.for('eldorado.db.shared');

function state(): SharedDbState {
  const store = globalThis as typeof globalThis & { [STATE_KEY]?: SharedDbState };
  store[STATE_KEY] ??= { prepareStatus: 'idle' };
  return store[STATE_KEY];
}

/** The process-wide handle, opened on first use from lib/config (DATABASE_URL or DATA_DIR). */
export function getSharedDbHandle(): DbHandle {
  const current = state();
  current.handle ??= createDb(dbOptionsFromConfig());
  return current.handle;
}

export function sharedDbState(): Readonly<SharedDbState> {
  return state();
}

/** Keeps the features' seeds when given; returns the ones kept (none before the first preparation). */
export function rememberFeatureSeeds(seeds?: readonly FeatureSeed[]): readonly FeatureSeed[] {
  const current = state();
  if (seeds) current.featureSeeds = seeds;
  return current.featureSeeds ?? [];
}

/** Runs `prepare` once per process; later calls share its outcome. A failed run may be retried. */
export function runPrepareOnce(prepare: () => Promise<void>): Promise<void> {
  const current = state();
  if (current.prepareStatus === 'ready') return Promise.resolve();
  if (current.preparing) return current.preparing;
  current.prepareStatus = 'running';
  current.prepareStartedAt = Date.now();
  current.preparing = prepare()
    .then(() => {
      current.prepareStatus = 'ready';
      current.prepareError = undefined;
    })
    .catch((error: unknown) => {
      current.prepareStatus = 'failed';
      current.prepareError = error instanceof Error ? error : new Error(String(error));
      throw current.prepareError;
    })
    .finally(() => {
      current.preparing = undefined;
    });
  return current.preparing;
}

/** Closes the shared handle (scripts call this before exiting). */
export async function closeSharedDb(): Promise<void> {
  const current = state();
  const handle = current.handle;
  current.handle = undefined;
  await handle?.close();
}

declare module '../../process-state' {
  interface ProcessStateHooks {
    /** Route handlers and services get this handle (e.g. an in-memory PGlite) from getDb(). */
    'shared-db': (handle: DbHandle) => void;
  }
}
registerProcessStateHook('shared-db', (handle) => {
  const current = state();
  current.handle = handle;
  current.prepareStatus = 'ready';
});
