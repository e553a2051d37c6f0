import { DEFAULT_SETTINGS, STORAGE_KEY, applySettings, parseSettings, type A11ySettings } from './settings';

export interface SettingsStore {
  get(): A11ySettings;
  set(patch: Partial<A11ySettings>): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

interface StoreOptions {
  /** localStorage, or null where storage is blocked (settings then last for the page only). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** The element that carries the classes (document.documentElement). */
  root: Element | null;
}

function safeRead(storage: StoreOptions['storage']): string | null {
  try {
    return storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The settings, persisted in localStorage and applied to <html> on every change. One store per
 * browser page (created by the widget); `useSyncExternalStore` reads it.
 */
export function createSettingsStore({ storage, root }: StoreOptions): SettingsStore {
  let current = parseSettings(safeRead(storage));
  const listeners = new Set<() => void>();

  const commit = (next: A11ySettings) => {
    current = next;
    try {
      if (storage) storage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Quota or privacy mode: the settings still apply to this page.
    }
    if (root) applySettings(root, next);
    for (const listener of listeners) listener();
  };

  return {
    get: () => current,
    set: (patch) => commit(parseSettings(JSON.stringify({ ...current, ...patch }))),
    reset: () => {
      try {
        storage?.removeItem(STORAGE_KEY);
      } catch {
        // ignored, as above
      }
      current = { ...DEFAULT_SETTINGS };
      if (root) applySettings(root, current);
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
