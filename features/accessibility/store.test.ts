import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, STORAGE_KEY } from './settings';
import { createSettingsStore } from './store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('createSettingsStore', () => {
  it('starts from what is stored and applies changes to the root and to storage', () => {
    const storage = memoryStorage({ [STORAGE_KEY]: JSON.stringify({ grayscale: true }) });
    const root = document.createElement('html');
    const store = createSettingsStore({ storage, root });
    expect(store.get()).toEqual({ ...DEFAULT_SETTINGS, grayscale: true });

    store.set({ textSize: 2, contrast: 'high' });
    expect(root.className.split(' ').sort()).toEqual(['a11y-contrast-high', 'a11y-grayscale', 'a11y-text-2']);
    expect(JSON.parse(storage.data.get(STORAGE_KEY)!)).toMatchObject({
      textSize: 2,
      contrast: 'high',
      grayscale: true,
    });
  });

  it('refuses invalid values instead of storing them', () => {
    const storage = memoryStorage();
    const store = createSettingsStore({ storage, root: null });
    store.set({ textSize: 9 as never, contrast: 'neon' as never });
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
  });

  it('notifies subscribers and stops after unsubscribe', () => {
    const store = createSettingsStore({ storage: memoryStorage(), root: null });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set({ hideImages: true });
    unsubscribe();
    store.set({ hideImages: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reset clears storage, classes and state', () => {
    const storage = memoryStorage();
    const root = document.createElement('html');
    root.className = 'keep';
    const store = createSettingsStore({ storage, root });
    store.set({ largeCursor: true, stopAnimations: true, readAloud: true });
    store.reset();
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
    expect(storage.data.has(STORAGE_KEY)).toBe(false);
    expect(root.className).toBe('keep');
  });

  it('keeps working for the page when storage throws (privacy mode, quota)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const root = document.createElement('html');
    const store = createSettingsStore({ storage: throwing, root });
    store.set({ spacing: true });
    expect(root.classList.contains('a11y-spacing')).toBe(true);
    expect(() => store.reset()).not.toThrow();
  });
});
