/**
 * Recovery from stale code chunks (SPEC §9: chunk-reload throttle 60 s). After a deployment, a tab
 * opened on the previous build asks for chunk files that no longer exist; the fix is a full reload.
 * To never loop when the failure is not a stale build (offline, broken CDN), the page reloads at most
 * once per 60 s, remembered in sessionStorage.
 */
export const CHUNK_RELOAD_THROTTLE_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'eldorado:chunk-reload-at';

const CHUNK_ERROR_PATTERNS = [
  /ChunkLoadError/i,
  /Loading chunk [\w-]+ failed/i,
  /Loading CSS chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

/** True for the errors a missing code chunk produces (webpack/turbopack and native dynamic import). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  if (typeof error === 'string') return CHUNK_ERROR_PATTERNS.some((p) => p.test(error));
  if (typeof error === 'object') {
    const { name, message } = error as { name?: unknown; message?: unknown };
    if (name === 'ChunkLoadError') return true;
    if (typeof message === 'string') return CHUNK_ERROR_PATTERNS.some((p) => p.test(message));
  }
  return false;
}

/** True when no reload happened in the last 60 s (a missing or unreadable timestamp counts as none). */
export function shouldReloadAfterChunkError(
  now: number,
  lastReloadAt: number | null | undefined,
  throttleMs: number = CHUNK_RELOAD_THROTTLE_MS,
): boolean {
  if (lastReloadAt === null || lastReloadAt === undefined || !Number.isFinite(lastReloadAt)) return true;
  // A timestamp in the future (clock changed) does not block recovery for ever.
  if (lastReloadAt > now) return true;
  return now - lastReloadAt >= throttleMs;
}

export function readLastReload(storage: Pick<Storage, 'getItem'> | undefined): number | null {
  try {
    const raw = storage?.getItem(CHUNK_RELOAD_STORAGE_KEY);
    if (!raw) return null;
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Handles one error: reloads (and records the time) if it is a chunk error and the throttle allows it.
 * Returns true when a reload was asked for.
 */
export function handlePossibleChunkError(
  error: unknown,
  {
    now,
    storage,
    reload,
  }: { now: number; storage: Pick<Storage, 'getItem' | 'setItem'> | undefined; reload: () => void },
): boolean {
  if (!isChunkLoadError(error)) return false;
  // Without storage the throttle cannot be kept, and a reload loop is worse than a failed chunk.
  if (!storage) return false;
  if (!shouldReloadAfterChunkError(now, readLastReload(storage))) return false;
  try {
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    // Storage full or blocked: without a record we could loop, so do not reload.
    return false;
  }
  reload();
  return true;
}

export function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * For code that catches a failed `import()` itself and shows a fallback instead of the error page
 * (`lazyWithFallback`, components/lazy): offline, the fallback is the answer; online,
 * the likely cause is a build replaced by a deployment, so the page reloads as the guard would (at most
 * once per 60 s). Returns true when a reload was asked for.
 */
export function recoverFromFailedImport(error: unknown, reload: () => void = () => window.location.reload()): boolean {
  // On the server (a lazy island rendered there) there is nothing to reload.
  if (typeof window === 'undefined' || !navigator.onLine) return false;
  return handlePossibleChunkError(error, { now: Date.now(), storage: sessionStorageOrUndefined(), reload });
}
