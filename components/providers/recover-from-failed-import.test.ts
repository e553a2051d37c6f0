import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_STORAGE_KEY, recoverFromFailedImport } from './chunk-reload';

const chunkError = new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/x.js');

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('recoverFromFailedImport', () => {
  it('leaves an offline failure to the fallback: no reload', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    expect(recoverFromFailedImport(chunkError, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once per 60 s online (a replaced build), and ignores errors that are not chunk errors', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const reload = vi.fn();
    expect(recoverFromFailedImport(new Error('render failed'), reload)).toBe(false);
    expect(recoverFromFailedImport(chunkError, reload)).toBe(true);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).not.toBeNull();
    expect(recoverFromFailedImport(chunkError, reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('recoverFromFailedImport on the server', () => {
  it('does nothing where there is no window (a lazy island rendered on the server)', () => {
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('navigator', undefined);
    const reload = vi.fn();
    try {
      expect(recoverFromFailedImport(chunkError, reload)).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(reload).not.toHaveBeenCalled();
  });
});
